import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of the stock module. Writes are only called by service.ts (and bulk.ts for the seed). */

export type MovementType = 'grn_in' | 'grn_reversal' | 'grn_return' | 'invoice_out' | 'credit_note_in' | 'adjustment' | 'reserve' | 'release';

export interface MovementRow {
  productId: number; batchId: number; type: MovementType; quantityDelta: number; reservedDelta?: number;
  unitCost?: number | null; orderId?: number | null; reservationId?: number | null; grnLineId?: number | null;
  invoiceLineId?: number | null; creditNoteLineId?: number | null; agentId?: number | null; note?: string | null;
}

export interface BatchBalance { id: number; productId: number; batchName: string; expiryDate: string; quantity: number; reserved: number; purchasePrice: number; retailPrice: number }

const BATCH_COLUMNS = sql`id, product_id AS "productId", batch_name AS "batchName", expiry_date AS "expiryDate",
  quantity, reserved_quantity AS reserved, purchase_price AS "purchasePrice", retail_price AS "retailPrice"`;

/** Locks batch rows in id order, so concurrent multi-batch writers cannot deadlock. */
export async function lockBatches(trx: Db, batchIds: number[]): Promise<BatchBalance[]> {
  const ids = [...new Set(batchIds)].sort((a, b) => a - b);
  if (!ids.length) return [];
  return (await sql<BatchBalance>`SELECT ${BATCH_COLUMNS} FROM product_batches WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`.execute(trx)).rows;
}

/** Every batch of these products, locked in id order (the caller allocates first-expiry-first). */
export async function lockProductBatches(trx: Db, productIds: number[]): Promise<BatchBalance[]> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return [];
  return (await sql<BatchBalance>`SELECT ${BATCH_COLUMNS} FROM product_batches WHERE product_id = ANY(${ids}::int[])
    ORDER BY id FOR UPDATE`.execute(trx)).rows;
}

export async function batchesOf(db: Db, productId: number): Promise<BatchBalance[]> {
  return (await sql<BatchBalance>`SELECT ${BATCH_COLUMNS} FROM product_batches WHERE product_id = ${productId} ORDER BY expiry_date, id`.execute(db)).rows;
}

/** On hand minus reserved over a product's unexpired batches. */
export async function availableOf(db: Db, productId: number, today: string | null = null): Promise<number> {
  const r = await sql<{ n: number }>`SELECT coalesce(sum(quantity - reserved_quantity), 0)::int AS n FROM product_batches
    WHERE product_id = ${productId} AND expiry_date >= coalesce(${today}::date, current_date)`.execute(db);
  return r.rows[0].n;
}

/** Appends movements in one statement; the ledger trigger applies them to the batch balances. */
export async function insertMovements(trx: Db, rows: MovementRow[], at: Date | null = null): Promise<number[]> {
  if (!rows.length) return [];
  const values = rows.map((m) => sql`(${m.productId}::int, ${m.batchId}::int, ${m.type}, ${m.quantityDelta}::int, ${m.reservedDelta ?? 0}::int,
    ${m.unitCost ?? null}::numeric, ${m.orderId ?? null}::bigint, ${m.reservationId ?? null}::bigint, ${m.grnLineId ?? null}::bigint,
    ${m.invoiceLineId ?? null}::bigint, ${m.creditNoteLineId ?? null}::bigint, ${m.agentId ?? null}::int, ${m.note ?? null}::text, coalesce(${at}::timestamptz, now()))`);
  const r = await sql<{ id: number }>`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, reserved_delta,
      unit_cost, order_id, reservation_id, grn_line_id, invoice_line_id, credit_note_line_id, agent_id, note, created_at)
    VALUES ${sql.join(values)} RETURNING id`.execute(trx);
  return r.rows.map((x) => x.id);
}

/** Finds or creates the (product, MM-YYYY) batch; a new receipt's prices become the batch's prices. */
export async function upsertBatch(trx: Db, b: { productId: number; batchName: string; purchasePrice: number; retailPrice: number }, at: Date | null = null): Promise<number> {
  const r = await sql<{ id: number }>`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price, created_at, updated_at)
    VALUES (${b.productId}, ${b.batchName}, ${b.purchasePrice}, ${b.retailPrice}, coalesce(${at}::timestamptz, now()), coalesce(${at}::timestamptz, now()))
    ON CONFLICT (product_id, batch_name) DO UPDATE SET purchase_price = excluded.purchase_price,
      retail_price = excluded.retail_price, updated_at = now()
    RETURNING id`.execute(trx);
  return r.rows[0].id;
}

/**
 * upsertBatch for many (product, MM-YYYY) pairs in one statement, in (product, batch name) order;
 * a pair given twice takes its last prices, as one upsert after the other would. Answers the ids
 * in the order of `rows`.
 */
