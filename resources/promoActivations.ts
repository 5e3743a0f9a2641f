import { defineResource } from '../src/shared/resources/defineResource';

/** The customers who activated a promo code (a promo code's related list; no screens of their own). */
export default defineResource({
  name: 'promo-activations',
  schema: 'promoActivation',
  label: 'Promo activations',
  singular: 'Promo activation',
  idField: 'customerId',
  titleField: 'name',
  server: 'module',
  api: { list: { method: 'GET', path: '/promocode/admin/get-promocode-activated-customer-list', listKeys: { items: 'customers', count: 'total' }, sortable: false } },
  access: { list: 'marketing.view' },
});
