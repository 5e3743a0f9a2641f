import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Invoices (spec 3 batch-wise invoice): every order's invoices, newest first, filtered by status,
 * order or invoice number and date; an invoice's page shows its batch-wise lines (with the batch)
 * and prints the invoice PDF (the document service's, asked by the order). Drafting and posting
 * stay in the bespoke batch-wise invoice page.
 */
export default defineResource({
  name: 'invoices',
  schema: 'invoice',
  label: 'Invoices',
  singular: 'Invoice',
  titleField: 'invoiceNo',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/quotations/invoices-list', sortable: false },
    getOne: { method: 'GET', path: '/quotations/invoice', idParam: 'invoiceId' },
  },
  routes: { list: '/find-orders/invoices', show: '/find-orders/invoice/:id' },
  columns: [
    { source: 'invoiceNo' },
    { source: 'orderId' },
    { source: 'customerName' },
    { source: 'status' },
    { source: 'netTotal' },
    { source: 'postedAt' },
    { source: 'createdAt' },
  ],
  filters: [
    { source: 'searchTerm', label: 'Invoice no. or order ID', type: 'search', alwaysOn: true },
    { source: 'status', label: 'Status', type: 'select', alwaysOn: true },
    { source: 'startDate', label: 'From', type: 'dateFrom', property: 'createdAt', alwaysOn: true },
    { source: 'endDate', label: 'To', type: 'dateTo', property: 'createdAt', alwaysOn: true },
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'Find Orders', label: 'Invoices', order: 3 },
  access: { list: 'orders.view_details', show: 'orders.view_details' },
  actions: [
    {
      name: 'print', label: 'Invoice PDF', ability: 'orders.view_details', method: 'GET', path: '/quotations/invoice-pdf', idField: 'orderId', idFrom: 'orderId',
      when: { field: 'status', in: ['posted'] }, document: { fileName: 'invoice-{invoiceNo}.pdf' }, on: ['show', 'list'],
    },
  ],
  related: [
    { resource: 'credit-notes', target: 'invoiceId', title: 'Credit notes', columns: ['creditNote', 'amount', 'deliveryFeeRefund', 'reason', 'createdAt'] },
  ],
});
