import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * What a redeemed promo code takes off an order: computed by the server from the quotation's
 * lines every time they change. A product's max_discount_percentage caps the discount on its line
 * (0 = the product is never discounted); the code's max_discount_amount caps the whole.
 */

export interface PromoTerms { discountType: 'percentage' | 'fixed'; discountValue: number; maxDiscountAmount: number | null; minOrderAmount: number }
export interface DiscountLine { lineTotal: number; maxDiscountPercentage: number }

const round2 = (n: number) => Math.round(n * 100) / 100;

export function promoDiscount(terms: PromoTerms, lines: DiscountLine[]): number {
  const total = lines.reduce((s, l) => s + l.lineTotal, 0);
  if (total <= 0 || total < terms.minOrderAmount) return 0;
  const capOf = (l: DiscountLine) => (l.lineTotal * l.maxDiscountPercentage) / 100;
  const raw = lines.reduce((s, l) => {
    const wanted = terms.discountType === 'percentage' ? (l.lineTotal * terms.discountValue) / 100 : (terms.discountValue * l.lineTotal) / total;
    return s + Math.min(wanted, capOf(l));
  }, 0);
  const capped = terms.maxDiscountAmount == null ? raw : Math.min(raw, terms.maxDiscountAmount);
  return Math.max(0, round2(Math.min(capped, total)));
}

const TERMS = sql`pc.discount_type AS "discountType", pc.discount_value AS "discountValue",
  pc.max_discount_amount AS "maxDiscountAmount", pc.min_order_amount AS "minOrderAmount"`;

/** The order's redemption (if any), re-priced against these lines; the redemption row follows. */
export async function repriceRedemption(trx: Db, orderId: number, quotationId: number, lines: DiscountLine[]): Promise<number> {
  const r = (await sql<PromoTerms & { id: number }>`SELECT pr.id, ${TERMS} FROM promo_redemptions pr JOIN promo_codes pc ON pc.id = pr.promo_code_id
    WHERE pr.order_id = ${orderId} ORDER BY pr.id DESC LIMIT 1`.execute(trx)).rows[0];
  if (!r) return 0;
  const amount = promoDiscount(r, lines);
  await sql`UPDATE promo_redemptions SET discount_amount = ${amount}, quotation_id = ${quotationId} WHERE id = ${r.id}`.execute(trx);
  return amount;
}

export async function redemptionOf(db: Db, orderId: number): Promise<{ promoCode: string; discountAmount: number; redeemedAt: Date } | undefined> {
  return (await sql<{ promoCode: string; discountAmount: number; redeemedAt: Date }>`SELECT pc.code AS "promoCode", pr.discount_amount AS "discountAmount",
      pr.redeemed_at AS "redeemedAt" FROM promo_redemptions pr JOIN promo_codes pc ON pc.id = pr.promo_code_id
    WHERE pr.order_id = ${orderId} ORDER BY pr.id DESC LIMIT 1`.execute(db)).rows[0];
}

export { TERMS as PROMO_TERMS_COLUMNS };
