import type { FastifyInstance } from 'fastify';
import { parseOrderRef, parseRef } from '../orders/scope';
import { body, INT_ID, ORDER_REF, query } from '../orders/schemas';
import { staffOf } from '../quotations/staff';
import { PromoRedeemService } from './redeemService';

/** Promo codes on an order: check-active-promocodes-data and redeem-from-promo-code (spec 7 Promo codes). */
export default async function promoRedeemRoutes(app: FastifyInstance) {
  const promos = new PromoRedeemService(app);
  const tags = ['Promo codes'];
  const ref = { anyOf: [INT_ID, { type: 'string', minLength: 1, maxLength: 20 }] };

  app.get('/api/v1/promocode/admin/check-active-promocodes-data', {
    config: { ability: ['promo.redeem', 'quotations.create', 'quotations.edit', 'marketing.view'] },
    schema: { tags, querystring: query({ orderId: ORDER_REF, quotationId: INT_ID, prescriptionId: ref, customerId: ref }) },
  }, async (request) => {
    const qs = request.query as { orderId?: unknown; quotationId?: number; prescriptionId?: unknown; customerId?: unknown };
    return promos.check(staffOf(app, request), {
      orderId: qs.orderId !== undefined ? parseOrderRef(qs.orderId, 'querystring.orderId') : undefined,
      quotationId: qs.quotationId,
      prescriptionId: qs.prescriptionId !== undefined ? parseRef(qs.prescriptionId, 'HNRX', 'querystring.prescriptionId') : undefined,
      customerId: qs.customerId !== undefined ? parseRef(qs.customerId, 'HNCX', 'querystring.customerId') : undefined,
    });
  });

  app.post('/api/v1/promocode/admin/redeem-from-promo-code', {
    config: { ability: ['promo.redeem', 'quotations.edit'] },
    schema: { tags, body: body({ orderId: ORDER_REF, promoCode: { type: 'string', minLength: 1, maxLength: 40 } }, ['orderId', 'promoCode']) },
  }, async (request) => {
    const b = request.body as { orderId: unknown; promoCode: string };
    return promos.redeem(staffOf(app, request), parseOrderRef(b.orderId, 'body.orderId'), b.promoCode);
  });
}
