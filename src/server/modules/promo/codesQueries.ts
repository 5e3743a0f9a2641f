import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of managing promo codes (list, create, deactivate) and who activated or redeemed them. */

export interface PromoCodeListRow {
  promoId: number; code: string; description: string | null; discountType: 'percentage' | 'fixed'; discountValue: number;
  maxDiscountAmount: number | null; minOrderAmount: number; startsAt: string; endsAt: string; usageLimit: number | null;
  perCustomerLimit: number; status: 'active' | 'inactive'; deactivatedAt: Date | null; createdAt: Date; redemptions: number; activations: number;
}

const COLUMNS = sql`pc.id AS "promoId", pc.code, pc.description, pc.discount_type AS "discountType", pc.discount_value AS "discountValue",
  pc.max_discount_amount AS "maxDiscountAmount", pc.min_order_amount AS "minOrderAmount", pc.starts_at AS "startsAt", pc.ends_at AS "endsAt",
  pc.usage_limit AS "usageLimit", pc.per_customer_limit AS "perCustomerLimit", pc.status, pc.deactivated_at AS "deactivatedAt", pc.created_at AS "createdAt",
  (SELECT count(*)::int FROM promo_redemptions r WHERE r.promo_code_id = pc.id) AS redemptions,
  (SELECT count(*)::int FROM promo_activations a WHERE a.promo_code_id = pc.id) AS activations`;

export interface CodeFilter { status?: 'active' | 'inactive'; q?: string; startDate?: string; endDate?: string }

/** Codes whose validity overlaps [startDate, endDate] (either end open), newest first. */
function where(f: CodeFilter) {
  const parts = [sql`true`];
  if (f.status) parts.push(sql`pc.status = ${f.status}`);
  if (f.q) parts.push(sql`pc.code LIKE ${`%${f.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (f.startDate) parts.push(sql`pc.ends_at >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`pc.starts_at <= ${f.endDate}::date`);
  return sql.join(parts, sql` AND `);
}

export async function listCodes(db: Db, f: CodeFilter, skip: number, limit: number): Promise<{ rows: PromoCodeListRow[]; total: number }> {
  const rows = (await sql<PromoCodeListRow>`SELECT ${COLUMNS} FROM promo_codes pc WHERE ${where(f)}
    ORDER BY pc.created_at DESC, pc.id DESC OFFSET ${skip} LIMIT ${limit}`.execute(db)).rows;
  const total = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM promo_codes pc WHERE ${where(f)}`.execute(db)).rows[0].n;
  return { rows, total };
}

export async function codeById(db: Db, id: number, lock = false): Promise<PromoCodeListRow | undefined> {
  if (lock) await sql`SELECT id FROM promo_codes WHERE id = ${id} FOR UPDATE`.execute(db);
  return (await sql<PromoCodeListRow>`SELECT ${COLUMNS} FROM promo_codes pc WHERE pc.id = ${id}`.execute(db)).rows[0];
}

export async function codeExists(db: Db, code: string): Promise<boolean> {
  return (await sql`SELECT 1 FROM promo_codes WHERE upper(code) = ${code.toUpperCase()}`.execute(db)).rows.length > 0;
}

export interface NewCode {
  code: string; description: string | null; discountType: 'percentage' | 'fixed'; discountValue: number; maxDiscountAmount: number | null;
  minOrderAmount: number; startsAt: string; endsAt: string; usageLimit: number | null; perCustomerLimit: number;
}

export async function insertCode(trx: Db, c: NewCode, agentId: number | null): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO promo_codes (code, description, discount_type, discount_value, max_discount_amount, min_order_amount,
      starts_at, ends_at, usage_limit, per_customer_limit, created_by_agent_id)
    VALUES (${c.code}, ${c.description}, ${c.discountType}, ${c.discountValue}, ${c.maxDiscountAmount}, ${c.minOrderAmount},
      ${c.startsAt}::date, ${c.endsAt}::date, ${c.usageLimit}, ${c.perCustomerLimit}, ${agentId}) RETURNING id`.execute(trx)).rows[0].id;
}

export async function deactivateCode(trx: Db, id: number): Promise<void> {
  await sql`UPDATE promo_codes SET status = 'inactive', deactivated_at = now(), updated_at = now() WHERE id = ${id}`.execute(trx);
}

const range = (col: string, startDate?: string, endDate?: string) => sql.join([
  sql`true`,
  ...(startDate ? [sql`${sql.ref(col)} >= ${startDate}::date`] : []),
  ...(endDate ? [sql`${sql.ref(col)} < ${endDate}::date + 1`] : []),
], sql` AND `);

export interface Period { promoId: number; startDate?: string; endDate?: string; skip: number; limit: number }

export async function activatedCustomers(db: Db, p: Period) {
  const w = sql`a.promo_code_id = ${p.promoId} AND ${range('a.activated_at', p.startDate, p.endDate)}`;
  const rows = (await sql<{ customerId: number; customerDisplayId: string; name: string; contactNumber: string; email: string | null; activatedAt: Date; redemptions: number }>`
    SELECT c.id AS "customerId", c.display_id AS "customerDisplayId", c.name, c.contact_number AS "contactNumber", c.email, a.activated_at AS "activatedAt",
      (SELECT count(*)::int FROM promo_redemptions r WHERE r.promo_code_id = a.promo_code_id AND r.customer_id = c.id) AS redemptions
    FROM promo_activations a JOIN customers c ON c.id = a.customer_id WHERE ${w}
    ORDER BY a.activated_at DESC, a.id DESC OFFSET ${p.skip} LIMIT ${p.limit}`.execute(db)).rows;
  const total = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM promo_activations a WHERE ${w}`.execute(db)).rows[0].n;
  return { rows, total };
}

