import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Offline orders as the contract lists them (GET /orders/admin/get-offline-orders, spec 3 filters,
 * 10 a page): rows of the order list. Today they feed a customer's related list; the Order List
 * page itself is still workflows/offlineOrders/OfflineOrderListPage (it opens the order detail).
 */
export default defineResource({
  name: 'offline-orders',
  schema: 'orderListRow',
  label: 'Offline orders',
  singular: 'Offline order',
  titleField: 'order_id',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/orders/admin/get-offline-orders', sortable: false, names: { limit: 'pageSize' } },
  },
  columns: [
    { source: 'order_id' },
    { source: 'customer' },
    { source: 'stage' },
    { source: 'created' },
    { source: 'quotation_total' },
  ],
  sort: { field: 'created', order: 'DESC' },
  access: { list: 'offline_orders.manage' },
});
