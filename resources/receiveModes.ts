import { defineResource } from '../src/shared/resources/defineResource';

export default defineResource({
  name: 'receive-modes',
  schema: 'receiveMode',
  label: 'Receive modes',
  singular: 'Receive mode',
  titleField: 'receiveMode',
  api: {
    list: { method: 'GET', path: '/offline-orders/receive-modes' },
    create: { method: 'POST', path: '/offline-orders/receive-modes' },
  },
  routes: { list: '/offline-order/received-mode-list', create: '/offline-order/create-receive-mode' },
  columns: [{ source: 'receiveMode', sortable: true }, { source: 'receiveModeDescription' }, { source: 'createdAt', sortable: true }],
  filters: [{ source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true }],
  sort: { field: 'receiveMode', order: 'ASC' },
  menu: { group: 'Non App Orders', label: 'Receive modes', order: 73 },
  access: { list: 'offline_orders.manage', create: 'offline_orders.manage' },
});
