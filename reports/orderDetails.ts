import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';
import { ORDER_STATUSES, orderStatusLabel } from '../src/shared/orders/statuses';

/** Order details (spec 2 /app/order-details-report, spec 7 order-flow-details-list-report): one row per order and its flow. */
export default defineReport({
  name: 'order-details',
  title: 'Order details',
  description: 'One row per order received in the period: when it was quoted, invoiced, dispatched and delivered, and its totals.',
  ability: 'reports.order_details',
  path: '/orders/admin/order-flow-details-list-report',
  route: '/order-details-report',
  menu: { group: 'Orders', order: 20 },
  ...dateRangeFilters('Received from', 'Received to', {
    location: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Location', 'x-reference': { resource: 'pharmacy-locations', labelField: 'name' } },
    status: { type: 'integer', enum: ORDER_STATUSES, 'x-label': 'Status' },
  }),
  choices: { status: ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabel(value) })) },
  columns: [
    { name: 'orderId', label: 'Order ID', type: 'string', total: 'count' },
    { name: 'receivedAt', label: 'Received', type: 'datetime' },
    { name: 'status', label: 'Status', type: 'string' },
    { name: 'customer', label: 'Customer', type: 'string' },
    { name: 'contactNumber', label: 'Contact number', type: 'string', sortable: false },
    { name: 'location', label: 'Location', type: 'string' },
    { name: 'deliveryCity', label: 'Delivery city', type: 'string' },
    { name: 'source', label: 'Source', type: 'string' },
    { name: 'agent', label: 'Agent', type: 'string' },
    { name: 'quotedAt', label: 'Quotation', type: 'datetime' },
    { name: 'quotationTotal', label: 'Quotation total', type: 'money', total: 'sum' },
    { name: 'invoiceNo', label: 'Invoice no.', type: 'string' },
    { name: 'invoicedAt', label: 'Invoice', type: 'datetime' },
    { name: 'invoiceTotal', label: 'Invoice total', type: 'money', total: 'sum' },
    { name: 'paymentMethod', label: 'Payment method', type: 'string' },
    { name: 'dispatchRun', label: 'Dispatch run', type: 'string' },
    { name: 'rider', label: 'Rider', type: 'string' },
    { name: 'dispatchedAt', label: 'Dispatch', type: 'datetime' },
    { name: 'deliveryDate', label: 'Delivery date', type: 'date' },
    { name: 'deliveredAt', label: 'Delivered', type: 'datetime' },
    { name: 'cancellationReason', label: 'Cancellation reason', type: 'string', sortable: false },
  ],
  sort: { field: 'receivedAt', order: 'DESC' },
  key: 'orderId',
});
