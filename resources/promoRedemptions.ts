import { defineResource } from '../src/shared/resources/defineResource';

/** The orders that redeemed a promo code (a promo code's related list; no screens of their own). */
export default defineResource({
  name: 'promo-redemptions',
  schema: 'promoRedemption',
  label: 'Promo redemptions',
  singular: 'Promo redemption',
  idField: 'orderId',
  titleField: 'orderDisplayId',
  server: 'module',
  api: { list: { method: 'GET', path: '/promocode/admin/get-promocode-redeemed-ordes-list', listKeys: { items: 'orders', count: 'total' }, sortable: false } },
  access: { list: 'marketing.view' },
});
