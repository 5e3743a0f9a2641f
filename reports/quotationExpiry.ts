import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Quotation expiry (spec 2 /app/quotation-expiry-report): quotations that expired unanswered, and what became of them. */
export default defineReport({
  name: 'quotation-expiry',
  title: 'Quotation expiry',
  description: 'Quotations whose validity passed without an answer in the period: the order, customer, total and whether it was offered again.',
  ability: 'reports.quotation_expiry',
  path: '/orders/admin/quotation-expiry-report',
  route: '/quotation-expiry-report',
  menu: { group: 'Orders', order: 40 },
  ...dateRangeFilters('Valid until from', 'Valid until to'),
  columns: [
    { name: 'quotationId', label: 'Quotation', type: 'integer', total: 'count' },
    { name: 'orderId', label: 'Order ID', type: 'string' },
    { name: 'validUntil', label: 'Valid until', type: 'datetime' },
    { name: 'customer', label: 'Customer', type: 'string', sortable: false },
    { name: 'contactNumber', label: 'Contact number', type: 'string', sortable: false },
    { name: 'agent', label: 'Quoted by', type: 'string', sortable: false },
    { name: 'netTotal', label: 'Quotation total', type: 'money', total: 'sum' },
    { name: 'quotationStatus', label: 'Quotation now', type: 'string' },
    { name: 'orderStatus', label: 'Order now', type: 'string' },
  ],
  sort: { field: 'validUntil', order: 'DESC' },
  key: 'quotationId',
});
