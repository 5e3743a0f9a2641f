import { defineReport } from './defineReport';

/** Delivery list (spec 2/7): the orders to deliver on a day (and slot), with their run and rider. */
export default defineReport({
  name: 'delivery-list',
  title: 'Delivery list',
  description: 'Orders due for delivery on the day: address, slot, dispatch run, rider, status and the amount due.',
  ability: 'reports.delivery_list',
  path: '/orders/admin/get-delivery-list-report-data',
  route: '/delivery-list-report',
  menu: { group: 'Logistics', order: 10 },
  filters: {
    type: 'object',
    properties: {
      selectedDate: { type: 'string', format: 'date', 'x-label': 'Delivery date' },
      deliverySlot: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Delivery slot' },
    },
    required: ['selectedDate'],
  },
  columns: [
    { name: 'orderId', label: 'Order ID', type: 'string', total: 'count' },
    { name: 'status', label: 'Status', type: 'integer' },
    { name: 'customer', label: 'Customer', type: 'string' },
    { name: 'contactNumber', label: 'Contact number', type: 'string', sortable: false },
    { name: 'address', label: 'Address', type: 'string', sortable: false },
    { name: 'city', label: 'City', type: 'string' },
    { name: 'slot', label: 'Slot', type: 'string' },
    { name: 'dispatchRun', label: 'Dispatch run', type: 'string' },
    { name: 'rider', label: 'Rider', type: 'string' },
    { name: 'paymentMethod', label: 'Payment method', type: 'string' },
    { name: 'amountDue', label: 'Amount due', type: 'money', total: 'sum' },
  ],
  sort: { field: 'orderId', order: 'ASC' },
  key: 'orderId',
});
