import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { ORDER_STATUS as S, orderStatusName } from '../../../shared/orders/statuses';
import * as quotation from '../quotations/queries';
import { recomputeTotals } from '../quotations/totals';
import { audit } from '../quotations/audit';
import { assertOrderVisible, type Staff } from '../quotations/staff';
import { promoDiscount, redemptionOf } from './redeemDiscount';
import * as q from './redeemQueries';

/** An order can take a promo code while its quotation is open (before invoicing). */
const REDEEMABLE: number[] = [S.quatation_pending, S.quatation_done, S.change_request, S.placed, S.invoice_pending,
  S.cashless_request_change, S.cashless_request_change_response, S.cashless_approved];

/**
 * Promo codes on an order (spec 7: check-active-promocodes-data, redeem-from-promo-code): one code
 * per order, within its dates, usage limit and per-customer limit; the discount is the server's
 * (promoDiscount) and shows in the quotation's and the invoice's totals.
 */
export class PromoRedeemService {
  private readonly db: Db;
  constructor(app: FastifyInstance) { this.db = app.db; }

  async check(staff: Pick<Staff, 'scope'>, ref: { orderId?: number; quotationId?: number; prescriptionId?: number; customerId?: number }) {
    const orderId = await q.resolveOrder(this.db, ref);
    const order = orderId ? await quotation.orderRow(this.db, orderId) : undefined;
    if (orderId || !ref.customerId) assertOrderVisible(order, staff, 'The order');
    const customerId = order?.customerId ?? ref.customerId!;
    const head = order ? await quotation.quotationOf(this.db, order.id, 0) : undefined;
    const lines = head ? await quotation.linesOf(this.db, head.quotationId) : [];
    const codes = await q.activeCodesFor(this.db, customerId);
    return {
      orderId: order?.id ?? null, customerId, applied: order ? (await redemptionOf(this.db, order.id)) ?? null : null,
      promoCodes: codes.map((c) => ({
        promoId: c.id, code: c.code, description: c.description, discountType: c.discountType, discountValue: c.discountValue,
        maxDiscountAmount: c.maxDiscountAmount, minOrderAmount: c.minOrderAmount, startsAt: c.startsAt, endsAt: c.endsAt,
        activated: c.activated, usable: !refusal(c, lines.reduce((s, l) => s + l.lineTotal, 0)), reason: refusal(c, lines.reduce((s, l) => s + l.lineTotal, 0)),
        estimatedDiscount: promoDiscount(c, lines),
      })),
    };
  }

  async redeem(staff: Staff, orderId: number, rawCode: string) {
    const code = rawCode.trim().toUpperCase();
    if (!/^[A-Z0-9_-]{3,30}$/.test(code)) throw new ValidationError([{ field: 'promoCode', message: 'must be 3-30 letters, digits, - or _' }]);
    await this.db.transaction().execute(async (trx) => {
      const order = await quotation.orderRow(trx, orderId, true);
      assertOrderVisible(order, staff, `Order ${orderId}`);
      if (!REDEEMABLE.includes(order.status)) {
        throw new ConflictError(`Order ${order.displayId} is ${orderStatusName(order.status)} (${order.status}): a promo code applies only before invoicing`);
      }
      const head = await quotation.quotationOf(trx, orderId, 0, true);
      if (!head) throw new ConflictError(`Order ${order.displayId} has no open quotation for the promo code to apply to`);
      const promo = await q.codeNamed(trx, code, order.customerId, true);
      if (!promo) throw new NotFoundError(`Promo code ${code} does not exist`);
      const existing = await redemptionOf(trx, orderId);
      if (existing?.promoCode === code) throw new ConflictError(`Promo code ${code} is already used on order ${order.displayId}`);
      if (existing) throw new ConflictError(`Order ${order.displayId} already has promo code ${existing.promoCode}; one code per order`);
      const why = refusal(promo, head.linesTotal);
      if (why) throw new ConflictError(`Promo code ${code} ${why}`);
      await q.insertRedemption(trx, { promoCodeId: promo.id, orderId, customerId: order.customerId, quotationId: head.quotationId });
      await recomputeTotals(trx, head.quotationId, orderId);
      await audit(trx, staff, head.quotationId, 'redeem_promo', undefined, { promoCode: code }, 'quotation');
    });
    return this.check(staff, { orderId });
  }
}

/** Why a code cannot apply now (null when it can). */
function refusal(c: q.PromoCodeRow, linesTotal: number): string | null {
  const today = new Date().toISOString().slice(0, 10);
  if (c.status !== 'active') return 'is deactivated';
  if (today < c.startsAt) return `is valid only from ${c.startsAt}`;
  if (today > c.endsAt) return `expired on ${c.endsAt}`;
  if (c.usageLimit != null && c.used >= c.usageLimit) return `is exhausted (${c.used} of ${c.usageLimit} uses taken)`;
  if (c.usedByCustomer >= c.perCustomerLimit) return `was already used by this customer (${c.usedByCustomer} of ${c.perCustomerLimit})`;
  if (linesTotal < c.minOrderAmount) return `needs an order of at least ${c.minOrderAmount.toFixed(2)} (this one is ${linesTotal.toFixed(2)})`;
  return null;
}
