import { defineResource } from '../src/shared/resources/defineResource';

/**
 * GRNs (spec 7, the grn module): the list, one GRN with its lines by batch and its PO, and the
 * declared actions: cancel (reverse; spec 8's insufficient-quantity dialog when stock has left),
 * partial return (a dialog over the GRN's lines, each bounded by what its batch has on hand, with
 * a reason kept on the stock movement) and Print GRN. Entering a GRN stays the bespoke entry page
 * (workflows/grn/), reached from a PO's Enter GRN. A PO's GRNs are a related list of it.
 */
export default defineResource({
  name: 'grns',
  schema: 'grn',
  label: 'GRNs',
  singular: 'GRN',
  titleField: 'grnNo',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/grn/fetch-all', sortable: false },
    getOne: { method: 'GET', path: '/grn/fetch-grn-details', idParam: 'GRNId', unwrap: 'grn' },
    reference: { method: 'GET', path: '/grn/fetch-po-grns' },
  },
  routes: {
    list: '/purchases-grn/view-grn-list',
    show: '/purchases-grn/grn-details/:id',
  },
  columns: [
    { source: 'grnNo', label: 'GRN' },
    { source: 'poNo', label: 'PO' },
    { source: 'supplierName', label: 'Supplier' },
    { source: 'status' },
    { source: 'netTotal' },
    { source: 'createdAt', label: 'Received' },
  ],
  filters: [
    { source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true },
    { source: 'startDate', label: 'From', type: 'dateFrom', property: 'createdAt', alwaysOn: true },
    { source: 'endDate', label: 'To', type: 'dateTo', property: 'createdAt', alwaysOn: true },
    { source: 'reportType', label: 'Status', type: 'select', property: 'status', alwaysOn: true },
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'Purchases & GRN', label: 'GRNs', order: 20 },
  access: { list: 'grn.view', show: 'grn.view' },
  actions: [
    {
      name: 'partial-return', label: 'Partial return', ability: 'grn.partial_return', path: '/grn/partial-return', idField: 'GRNId',
      when: { field: 'status', in: ['completed'] }, form: 'grnReturn', prefill: { lines: 'lineItems' },
      confirm: 'The quantities go back to {supplierName} and leave stock; the reason is kept on the stock movement.',
      done: 'GRN {grnNo}: returned to the supplier',
    },
    {
      name: 'cancel', label: 'Cancel GRN', ability: 'grn.reverse', path: '/grn/cancel', idField: 'GRNId', when: { field: 'status', in: ['completed'] },
      tone: 'error', confirm: 'Its stock (every line, {netTotal:money}) leaves the batches again and PO {poNo} expects it once more. This cannot be undone.',
      done: 'GRN {grnNo} cancelled',
      refusals: [{
        prefix: 'Error: Insufficient QTY', title: 'Insufficient quantity',
        text: 'This GRN cannot be cancelled: part of {detail} received on it has already been sold or reserved. Return the remaining quantity with a partial return instead.',
      }],
    },
    { name: 'print', label: 'Print GRN', ability: 'grn.view', method: 'POST', path: '/grn/generate-grn-pdf', idField: 'grnId', document: { fileName: 'grn-{grnNo}.pdf' } },
  ],
});
