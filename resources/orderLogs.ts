import { defineResource } from '../src/shared/resources/defineResource';

/** An order's log (status changes, who and when): no screen of its own, the order page's related list. */
export default defineResource({
  name: 'order-logs',
  schema: 'orderLog',
  label: 'Order log entries',
  singular: 'Order log entry',
  titleField: 'action',
  server: 'module',
  api: { list: { method: 'GET', path: '/orders/admin/get-all-order-logs', sortable: false } },
  sort: { field: 'createdAt', order: 'ASC' },
  access: { list: 'orders.view_details' },
});
