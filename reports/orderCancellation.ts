import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Order cancellation (spec 2 /app/order-cancellation-report, spec 7 order-cancellation-list-report): orders cancelled in a period. */
export default defineReport({
  name: 'order-cancellation',
  title: 'Order cancellation',
  description: 'Orders cancelled in the period: when and by whom, the status they left, the quotation they had and the reason.',
  ability: 'reports.order_cancellation',
  path: '/orders/admin/order-cancellation-list-report',
  route: '/order-cancellation-report',
  menu: { group: 'Orders', order: 30 },
  ...dateRangeFilters('Cancelled from', 'Cancelled to', { location: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Location', 'x-reference': { resource: 'pharmacy-locations', labelField: 'name' } } }),
  columns: [
    { name: 'orderId', label: 'Order ID', type: 'string', total: 'count' },
    { name: 'receivedAt', label: 'Received', type: 'datetime' },
    { name: 'cancelledAt', label: 'Cancelled', type: 'datetime' },
    { name: 'customer', label: 'Customer', type: 'string' },
    { name: 'contactNumber', label: 'Contact number', type: 'string', sortable: false },
    { name: 'location', label: 'Location', type: 'string' },
    { name: 'source', label: 'Source', type: 'string' },
    { name: 'statusBefore', label: 'Status before', type: 'string', sortable: false },
    { name: 'cancelledBy', label: 'Cancelled by', type: 'string', sortable: false },
    { name: 'quotationTotal', label: 'Quotation total', type: 'money', sortable: false },
    { name: 'reason', label: 'Cancellation reason', type: 'string', sortable: false },
  ],
  sort: { field: 'cancelledAt', order: 'DESC' },
  key: 'orderId',
});
