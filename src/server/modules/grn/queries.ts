import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of goods-received notes and their lines. */

export interface GrnHead { id: number; grnNo: string; poId: number; supplierId: number; status: string }

export async function byKey(db: Db, key: string): Promise<number | undefined> {
  return (await sql<{ id: number }>`SELECT id FROM grns WHERE submission_key = ${key}`.execute(db)).rows[0]?.id;
}

export async function poOf(db: Db, grnId: number): Promise<number | undefined> {
  return (await sql<{ po: number }>`SELECT purchase_order_id AS po FROM grns WHERE id = ${grnId}`.execute(db)).rows[0]?.po;
}

export async function lockGrn(trx: Db, grnId: number): Promise<GrnHead | undefined> {
  return (await sql<GrnHead>`SELECT id, grn_no AS "grnNo", purchase_order_id AS "poId", supplier_id AS "supplierId", status
    FROM grns WHERE id = ${grnId} FOR UPDATE`.execute(trx)).rows[0];
}

export async function insertGrn(trx: Db, g: { poId: number; supplierId: number; agentId: number; key: string | null }): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO grns (purchase_order_id, supplier_id, agent_id, submission_key)
    VALUES (${g.poId}, ${g.supplierId}, ${g.agentId}, ${g.key}) RETURNING id`.execute(trx)).rows[0].id;
}

/**
 * Several GRN lines in one statement; answers their ids in the order of `lines` (inserted in that
 * order, so their serial ids ascend with it).
 */
export async function insertLines(trx: Db, lines: Array<{ grnId: number; poLineId: number; productId: number; batchId: number; qty: number; pp: number; rp: number; total: number }>): Promise<number[]> {
  if (!lines.length) return [];
  const values = lines.map((l, i) => sql`(${i}::int, ${l.grnId}::int, ${l.poLineId}::int, ${l.productId}::int, ${l.batchId}::int, ${l.qty}::int, ${l.pp}::numeric, ${l.rp}::numeric, ${l.total}::numeric)`);
  const r = await sql<{ id: number }>`INSERT INTO grn_lines (grn_id, purchase_order_line_id, product_id, batch_id, grn_qty, purchase_price, retail_price, line_total)
    SELECT grn_id, po_line_id, product_id, batch_id, qty, pp, rp, total FROM (VALUES ${sql.join(values)}) v(ord, grn_id, po_line_id, product_id, batch_id, qty, pp, rp, total)
     ORDER BY ord
    RETURNING id`.execute(trx);
  return r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
}

export async function setTotal(trx: Db, grnId: number, total: number) {
  await sql`UPDATE grns SET net_total = ${total} WHERE id = ${grnId}`.execute(trx);
}

export async function markCancelled(trx: Db, grnId: number, agentId: number) {
  await sql`UPDATE grns SET status = 'cancelled', cancelled_at = now(), cancelled_by_agent_id = ${agentId} WHERE id = ${grnId}`.execute(trx);
}

export async function addReturned(trx: Db, lineId: number, qty: number) {
  await sql`UPDATE grn_lines SET returned_qty = returned_qty + ${qty} WHERE id = ${lineId}`.execute(trx);
}

export interface GrnLineRow { id: number; poLineId: number; productId: number; productName: string; batchId: number; batchName: string; grnQty: number; returnedQty: number; purchasePrice: number }

export async function lineRows(db: Db, grnId: number): Promise<GrnLineRow[]> {
  return (await sql<GrnLineRow>`SELECT gl.id, gl.purchase_order_line_id AS "poLineId", gl.product_id AS "productId", p.product_name AS "productName",
      gl.batch_id AS "batchId", b.batch_name AS "batchName", gl.grn_qty AS "grnQty", gl.returned_qty AS "returnedQty", gl.purchase_price::float8 AS "purchasePrice"
    FROM grn_lines gl JOIN products p ON p.id = gl.product_id JOIN product_batches b ON b.id = gl.batch_id WHERE gl.grn_id = ${grnId} ORDER BY gl.id`.execute(db)).rows;
}

const HEAD = sql`g.id, g.grn_no AS "grnNo", g.purchase_order_id AS "poId", po.po_no AS "poNo", g.supplier_id AS "supplierId", s.name AS "supplierName",
  g.status, g.net_total::float8 AS "netTotal", g.agent_id AS "agentId", trim(a.first_name || ' ' || a.last_name) AS "agentName",
  g.created_at AS "createdAt", g.cancelled_at AS "cancelledAt",
  (SELECT count(*)::int FROM grn_lines gl WHERE gl.grn_id = g.id) AS "lineCount"`;
const JOIN = sql`JOIN purchase_orders po ON po.id = g.purchase_order_id JOIN suppliers s ON s.id = g.supplier_id JOIN agents a ON a.id = g.agent_id`;

export async function head(db: Db, grnId: number) {
  return (await sql<Record<string, unknown>>`SELECT ${HEAD} FROM grns g ${JOIN} WHERE g.id = ${grnId}`.execute(db)).rows[0];
}

export async function details(db: Db, grnId: number) {
  return (await sql<Record<string, unknown>>`SELECT gl.id, gl.purchase_order_line_id AS po_line_id, gl.product_id, p.display_id AS product_code,
      p.product_name, p.lowest_uom, gl.batch_id, b.batch_name, b.expiry_date::text AS expiry_date, gl.grn_qty, gl.returned_qty,
      (gl.grn_qty - gl.returned_qty) AS net_qty,
      greatest(0, least(gl.grn_qty - gl.returned_qty, b.quantity - b.reserved_quantity))::int AS returnable_qty, gl.purchase_price::float8 AS purchase_price, gl.retail_price::float8 AS retail_price,
      gl.line_total::float8 AS line_total, l.order_qty, l.last_purchase_price::float8 AS last_purchase_price
    FROM grn_lines gl JOIN products p ON p.id = gl.product_id JOIN product_batches b ON b.id = gl.batch_id
      JOIN purchase_order_lines l ON l.id = gl.purchase_order_line_id WHERE gl.grn_id = ${grnId} ORDER BY gl.id`.execute(db)).rows;
}

export async function ofPo(db: Db, poId: number) {
  return (await sql<Record<string, unknown>>`SELECT ${HEAD} FROM grns g ${JOIN} WHERE g.purchase_order_id = ${poId} ORDER BY g.id DESC`.execute(db)).rows;
}

export interface GrnListFilter { startDate?: string; endDate?: string; supplierId?: number; reportType?: string; searchTerm?: string; skip: number; limit: number }

export async function list(db: Db, f: GrnListFilter) {
  const parts = [sql`TRUE`];
  if (f.startDate) parts.push(sql`g.created_at >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`g.created_at < ${f.endDate}::date + 1`);
  if (f.supplierId) parts.push(sql`g.supplier_id = ${f.supplierId}`);
  if (f.reportType === 'completed' || f.reportType === 'cancelled') parts.push(sql`g.status = ${f.reportType}`);
  const term = f.searchTerm?.trim();
  if (term) {
    const digits = term.replace(/\D/g, '');
    parts.push(sql`(${digits ? sql`(g.grn_no LIKE ${`%${digits}`} OR po.po_no LIKE ${`%${digits}`}) OR ` : sql``}s.name ILIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`);
  }
  const where = sql.join(parts, sql` AND `);
  const items = await sql<Record<string, unknown>>`SELECT ${HEAD} FROM grns g ${JOIN} WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM grns g ${JOIN} WHERE ${where}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}
