import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Invoice cancellation (spec 7 /quotations/invoice-cancellation): posted invoices cancelled with their order. */
export default defineReport({
  name: 'invoice-cancellation',
  title: 'Invoice cancellation',
  description: 'Posted invoices cancelled in the period (the order cancelled after invoicing), with what the credit notes returned.',
  ability: 'reports.order_cancellation',
  path: '/quotations/invoice-cancellation',
  route: '/invoice-cancellation-report',
  menu: { group: 'Finance', order: 30 },
  ...dateRangeFilters('Cancelled from', 'Cancelled to'),
  columns: [
    { name: 'invoiceNo', label: 'Invoice no.', type: 'string', total: 'count' },
    { name: 'orderId', label: 'Order ID', type: 'string' },
    { name: 'postedAt', label: 'Posted', type: 'datetime' },
    { name: 'cancelledAt', label: 'Cancelled', type: 'datetime' },
    { name: 'customer', label: 'Customer', type: 'string', sortable: false },
    { name: 'netTotal', label: 'Invoice total', type: 'money', total: 'sum' },
    { name: 'credited', label: 'Credited', type: 'money', total: 'sum' },
    { name: 'reason', label: 'Cancellation reason', type: 'string', sortable: false },
  ],
  sort: { field: 'cancelledAt', order: 'DESC' },
  key: 'invoiceNo',
});
