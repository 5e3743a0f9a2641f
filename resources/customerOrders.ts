import { defineResource } from '../src/shared/resources/defineResource';

/** A customer's orders, newest first (order list rows): no screen of its own, the customer page's related list; each links to its order's page. */
export default defineResource({
  name: 'customer-orders',
  schema: 'order',
  label: "Customer's orders",
  singular: "Customer's order",
  titleField: 'displayId',
  server: 'module',
  api: { list: { method: 'GET', path: '/orders/admin/past-orders', schema: 'orderListRow', sortable: false } },
  sort: { field: 'created', order: 'DESC' },
  access: { list: 'customers.profile' },
});
