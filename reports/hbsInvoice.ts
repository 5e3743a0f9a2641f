import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** HBS invoice item report (spec 2 /app/hbs-invoive-report, spec 7 hbs-invoice-report): posted invoice lines batch by batch. */
export default defineReport({
  name: 'hbs-invoice',
  title: 'HBS invoice items',
  description: 'Every posted invoice line in the period: order, invoice, product, batch, quantity, price and line total.',
  ability: 'reports.hbs_invoice',
  path: '/quotations/hbs-invoice-report',
  route: '/hbs-invoive-report',
  menu: { group: 'Finance', order: 10 },
  ...dateRangeFilters('Posted from', 'Posted to'),
  columns: [
    { name: 'lineId', label: 'Line', type: 'integer', total: 'count' },
    { name: 'invoiceNo', label: 'Invoice no.', type: 'string' },
    { name: 'postedAt', label: 'Posted', type: 'datetime' },
    { name: 'orderId', label: 'Order ID', type: 'string' },
    { name: 'productCode', label: 'Product code', type: 'string' },
    { name: 'product', label: 'Product', type: 'string', sortable: false },
    { name: 'batch', label: 'Batch', type: 'string', sortable: false },
    { name: 'quantity', label: 'Quantity', type: 'integer', total: 'sum' },
    { name: 'unitPrice', label: 'Unit price', type: 'money' },
    { name: 'lineTotal', label: 'Line total', type: 'money', total: 'sum' },
    { name: 'invoiceStatus', label: 'Invoice status', type: 'string' },
  ],
  sort: { field: 'postedAt', order: 'DESC' },
  key: 'lineId',
});
