import { defineReport, RIDERS } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Collection details (spec 6/7): one row per delivered order's payment, with its settlement. */
export default defineReport({
  name: 'collection-details',
  title: 'Collection details',
  description: 'Each payment collected at the door: order, rider, run, modes and amounts, and the settlement that closed it.',
  ability: 'reports.collection_details',
  path: '/quotations/collection-details',
  route: '/collection-details-report',
  openRoute: true, // spec 2: registered for every user; the data follows reports.collection_details
  menu: { group: 'Finance', order: 31 },
  ...dateRangeFilters('Collected from', 'Collected to', { riderId: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Rider', 'x-reference': RIDERS } }),
  columns: [
    { name: 'paymentId', label: 'Payment', type: 'integer', total: 'count' },
    { name: 'collectedAt', label: 'Collected', type: 'datetime' },
    { name: 'orderId', label: 'Order ID', type: 'string' },
    { name: 'rider', label: 'Rider', type: 'string' },
    { name: 'dispatchRun', label: 'Dispatch run', type: 'string' },
    { name: 'mode1', label: 'Mode 1', type: 'string', sortable: false },
    { name: 'mode1Amount', label: 'Mode 1 amount', type: 'money', total: 'sum' },
    { name: 'mode2', label: 'Mode 2', type: 'string', sortable: false },
    { name: 'mode2Amount', label: 'Mode 2 amount', type: 'money', total: 'sum' },
    { name: 'total', label: 'Total', type: 'money', total: 'sum' },
    { name: 'settlementId', label: 'Settlement', type: 'integer' },
  ],
  sort: { field: 'collectedAt', order: 'DESC' },
  key: 'paymentId',
});
