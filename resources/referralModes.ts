import { defineResource } from '../src/shared/resources/defineResource';

export default defineResource({
  name: 'referral-modes',
  schema: 'referralMode',
  label: 'Referral modes',
  singular: 'Referral mode',
  titleField: 'referralMode',
  api: {
    list: { method: 'GET', path: '/offline-orders/referral-modes' },
    create: { method: 'POST', path: '/offline-orders/referral-modes' },
  },
  routes: { list: '/offline-order/referral-mode-list', create: '/offline-order/create-referral-mode' },
  columns: [{ source: 'referralMode', sortable: true }, { source: 'referralModeDescription' }, { source: 'createdAt', sortable: true }],
  filters: [{ source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true }],
  sort: { field: 'referralMode', order: 'ASC' },
  menu: { group: 'Non App Orders', label: 'Referral modes', order: 72 },
  access: { list: 'offline_orders.manage', create: 'offline_orders.manage' },
});
