import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { promoDiscount, promoShares, type DiscountLine, type PromoTerms } from '../../../shared/invoices/promoShares';

/**
 * What a redeemed promo code takes off an order: computed by the server from the quotation's or
 * invoice's lines every time they change, line by line (shared/invoices/promoShares.ts).
 */

export type { PromoTerms, DiscountLine };
export { promoDiscount };

const TERMS = sql`pc.discount_type AS "discountType", pc.discount_value AS "discountValue",
  pc.max_discount_amount AS "maxDiscountAmount", pc.min_order_amount AS "minOrderAmount"`;

/**
 * The order's redemption (if any), re-priced against these lines; the redemption row follows.
 * Answers the discount and each line's share of it (in the lines' order).
 */
export async function repriceRedemption(trx: Db, orderId: number, quotationId: number, lines: DiscountLine[]): Promise<{ amount: number; shares: number[] }> {
  const r = (await sql<PromoTerms & { id: number }>`SELECT pr.id, ${TERMS} FROM promo_redemptions pr JOIN promo_codes pc ON pc.id = pr.promo_code_id
    WHERE pr.order_id = ${orderId} ORDER BY pr.id DESC LIMIT 1`.execute(trx)).rows[0];
  if (!r) return { amount: 0, shares: lines.map(() => 0) };
  const shares = promoShares(r, lines);
  const amount = promoDiscount(r, lines);
  await sql`UPDATE promo_redemptions SET discount_amount = ${amount}, quotation_id = ${quotationId} WHERE id = ${r.id}`.execute(trx);
  return { amount, shares };
}

export async function redemptionOf(db: Db, orderId: number): Promise<{ promoCode: string; discountAmount: number; redeemedAt: Date } | undefined> {
  return (await sql<{ promoCode: string; discountAmount: number; redeemedAt: Date }>`SELECT pc.code AS "promoCode", pr.discount_amount AS "discountAmount",
      pr.redeemed_at AS "redeemedAt" FROM promo_redemptions pr JOIN promo_codes pc ON pc.id = pr.promo_code_id
    WHERE pr.order_id = ${orderId} ORDER BY pr.id DESC LIMIT 1`.execute(db)).rows[0];
}

export { TERMS as PROMO_TERMS_COLUMNS };
