import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Order processing (spec 7 fetch-order-processing-report): each order's processing milestones and times. */
export default defineReport({
  name: 'order-processing',
  title: 'Order processing',
  description: 'One row per order received in the period: when it was assigned, quoted, confirmed, invoiced, prepared, dispatched and delivered, and the minutes between.',
  ability: 'reports.order_processing',
  path: '/orders/admin/fetch-order-processing-report',
  route: '/order-processing-report',
  menu: { group: 'Orders', order: 40 },
  ...dateRangeFilters('Received from', 'Received to', { location: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Location', 'x-reference': { resource: 'pharmacy-locations', labelField: 'name' } } }),
  columns: [
    { name: 'orderId', label: 'Order ID', type: 'string', total: 'count' },
    { name: 'receivedAt', label: 'Received', type: 'datetime' },
    { name: 'status', label: 'Status', type: 'string' },
    { name: 'location', label: 'Location', type: 'string' },
    { name: 'agent', label: 'Agent', type: 'string', sortable: false },
    { name: 'assignedAt', label: 'Assigned', type: 'datetime' },
    { name: 'quotedAt', label: 'Quoted', type: 'datetime' },
    { name: 'confirmedAt', label: 'Confirmed', type: 'datetime' },
    { name: 'invoicedAt', label: 'Invoiced', type: 'datetime', sortable: false },
    { name: 'preparationStartedAt', label: 'Preparation started', type: 'datetime', sortable: false },
    { name: 'preparedAt', label: 'Prepared', type: 'datetime', sortable: false },
    { name: 'dispatchedAt', label: 'Dispatched', type: 'datetime', sortable: false },
    { name: 'deliveredAt', label: 'Delivered', type: 'datetime' },
    { name: 'quotationMinutes', label: 'Minutes to quote', type: 'integer' },
    { name: 'deliveryMinutes', label: 'Minutes to deliver', type: 'integer' },
    { name: 'cycleMinutes', label: 'Cycle minutes', type: 'integer' },
  ],
  sort: { field: 'receivedAt', order: 'DESC' },
  key: 'orderId',
});
