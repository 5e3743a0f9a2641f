import { defineReport, RIDERS } from './defineReport';

/** Unsettled collections: delivered orders whose collected payment no settlement has closed yet. */
export default defineReport({
  name: 'unsettled-collections',
  title: 'Unsettled collections',
  description: 'Delivered orders with a collected payment not yet settled: rider, run, age and amount.',
  ability: 'finance.settlements',
  path: '/quotations/unsettle-report',
  alsoAt: ['/orders/admin/unsettled-collection-report'],
  route: '/unsettled-collection-report',
  menu: { group: 'Finance', order: 32 },
  filters: {
    type: 'object',
    properties: { riderId: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Rider', 'x-reference': RIDERS } },
  },
  columns: [
    { name: 'paymentId', label: 'Payment', type: 'integer', total: 'count' },
    { name: 'orderId', label: 'Order ID', type: 'string' },
    { name: 'rider', label: 'Rider', type: 'string' },
    { name: 'dispatchRun', label: 'Dispatch run', type: 'string' },
    { name: 'deliveredAt', label: 'Delivered', type: 'datetime' },
    { name: 'total', label: 'Amount', type: 'money', total: 'sum' },
  ],
  sort: { field: 'deliveredAt', order: 'ASC' },
  key: 'paymentId',
});
