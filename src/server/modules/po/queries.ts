import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of purchase orders and their lines (wire names of spec 3 on lines). */

export interface PoHead { id: number; poNo: string; status: string; supplierId: number | null; netTotal: number; requiredDate: string | null }

const HEAD = sql`po.id, po.po_no AS "poNo", po.status, po.supplier_id AS "supplierId", s.name AS "supplierName", s.display_id AS "supplierCode",
  po.required_date::text AS "requiredDate", po.net_total::float8 AS "netTotal", po.agent_id AS "agentId",
  trim(a.first_name || ' ' || coalesce(a.last_name, '')) AS "agentName", po.submitted_at AS "submittedAt", po.created_at AS "createdAt", po.updated_at AS "updatedAt"`;
const HEAD_JOIN = sql`LEFT JOIN suppliers s ON s.id = po.supplier_id LEFT JOIN agents a ON a.id = po.agent_id`;

export async function lockPo(trx: Db, id: number): Promise<PoHead | undefined> {
  return (await sql<PoHead>`SELECT id, po_no AS "poNo", status, supplier_id AS "supplierId", net_total::float8 AS "netTotal",
    required_date::text AS "requiredDate" FROM purchase_orders WHERE id = ${id} FOR UPDATE`.execute(trx)).rows[0];
}

export async function head(db: Db, id: number) {
  return (await sql<Record<string, unknown>>`SELECT ${HEAD} FROM purchase_orders po ${HEAD_JOIN} WHERE po.id = ${id}`.execute(db)).rows[0];
}

export async function lines(db: Db, poId: number) {
  return (await sql<Record<string, unknown>>`SELECT l.id, l.purchase_order_id, l.product_id, p.display_id AS product_code, p.product_name,
      p.generic_name, p.lowest_uom, coalesce((SELECT sum(b.quantity - b.reserved_quantity) FROM product_batches b
        WHERE b.product_id = l.product_id AND b.expiry_date >= current_date), 0)::int AS available_quantity,
      l.order_qty, l.received_qty, l.remaining_qty, l.remaining_qty AS available_to_grn,
      l.last_purchase_price::float8 AS last_purchase_price, l.weighted_average_cost::float8 AS weighted_average_cost,
      l.retail_price::float8 AS retail_price, l.est_line_total::float8 AS est_line_total, l.status, l.agent_id
    FROM purchase_order_lines l JOIN products p ON p.id = l.product_id WHERE l.purchase_order_id = ${poId} ORDER BY l.id`.execute(db)).rows;
}

export interface ProductPrices { id: number; name: string; lastPurchasePrice: number; wac: number; retailPrice: number; supplierId: number | null; status: string }

export async function productPrices(db: Db, ids: number[]): Promise<ProductPrices[]> {
  if (!ids.length) return [];
  return (await sql<ProductPrices>`SELECT id, product_name AS name, last_purchase_price::float8 AS "lastPurchasePrice",
    weighted_average_cost::float8 AS wac, retail_price::float8 AS "retailPrice", supplier_id AS "supplierId", product_status AS status
    FROM products WHERE id = ANY(${ids}::int[])`.execute(db)).rows;
}

export async function insertPo(trx: Db, p: { supplierId: number | null; requiredDate: string | null; agentId: number }): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO purchase_orders (supplier_id, required_date, agent_id)
    VALUES (${p.supplierId}, ${p.requiredDate}::date, ${p.agentId}) RETURNING id`.execute(trx)).rows[0].id;
}

export async function insertLine(trx: Db, poId: number, p: ProductPrices, qty: number, estLineTotal: number, agentId: number): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO purchase_order_lines (purchase_order_id, product_id, order_qty, last_purchase_price,
      weighted_average_cost, retail_price, est_line_total, agent_id)
    VALUES (${poId}, ${p.id}, ${qty}, ${p.lastPurchasePrice}, ${p.wac}, ${p.retailPrice}, ${estLineTotal}, ${agentId}) RETURNING id`.execute(trx)).rows[0].id;
}