export async function upsertBatches(trx: Db, rows: Array<{ productId: number; batchName: string; purchasePrice: number; retailPrice: number }>, at: Date | null = null): Promise<number[]> {
  if (!rows.length) return [];
  const keyOf = (r: { productId: number; batchName: string }) => `${r.productId}\u0000${r.batchName}`;
  const last = new Map(rows.map((r) => [keyOf(r), r]));
  const unique = [...last.values()].sort((a, b) => a.productId - b.productId || (a.batchName < b.batchName ? -1 : a.batchName > b.batchName ? 1 : 0));
  const values = unique.map((b) => sql`(${b.productId}::int, ${b.batchName}::text, ${b.purchasePrice}::numeric, ${b.retailPrice}::numeric)`);
  const r = await sql<{ id: number; productId: number; batchName: string }>`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price, created_at, updated_at)
    SELECT v.product_id, v.batch_name, v.purchase_price, v.retail_price, coalesce(${at}::timestamptz, now()), coalesce(${at}::timestamptz, now())
      FROM (VALUES ${sql.join(values)}) v(product_id, batch_name, purchase_price, retail_price)
    ON CONFLICT (product_id, batch_name) DO UPDATE SET purchase_price = excluded.purchase_price,
      retail_price = excluded.retail_price, updated_at = now()
    RETURNING id, product_id AS "productId", batch_name AS "batchName"`.execute(trx);
  const ids = new Map(r.rows.map((x) => [keyOf(x), x.id]));
  return rows.map((x) => ids.get(keyOf(x))!);
}

/** Locks the products (in id order, one statement) and answers each one's on-hand total, weighted average cost and name. */
export async function lockProductCosts(trx: Db, productIds: number[]): Promise<Map<number, { onHand: number; wac: number; name: string }>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  const r = await sql<{ id: number; onHand: number; wac: number; name: string }>`SELECT p.id, p.weighted_average_cost AS wac, p.product_name AS name,
      (SELECT coalesce(sum(quantity), 0)::int FROM product_batches b WHERE b.product_id = p.id) AS "onHand"
    FROM products p WHERE p.id = ANY(${ids}::int[]) ORDER BY p.id FOR UPDATE OF p`.execute(trx);
  const out = new Map(r.rows.map((x) => [Number(x.id), { onHand: x.onHand, wac: x.wac, name: x.name }]));
  const missing = ids.find((id) => !out.has(id));
  if (missing !== undefined) throw new Error(`No product ${missing}`);
  return out;
}

/** Sets products' weighted average cost (and last purchase price, where given) in one statement. */
export async function setProductCosts(trx: Db, rows: Array<{ productId: number; wac: number; lastPurchasePrice?: number }>): Promise<void> {
  if (!rows.length) return;
  const values = rows.map((r) => sql`(${r.productId}::int, ${r.wac}::numeric, ${r.lastPurchasePrice ?? null}::numeric)`);
  await sql`UPDATE products p SET weighted_average_cost = v.wac, updated_at = now(), last_purchase_price = coalesce(v.lpp, p.last_purchase_price)
    FROM (VALUES ${sql.join(values)}) v(id, wac, lpp) WHERE p.id = v.id`.execute(trx);
}

export interface ReservationRow { id: number; orderId: number; productId: number; batchId: number; quantity: number }

export async function insertReservations(trx: Db, orderId: number, rows: Array<{ productId: number; batchId: number; quantity: number }>, at: Date | null = null): Promise<ReservationRow[]> {
  if (!rows.length) return [];
  const values = rows.map((r) => sql`(${orderId}::bigint, ${r.productId}::int, ${r.batchId}::int, ${r.quantity}::int, coalesce(${at}::timestamptz, now()))`);
  return (await sql<ReservationRow>`INSERT INTO reservations (order_id, product_id, batch_id, quantity, created_at) VALUES ${sql.join(values)}
    RETURNING id, order_id AS "orderId", product_id AS "productId", batch_id AS "batchId", quantity`.execute(trx)).rows;
}

/** Closes an order's active reservations (locked), answering what they held. */
export async function closeReservations(trx: Db, orderId: number, status: 'released' | 'consumed', at: Date | null = null): Promise<ReservationRow[]> {
  return (await sql<ReservationRow>`UPDATE reservations SET status = ${status}, closed_at = coalesce(${at}::timestamptz, now())
    WHERE order_id = ${orderId} AND status = 'active'
    RETURNING id, order_id AS "orderId", product_id AS "productId", batch_id AS "batchId", quantity`.execute(trx)).rows;
}

export async function activeReservationsOf(db: Db, orderId: number): Promise<ReservationRow[]> {
  return (await sql<ReservationRow>`SELECT id, order_id AS "orderId", product_id AS "productId", batch_id AS "batchId", quantity
    FROM reservations WHERE order_id = ${orderId} AND status = 'active' ORDER BY id`.execute(db)).rows;
}
