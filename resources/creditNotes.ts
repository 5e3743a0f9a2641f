import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Credit notes (spec 3): every credit note, newest first, filtered by note, invoice or order number
 * and date; a note's page shows its lines (product, batch, quantity, restocked). Issuing one stays
 * in the order detail's credit note dialog.
 */
export default defineResource({
  name: 'credit-notes',
  schema: 'creditNote',
  label: 'Credit notes',
  singular: 'Credit note',
  titleField: 'creditNote',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/quotations/credit-notes-list', sortable: false },
    getOne: { method: 'GET', path: '/quotations/credit-note', idParam: 'creditNoteId' },
  },
  routes: { list: '/find-orders/credit-notes', show: '/find-orders/credit-note/:id' },
  columns: [
    { source: 'creditNote' },
    { source: 'orderId' },
    { source: 'customerName' },
    { source: 'invoiceNo' },
    { source: 'amount' },
    { source: 'reason' },
    { source: 'createdAt' },
  ],
  filters: [
    { source: 'searchTerm', label: 'Note, invoice no. or order ID', type: 'search', alwaysOn: true },
    { source: 'startDate', label: 'From', type: 'dateFrom', property: 'createdAt', alwaysOn: true },
    { source: 'endDate', label: 'To', type: 'dateTo', property: 'createdAt', alwaysOn: true },
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'Find Orders', label: 'Credit notes', order: 4 },
  access: { list: 'orders.view_details', show: 'orders.view_details' },
});
