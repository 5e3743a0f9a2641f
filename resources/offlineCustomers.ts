import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Offline customers (spec 3, 7: Non App Orders): staff enter a customer who orders by phone or at
 * the counter. List (newest first, searched by name, contact number or HNCX id), create (addresses
 * as lines, a city picker each), and one customer with their offline orders as a related list and
 * Place order, a link to the bespoke order page for them.
 */
export default defineResource({
  name: 'offline-customers',
  schema: 'offlineCustomer',
  label: 'Offline customers',
  singular: 'Offline customer',
  titleField: 'customerName',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/users/list-offline-customers', sortable: false, names: { searchTerm: 'q' } },
    getOne: { method: 'GET', path: '/users/offline-customers/:id' },
    create: { method: 'POST', path: '/users/offline-customers' },
  },
  routes: {
    list: '/offline-order/customer-list',
    show: '/offline-order/customer/:id',
    create: '/offline-order/create-customer',
  },
  columns: [
    { source: 'customerName' },
    { source: 'displayId' },
    { source: 'contactNumber' },
    { source: 'emailId' },
    { source: 'referralModeName', label: 'Referral mode' },
    { source: 'createdAt' },
  ],
  filters: [{ source: 'searchTerm', label: 'Search name, contact number or HNCX id', type: 'search', alwaysOn: true }],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'Non App Orders', label: 'Customers', order: 70, create: { label: 'Create Customer', order: 71 } },
  access: { list: 'offline_orders.manage', show: 'offline_orders.manage', create: 'offline_orders.manage' },
  actions: [
    {
      name: 'place-order', label: 'Place order', ability: 'offline_orders.manage', path: '/orders/admin/offline-order',
      route: '/offline-order/place-new-order?customerId=:id', on: ['show', 'list'],
    },
  ],
  related: [{
    resource: 'offline-orders', target: 'customerId', title: 'Offline orders', query: { searchBy: 'customerId', searchInput: '{id}' },
    columns: ['order_id', 'stage', 'created', 'quotation_total'],
  }],
});