export async function redeemedOrders(db: Db, p: Period) {
  const w = sql`r.promo_code_id = ${p.promoId} AND ${range('r.redeemed_at', p.startDate, p.endDate)}`;
  const rows = (await sql<{ orderId: number; orderDisplayId: string; orderStatus: number; customerId: number; customerName: string; discountAmount: number; redeemedAt: Date }>`
    SELECT o.id AS "orderId", o.display_id AS "orderDisplayId", o.status AS "orderStatus", c.id AS "customerId", c.name AS "customerName",
      r.discount_amount AS "discountAmount", r.redeemed_at AS "redeemedAt"
    FROM promo_redemptions r JOIN orders o ON o.id = r.order_id JOIN customers c ON c.id = r.customer_id WHERE ${w}
    ORDER BY r.redeemed_at DESC, r.id DESC OFFSET ${p.skip} LIMIT ${p.limit}`.execute(db)).rows;
  const totals = (await sql<{ n: number; discount: number }>`SELECT count(*)::int AS n, coalesce(sum(r.discount_amount), 0) AS discount
    FROM promo_redemptions r WHERE ${w}`.execute(db)).rows[0];
  return { rows, total: totals.n, totalDiscount: Number(totals.discount) };
}

/** The codes a customer activated or redeemed, with their use by that customer. */
export async function customerCodes(db: Db, customerId: number) {
  return (await sql<PromoCodeListRow & { activatedAt: Date | null; usedByCustomer: number }>`SELECT ${COLUMNS},
      (SELECT min(a.activated_at) FROM promo_activations a WHERE a.promo_code_id = pc.id AND a.customer_id = ${customerId}) AS "activatedAt",
      (SELECT count(*)::int FROM promo_redemptions r WHERE r.promo_code_id = pc.id AND r.customer_id = ${customerId}) AS "usedByCustomer"
    FROM promo_codes pc
    WHERE EXISTS (SELECT 1 FROM promo_activations a WHERE a.promo_code_id = pc.id AND a.customer_id = ${customerId})
       OR EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.promo_code_id = pc.id AND r.customer_id = ${customerId})
    ORDER BY pc.ends_at DESC, pc.id DESC LIMIT 200`.execute(db)).rows;
}

export async function customerExists(db: Db, id: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM customers WHERE id = ${id}`.execute(db)).rows.length > 0;
}
