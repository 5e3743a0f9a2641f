import { defineResource } from '../src/shared/resources/defineResource';

/** A customer's patients (spec 7 GET /patients/admin/patients ?customerId): no screen of its own, the customer page's related list. */
export default defineResource({
  name: 'patients',
  schema: 'patient',
  label: 'Patients',
  singular: 'Patient',
  idField: 'patientId',
  titleField: 'firstName',
  server: 'module',
  api: { list: { method: 'GET', path: '/patients/admin/patients', sortable: false } },
  sort: { field: 'firstName', order: 'ASC' },
  access: { list: 'customers.profile' },
});