export async function lineById(db: Db, lineId: number) {
  return (await sql<{ id: number; poId: number; productId: number; orderQty: number; lastPurchasePrice: number }>`SELECT id,
    purchase_order_id AS "poId", product_id AS "productId", order_qty AS "orderQty", last_purchase_price::float8 AS "lastPurchasePrice"
    FROM purchase_order_lines WHERE id = ${lineId}`.execute(db)).rows[0];
}

export async function setLineQty(trx: Db, lineId: number, qty: number, total: number) {
  await sql`UPDATE purchase_order_lines SET order_qty = ${qty}, est_line_total = ${total}, updated_at = now() WHERE id = ${lineId}`.execute(trx);
}

export async function deleteLines(trx: Db, ids: number[]) {
  if (ids.length) await sql`DELETE FROM purchase_order_lines WHERE id = ANY(${ids}::bigint[])`.execute(trx);
}

/** Recomputes the PO's net total from its lines. */
export async function refreshTotal(trx: Db, poId: number) {
  await sql`UPDATE purchase_orders SET net_total = coalesce((SELECT sum(est_line_total) FROM purchase_order_lines WHERE purchase_order_id = ${poId}), 0),
    updated_at = now() WHERE id = ${poId}`.execute(trx);
}

export async function setHead(trx: Db, poId: number, h: { supplierId?: number | null; requiredDate?: string | null }) {
  await sql`UPDATE purchase_orders SET supplier_id = CASE WHEN ${h.supplierId !== undefined} THEN ${h.supplierId ?? null}::int ELSE supplier_id END,
    required_date = CASE WHEN ${h.requiredDate !== undefined} THEN ${h.requiredDate ?? null}::date ELSE required_date END, updated_at = now()
    WHERE id = ${poId}`.execute(trx);
}

export async function setStatus(trx: Db, poId: number, status: string) {
  await sql`UPDATE purchase_orders SET status = ${status}, updated_at = now(),
    submitted_at = CASE WHEN ${status} = 'submitted' AND submitted_at IS NULL THEN now() ELSE submitted_at END WHERE id = ${poId}`.execute(trx);
  if (status === 'cancelled') await sql`UPDATE purchase_order_lines SET status = 'cancelled', updated_at = now() WHERE purchase_order_id = ${poId}`.execute(trx);
}

export async function supplierExists(db: Db, id: number): Promise<string | undefined> {
  return (await sql<{ name: string }>`SELECT name FROM suppliers WHERE id = ${id}`.execute(db)).rows[0]?.name;
}

export interface PoListFilter { startDate?: string; endDate?: string; supplier?: number; status?: string[]; searchTerm?: string; skip: number; limit: number }

export async function list(db: Db, f: PoListFilter) {
  const parts = [sql`TRUE`];
  if (f.startDate) parts.push(sql`po.created_at >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`po.created_at < ${f.endDate}::date + 1`);
  if (f.supplier) parts.push(sql`po.supplier_id = ${f.supplier}`);
  if (f.status?.length) parts.push(sql`po.status = ANY(${f.status}::text[])`);
  const term = f.searchTerm?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(po.po_no LIKE ${`%${term.replace(/\D/g, '') || '-'}`} OR s.name ILIKE ${like}
      OR EXISTS (SELECT 1 FROM purchase_order_lines l JOIN products p ON p.id = l.product_id WHERE l.purchase_order_id = po.id AND p.product_name ILIKE ${like}))`);
  }
  const where = sql.join(parts, sql` AND `);
  const items = await sql<Record<string, unknown>>`SELECT ${HEAD},
      (SELECT count(*)::int FROM purchase_order_lines l WHERE l.purchase_order_id = po.id) AS "lineCount"
    FROM purchase_orders po ${HEAD_JOIN} WHERE ${where} ORDER BY po.created_at DESC, po.id DESC LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM purchase_orders po LEFT JOIN suppliers s ON s.id = po.supplier_id WHERE ${where}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}
