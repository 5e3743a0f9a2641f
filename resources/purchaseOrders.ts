import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Purchase orders (spec 7, the po module): list, show, and a draft's create/edit form with its
 * lines as a lines table (product picker, ordered quantity, the line and net totals priced from
 * the product's last purchase price); submit, discard and cancel are declared transitions the
 * module serves, Print PO the document action, Enter GRN a link to the bespoke GRN entry page;
 * its GRNs a related list (resources/grns.ts, GET /grn/fetch-po-grns).
 */
const lineNames = { poItems: 'lineItems', 'poItems.product_id': 'productId', 'poItems.order_qty': 'orderedQty' };

export default defineResource({
  name: 'purchase-orders',
  schema: 'purchaseOrder',
  label: 'Purchase orders',
  singular: 'Purchase order',
  titleField: 'poNo',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/po/get-po-list', sortable: false },
    getOne: { method: 'GET', path: '/po/fetch/:id', unwrap: 'po' },
    create: { method: 'POST', path: '/po/create', unwrap: 'po', names: lineNames },
    update: { method: 'POST', path: '/po/update', idField: 'poId', unwrap: 'po', names: lineNames },
  },
  routes: {
    list: '/purchases-grn/view-po-list',
    show: '/purchases-grn/view/:id',
    create: '/purchases-grn/create-new-po',
    edit: '/purchases-grn/edit/:id',
  },
  columns: [
    { source: 'poNo', label: 'PO' },
    { source: 'supplierName', label: 'Supplier' },
    { source: 'status' },
    { source: 'lineCount', label: 'Lines' },
    { source: 'netTotal' },
    { source: 'requiredDate' },
    { source: 'createdAt' },
  ],
  filters: [
    { source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true },
    { source: 'startDate', label: 'From', type: 'dateFrom', property: 'createdAt', alwaysOn: true },
    { source: 'endDate', label: 'To', type: 'dateTo', property: 'createdAt', alwaysOn: true },
    { source: 'status', label: 'Status', type: 'select', alwaysOn: true },
    { source: 'supplier', label: 'Supplier', type: 'equals', property: 'supplierId' },
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'Purchases & GRN', label: 'Purchase orders', order: 10, create: { label: 'Create PO', order: 5 } },
  access: { list: 'po.view', show: 'po.view', create: 'po.create', edit: 'po.edit' },
  editWhen: { field: 'status', in: ['draft'] },
  actions: [
    {
      name: 'submit', label: 'Submit PO', ability: 'po.edit', path: '/po/submit', idField: 'poId', when: { field: 'status', in: ['draft'] },
      needs: ['supplierId', 'requiredDate', 'poItems'], then: 'show',
      confirm: 'PO {poNo} goes to the supplier for {netTotal:money} and can no longer be edited.', done: 'PO {poNo} submitted',
    },
    {
      name: 'discard', label: 'Discard', ability: 'po.cancel', path: '/po/discard', idField: 'poId', when: { field: 'status', in: ['draft'] },
      tone: 'error', then: 'list', confirm: 'The draft PO {poNo} and its lines are deleted; this cannot be undone.', done: 'PO {poNo} discarded',
    },
    {
      name: 'cancel', label: 'Cancel PO', ability: 'po.cancel', path: '/po/cancel', idField: 'poId', when: { field: 'status', in: ['submitted'] },
      tone: 'error', confirm: '{supplierName} is no longer expected to deliver PO {poNo}; no GRN can be entered against it. This cannot be undone.',
      done: 'PO {poNo} cancelled',
    },
    {
      name: 'enter-grn', label: 'Enter GRN', ability: 'grn.process', path: '/grn/submit', route: '/purchases-grn/grn/:id',
      when: { field: 'status', in: ['submitted', 'partially_received'] },
    },
    { name: 'print', label: 'Print PO', ability: 'po.view', method: 'POST', path: '/po/generate-po-pdf', idField: 'poId', document: { fileName: 'purchase-order-{poNo}.pdf' } },
  ],
  related: [{ resource: 'grns', target: 'poId', title: 'GRNs', ability: 'grn.view', columns: ['grnNo', 'status', 'netTotal', 'createdAt'] }],
});
