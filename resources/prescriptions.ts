import { defineResource } from '../src/shared/resources/defineResource';

/** A customer's prescriptions, paged (spec 7 GET /prescriptions/admin/prescriptions ?customerId): the customer page's related list. */
export default defineResource({
  name: 'prescriptions',
  schema: 'prescription',
  label: 'Prescriptions',
  singular: 'Prescription',
  idField: 'prescriptionId',
  titleField: 'displayId',
  server: 'module',
  api: { list: { method: 'GET', path: '/prescriptions/admin/prescriptions', sortable: false } },
  sort: { field: 'issuedDate', order: 'DESC' },
  access: { list: 'customers.profile' },
});
