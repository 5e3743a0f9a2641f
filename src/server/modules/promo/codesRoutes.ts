import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit';
import { parseRef } from '../orders/scope';
import { body, INT_ID, PAGE_PROPS, query } from '../orders/schemas';
import { PromoCodesService, type CreateCodeBody } from './codesService';
import { dayRangeFields, listDayRangeFields, START_END } from '../../platform/dayRange';
import promoCodes from '../../../../resources/promoCodes';

/** Promo code management (spec 7 Promo codes): list, create, deactivate, find by dates, activations, redemptions. */
export default async function promoCodesRoutes(app: FastifyInstance) {
  const promos = new PromoCodesService(app);
  const tags = ['Promo codes'];
  // The list's validity filters, as resources/promoCodes.ts labels them; a code's periods by start and end date.
  const validity = listDayRangeFields(promoCodes);
  const P = app.registry.get('promoCode').properties;
  const customerRef = { anyOf: [INT_ID, { type: 'string', minLength: 1, maxLength: 20 }] };
  const period = query({ promoId: INT_ID, ...dayRangeFields(START_END), ...PAGE_PROPS }, ['promoId']);
  const view = { ability: ['marketing.view'] };

  app.get('/api/v1/promocode/all', {
    config: view,
    // startDate/endDate (RxDesk addition): the console's one list filters by validity as find-promoCodes does.
    schema: { tags, querystring: query({ status: { type: 'string', enum: ['active', 'inactive'] }, q: { type: 'string', maxLength: 200 }, ...validity, ...PAGE_PROPS }) },
  }, async (request) => {
    const qs = request.query as { status?: 'active' | 'inactive'; q?: string; startDate?: string; endDate?: string; skip: number; limit: number };
    return promos.list({ status: qs.status, q: qs.q?.trim() || undefined, startDate: qs.startDate, endDate: qs.endDate }, qs.skip, qs.limit);
  });

  // RxDesk addition: one code (its show page), as the list rows are.
  app.get('/api/v1/promocode/admin/get-promocode', { config: view, schema: { tags, querystring: query({ promoId: INT_ID }, ['promoId']) } },
    async (request) => promos.one((request.query as { promoId: number }).promoId));

  app.get('/api/v1/promocode/find-promoCodes', {
    config: view,
    schema: { tags, querystring: query({ ...validity, status: { type: 'string', enum: ['active', 'inactive'] }, ...PAGE_PROPS }) },
  }, async (request) => {
    const qs = request.query as { startDate?: string; endDate?: string; status?: 'active' | 'inactive'; skip: number; limit: number };
    return promos.list({ startDate: qs.startDate, endDate: qs.endDate, status: qs.status }, qs.skip, qs.limit);
  });

  app.post('/api/v1/promocode/', {
    config: { ability: ['promo.create'] },
    schema: {
      tags,
      // Each field as schemas/promoCode describes it (its label names it in a refusal); the code may
      // come with spaces around it and in small letters (kept trimmed, in capitals).
      body: body({
        code: { ...P.code, maxLength: 30, pattern: '^\\s*[A-Za-z0-9_-]{3,30}\\s*$' },
        description: P.description, discountType: P.discountType, discountValue: P.discountValue,
        maxDiscountAmount: P.maxDiscountAmount, minOrderAmount: P.minOrderAmount,
        startDate: P.startsAt, endDate: P.endsAt, usageLimit: P.usageLimit, perCustomerLimit: P.perCustomerLimit,
      }, ['code', 'discountType', 'discountValue', 'startDate', 'endDate']),
    },
  }, async (request, reply) => {
    reply.status(201);
    return promos.create(request.body as CreateCodeBody, actorOf(request));
  });

  app.post('/api/v1/promocode/de-activate/', {
    config: { ability: ['promo.deactivate'] },
    schema: { tags, body: body({ promoId: INT_ID }, ['promoId']) },
  }, async (request) => promos.deactivate((request.body as { promoId: number }).promoId, actorOf(request)));

  app.get('/api/v1/promocode/admin/get-promocode-activated-customer-list', { config: view, schema: { tags, querystring: period } },
    async (request) => promos.activatedCustomers(request.query as Parameters<PromoCodesService['activatedCustomers']>[0]));

  app.get('/api/v1/promocode/admin/get-promocode-redeemed-ordes-list', { config: view, schema: { tags, querystring: period } },
    async (request) => promos.redeemedOrders(request.query as Parameters<PromoCodesService['redeemedOrders']>[0]));

  app.get('/api/v1/promocode/admin/get-customer-promocodes', {
    config: { ability: ['marketing.view', 'promo.redeem'] },
    schema: { tags, querystring: query({ customerId: customerRef }, ['customerId']) },
  }, async (request) => promos.customerCodes(parseRef((request.query as { customerId: unknown }).customerId, 'HNCX', 'querystring.customerId')));
}
