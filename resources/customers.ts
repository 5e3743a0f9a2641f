import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Customers (spec 2 Find Customers): the find-customers search as a generated list (by name,
 * contact number, customer id or e-mail; without a type the server guesses from the key), and a
 * customer's generated page with their orders, patients and prescriptions as related lists.
 */
export default defineResource({
  name: 'customers',
  schema: 'customer',
  label: 'Customers',
  singular: 'Customer',
  titleField: 'name',
  displayId: { prefix: 'HNCX', digits: 6 },
  server: 'module',
  api: {
    list: { method: 'GET', path: '/users/admin/find-customers', sortable: false, needs: ['searchKey'] },
    getOne: { method: 'GET', path: '/users/admin/customer', idParam: 'customerId' },
  },
  routes: { list: '/find-customers', show: '/find-customers/customer/:id' },
  columns: [
    { source: 'displayId' },
    { source: 'name' },
    { source: 'contactNumber' },
    { source: 'email' },
    { source: 'cityId' },
    { source: 'ordersCount' },
    { source: 'lastOrderAt' },
  ],
  filters: [
    {
      source: 'searchType', label: 'Search by', type: 'select', alwaysOn: true,
      choices: [{ id: 'name', name: 'Name' }, { id: 'contactNumber', name: 'Contact number' }, { id: 'customerId', name: 'Customer ID' }, { id: 'email', name: 'E-mail' }],
    },
    { source: 'searchKey', label: 'Search for', type: 'search', alwaysOn: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  menu: { group: 'Find Customers', label: 'Find Customers', order: 1 },
  access: { list: 'find.customers', show: 'customers.profile' },
  related: [
    { resource: 'customer-orders', target: 'customerId', title: 'Orders', columns: ['id', 'status', 'patient_first_name', 'delivery_date', 'quotation_total', 'created'], perPage: 10 },
    { resource: 'patients', target: 'customerId', title: 'Patients', columns: ['displayId', 'firstName', 'lastName', 'dateOfBirth', 'relationship', 'allergies'], perPage: 25 },
    { resource: 'prescriptions', target: 'customerId', title: 'Prescriptions', columns: ['displayId', 'patientId', 'doctorName', 'issuedDate', 'status'], perPage: 10 },
  ],
});
