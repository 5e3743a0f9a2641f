import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Manage settlements (spec 2, finance): the payments riders collected for delivered orders, filtered
 * by delivery dates, rider and settlement status (unsettled first), with the totals per payment mode
 * and rider above them. Ticking unsettled rows and "Settle selected" is a declared bulk action: one
 * settlement of those orders, all or none, confirmed in-app with their count and total.
 */
export default defineResource({
  name: 'settlements',
  schema: 'settlementPayment',
  label: 'Manage settlements',
  singular: 'Payment to settle',
  titleField: 'order_id',
  server: 'module',
  api: { list: { method: 'GET', path: '/orders/admin/get-invoice-settlements-data', sortable: false, meta: ['totals'] } },
  routes: { list: '/purchases-grn/manage-settlements' },
  columns: [
    { source: 'order_id' },
    { source: 'customer' },
    { source: 'rider_name' },
    { source: 'dispatch_run' },
    { source: 'delivered_at' },
    { source: 'mode1_type' },
    { source: 'collected' },
    { source: 'settlement_id' },
  ],
  filters: [
    { source: 'startDate', label: 'Delivered from', type: 'dateFrom', property: 'delivered_at', alwaysOn: true },
    { source: 'endDate', label: 'Delivered to', type: 'dateTo', property: 'delivered_at', alwaysOn: true },
    { source: 'deliveryAgent', label: 'Rider', type: 'equals', property: 'rider_id', alwaysOn: true },
    { source: 'settlementStatus', label: 'Settlement', type: 'select', choices: ['unsettled', 'settled', 'all'], default: 'unsettled', alwaysOn: true },
  ],
  sort: { field: 'delivered_at', order: 'DESC' },
  menu: { group: 'Finance', label: 'Manage Settlements', order: 1 },
  access: { list: 'finance.settlements' },
  summary: { from: 'totals', widget: 'collection-totals' },
  selectableWhen: { field: 'settlement_id', in: [null] },
  bulkActions: [
    {
      name: 'settle', label: 'Settle selected', ability: 'finance.settlements', path: '/orders/admin/process-settlements', idsField: 'orderIds',
      confirm: 'Settle {count} order(s) for {sum:collected}? This cannot be undone.',
      done: 'Settlement {settlementId}: {orderCount} order(s), {total:money}',
    },
  ],
});
