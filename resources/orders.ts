import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Orders (spec 2 Find Orders, spec 7 Orders): the find-orders search as a generated list (search
 * by order id, customer, phone, patient or prescription; its rows are order list rows), and the
 * order's page generated from schemas/order.schema.json with its quotations, invoices, credit
 * notes and log as related lists and the order summary PDF. The chats workspace's order detail
 * (with the quotation editor) stays a bespoke dialog.
 */
export default defineResource({
  name: 'orders',
  schema: 'order',
  label: 'Orders',
  singular: 'Order',
  titleField: 'displayId',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/orders/admin/find-orders', schema: 'orderListRow', sortable: false, needs: ['searchKey'] },
    getOne: { method: 'GET', path: '/orders/admin/order', idParam: 'orderId' },
  },
  routes: { list: '/find-orders', show: '/find-orders/order/:id' },
  columns: [
    { source: 'order_id', label: 'Order ID' },
    { source: 'customer' },
    { source: 'patient_first_name', label: 'Patient' },
    { source: 'status' },
    { source: 'delivery_date' },
    { source: 'delivery_slot' },
    { source: 'quotation_total' },
    { source: 'created' },
  ],
  filters: [
    {
      source: 'searchType', label: 'Search by', type: 'select', alwaysOn: true, default: 'orderId',
      choices: [
        { id: 'orderId', name: 'Order ID' }, { id: 'customerName', name: 'Customer name' }, { id: 'contactNumber', name: 'Contact number' },
        { id: 'patientName', name: 'Patient name' }, { id: 'prescriptionId', name: 'Prescription ID' },
      ],
    },
    { source: 'searchKey', label: 'Search for', type: 'search', alwaysOn: true },
  ],
  sort: { field: 'created', order: 'DESC' },
  menu: { group: 'Find Orders', label: 'Find Orders', order: 1 },
  access: { list: 'find.orders', show: 'orders.view_details' },
  actions: [
    { name: 'summary-pdf', label: 'Order summary (PDF)', ability: 'orders.view_details', method: 'GET', path: '/orders/admin/order-summary-pdf', idField: 'orderId', document: { fileName: 'order-{displayId}.pdf' } },
  ],
  related: [
    { resource: 'quotations', target: 'orderId', title: 'Quotations', columns: ['status', 'linesTotal', 'deliveryFee', 'netTotal', 'validUntil', 'createdAt'] },
    { resource: 'invoices', target: 'orderId', title: 'Invoices', columns: ['invoiceNo', 'status', 'netTotal', 'postedAt', 'createdAt'] },
    { resource: 'credit-notes', target: 'orderId', title: 'Credit notes', columns: ['creditNote', 'invoiceNo', 'amount', 'reason', 'createdAt'] },
    { resource: 'order-logs', target: 'orderId', title: 'Log', columns: ['action', 'fromStatus', 'toStatus', 'actor', 'agentId', 'message', 'createdAt'], perPage: 50 },
  ],
});
