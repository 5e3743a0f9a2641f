import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { PROMO_TERMS_COLUMNS, type PromoTerms } from './redeemDiscount';

/** SQL of checking and redeeming promo codes against an order. */

export interface PromoCodeRow extends PromoTerms {
  id: number; code: string; description: string | null; status: string; startsAt: string; endsAt: string;
  usageLimit: number | null; perCustomerLimit: number; used: number; usedByCustomer: number; activated: boolean;
}

const ROW = (customerId: number) => sql`pc.id, pc.code, pc.description, pc.status, pc.starts_at AS "startsAt", pc.ends_at AS "endsAt",
  pc.usage_limit AS "usageLimit", pc.per_customer_limit AS "perCustomerLimit", ${PROMO_TERMS_COLUMNS},
  (SELECT count(*)::int FROM promo_redemptions r WHERE r.promo_code_id = pc.id) AS used,
  (SELECT count(*)::int FROM promo_redemptions r WHERE r.promo_code_id = pc.id AND r.customer_id = ${customerId}) AS "usedByCustomer",
  EXISTS (SELECT 1 FROM promo_activations a WHERE a.promo_code_id = pc.id AND a.customer_id = ${customerId}) AS activated`;

/** The code, locked (redemptions of one code queue, so its usage limit holds under concurrency). */
export async function codeNamed(trx: Db, code: string, customerId: number, lock = false): Promise<PromoCodeRow | undefined> {
  if (lock) await sql`SELECT id FROM promo_codes WHERE code = ${code} FOR UPDATE`.execute(trx);
  return (await sql<PromoCodeRow>`SELECT ${ROW(customerId)} FROM promo_codes pc WHERE pc.code = ${code}`.execute(trx)).rows[0];
}

/** Codes live today that this customer activated or may still use (the check call's list). */
export async function activeCodesFor(db: Db, customerId: number): Promise<PromoCodeRow[]> {
  return (await sql<PromoCodeRow>`SELECT ${ROW(customerId)} FROM promo_codes pc
    WHERE pc.status = 'active' AND current_date BETWEEN pc.starts_at AND pc.ends_at ORDER BY pc.ends_at, pc.code LIMIT 50`.execute(db)).rows;
}

export async function insertRedemption(trx: Db, r: { promoCodeId: number; orderId: number; customerId: number; quotationId: number }): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO promo_redemptions (promo_code_id, order_id, customer_id, quotation_id, discount_amount)
    VALUES (${r.promoCodeId}, ${r.orderId}, ${r.customerId}, ${r.quotationId}, 0) RETURNING id`.execute(trx)).rows[0].id;
}

/** The order the check call is about: by order, else by quotation, else the prescription's newest order. */
export async function resolveOrder(db: Db, ref: { orderId?: number; quotationId?: number; prescriptionId?: number }): Promise<number | undefined> {
  if (ref.orderId) return ref.orderId;
  if (ref.quotationId) return (await sql<{ id: number }>`SELECT order_id AS id FROM quotations WHERE id = ${ref.quotationId}`.execute(db)).rows[0]?.id;
  if (ref.prescriptionId) return (await sql<{ id: number }>`SELECT id FROM orders WHERE prescription_id = ${ref.prescriptionId} ORDER BY id DESC LIMIT 1`.execute(db)).rows[0]?.id;
  return undefined;
}
