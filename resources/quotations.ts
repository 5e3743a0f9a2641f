import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Quotations (spec 3): every order's quotations, newest first, filtered by status, order id or
 * date; a quotation's page shows its lines read-only (they are edited in the chats workspace's
 * quotation editor). The quotations module's document lists serve them (RxDesk additions).
 */
export default defineResource({
  name: 'quotations',
  schema: 'quotation',
  label: 'Quotations',
  singular: 'Quotation',
  titleField: 'quotationId',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/quotations/quotations-list', sortable: false },
    getOne: { method: 'GET', path: '/quotations/quotation', idParam: 'quotationId' },
  },
  routes: { list: '/find-orders/quotations', show: '/find-orders/quotation/:id' },
  columns: [
    { source: 'quotationId', label: 'Quotation' },
    { source: 'orderId' },
    { source: 'customerName' },
    { source: 'status' },
    { source: 'netTotal' },
    { source: 'validUntil' },
    { source: 'createdAt' },
  ],
  filters: [
    { source: 'searchTerm', label: 'Order ID', type: 'search', alwaysOn: true },
    { source: 'status', label: 'Status', type: 'select', alwaysOn: true },
    { source: 'startDate', label: 'From', type: 'dateFrom', property: 'createdAt', alwaysOn: true },
    { source: 'endDate', label: 'To', type: 'dateTo', property: 'createdAt', alwaysOn: true },
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'Find Orders', label: 'Quotations', order: 2 },
  access: { list: 'orders.view_details', show: 'orders.view_details' },
});
