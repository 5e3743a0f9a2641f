import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Daily credit memo (spec 6): every credit note line issued in the period, batch by batch. */
export default defineReport({
  name: 'daily-credit-memo',
  title: 'Daily credit memo',
  description: 'Credit note lines issued in the period: order, invoice, product, batch, quantity, restocked or written off, and the amount.',
  ability: 'reports.daily_credit_memo',
  path: '/quotations/daily-credit-memo-report',
  route: '/daily-credit-memo-report',
  menu: { group: 'Finance', order: 20 },
  ...dateRangeFilters('Issued from', 'Issued to'),
  columns: [
    { name: 'lineId', label: 'Line', type: 'integer', total: 'count' },
    { name: 'creditNote', label: 'Credit note', type: 'string' },
    { name: 'issuedAt', label: 'Issued', type: 'datetime' },
    { name: 'orderId', label: 'Order ID', type: 'string' },
    { name: 'invoiceNo', label: 'Invoice no.', type: 'string' },
    { name: 'product', label: 'Product', type: 'string', sortable: false },
    { name: 'batch', label: 'Batch', type: 'string', sortable: false },
    { name: 'quantity', label: 'Quantity', type: 'integer', total: 'sum' },
    { name: 'restocked', label: 'Back to stock', type: 'boolean' },
    { name: 'amount', label: 'Amount', type: 'money', total: 'sum' },
    { name: 'reason', label: 'Reason', type: 'string', sortable: false },
    { name: 'agent', label: 'Issued by', type: 'string', sortable: false },
  ],
  sort: { field: 'issuedAt', order: 'DESC' },
  key: 'lineId',
});
