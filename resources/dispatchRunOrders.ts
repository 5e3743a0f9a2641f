import { defineResource } from '../src/shared/resources/defineResource';

/**
 * The orders of one dispatch run (dispatch-summary, paged by the server): a related list on the
 * run's page, no screen of its own; each order's pick list PDF for roles holding preparation.pick_list.
 */
export default defineResource({
  name: 'dispatch-run-orders',
  schema: 'dispatchRunOrder',
  label: 'Orders of a dispatch run',
  singular: 'Order of a dispatch run',
  titleField: 'order_id',
  server: 'module',
  api: { list: { method: 'GET', path: '/orders/admin/dispatch-summary', sortable: false } },
  routes: {},
  columns: [
    { source: 'order_id' },
    { source: 'status' },
    { source: 'customer' },
    { source: 'delivery_address' },
    { source: 'amount_due' },
    { source: 'mode1_type' },
    { source: 'cold_chain' },
    { source: 'narcotic' },
  ],
  sort: { field: 'id', order: 'ASC' },
  access: { list: 'logistics.dispatch_runs' },
  refreshOn: ['stepChanged'],
  actions: [
    {
      name: 'pick-list', label: 'Pick list', ability: 'preparation.pick_list', method: 'GET', path: '/orders/admin/pick-list-pdf', idField: 'orderId',
      document: { fileName: 'pick-list-{order_id}.pdf' }, on: ['list'],
    },
  ],
});
