import { defineResource } from '../src/shared/resources/defineResource';
import { MAX_RANGE_DAYS } from '../src/shared/schemas/dayRange';

/**
 * Promo codes (spec 6 Marketing Manager, the promo module): list with status, search and validity
 * filters, create, show with the customers who activated it and the orders that redeemed it
 * (related lists), and deactivate as a declared action (in-app confirm, on each row too).
 */
export default defineResource({
  name: 'promo-codes',
  schema: 'promoCode',
  label: 'Promo codes',
  singular: 'Promo code',
  idField: 'promoId',
  titleField: 'code',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/promocode/all', listKeys: { items: 'promoCodes', count: 'total' }, sortable: false, names: { searchTerm: 'q' } },
    getOne: { method: 'GET', path: '/promocode/admin/get-promocode', idParam: 'promoId' },
    create: { method: 'POST', path: '/promocode/', names: { startsAt: 'startDate', endsAt: 'endDate' } },
  },
  routes: {
    list: '/marketing-manager/promo-codes',
    show: '/marketing-manager/promo-code/:id',
    create: '/marketing-manager/create-promo-code',
  },
  columns: [
    { source: 'code' },
    { source: 'discountType' },
    { source: 'discountValue' },
    { source: 'minOrderAmount' },
    { source: 'startsAt' },
    { source: 'endsAt' },
    { source: 'redemptions' },
    { source: 'status' },
  ],
  filters: [
    { source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true },
    { source: 'status', label: 'Status', type: 'select', alwaysOn: true },
    { source: 'startDate', label: 'Valid on or after', type: 'dateFrom', property: 'startsAt', alwaysOn: true },
    { source: 'endDate', label: 'Valid on or before', type: 'dateTo', property: 'endsAt', alwaysOn: true, maxDays: MAX_RANGE_DAYS },
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'Marketing Manager', label: 'Promo Codes', order: 1, create: { label: 'New promo code', order: 2 } },
  access: { list: 'marketing.view', show: 'marketing.view', create: 'promo.create' },
  actions: [
    {
      name: 'deactivate', label: 'Deactivate', ability: 'promo.deactivate', path: '/promocode/de-activate/', idField: 'promoId',
      when: { field: 'status', in: ['active'] }, on: ['show', 'list'], tone: 'error',
      confirm: 'Customers can no longer redeem {code}; orders that already used it keep their discount.', done: 'Promo code {code} deactivated',
    },
  ],
  related: [
    { resource: 'promo-redemptions', target: 'promoId', title: 'Redeemed orders', columns: ['orderDisplayId', 'customerName', 'discountAmount', 'redeemedAt'], perPage: 25 },
    { resource: 'promo-activations', target: 'promoId', title: 'Activated customers', columns: ['customerDisplayId', 'name', 'contactNumber', 'activatedAt', 'redemptions'], perPage: 25 },
  ],
});
