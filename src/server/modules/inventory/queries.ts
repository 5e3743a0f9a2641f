import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of product info's side panels: reservations, inventory (ledger) logs, PO and GRN logs. */

export async function reservations(db: Db, productId: number) {
  return (await sql<Record<string, unknown>>`SELECT r.id, o.display_id AS order_id, r.order_id AS order_pk, b.batch_name, r.quantity,
      r.created_at FROM reservations r JOIN orders o ON o.id = r.order_id JOIN product_batches b ON b.id = r.batch_id
    WHERE r.product_id = ${productId} AND r.status = 'active' ORDER BY r.created_at DESC, r.id DESC LIMIT 500`.execute(db)).rows;
}

export async function movements(db: Db, productId: number, skip: number, limit: number) {
  const items = await sql<Record<string, unknown>>`SELECT m.id, m.created_at AS at, m.movement_type, b.batch_name, m.quantity_delta, m.reserved_delta,
      m.unit_cost::float8 AS unit_cost, o.display_id AS order_id, g.grn_no, m.note, trim(a.first_name || ' ' || a.last_name) AS agent_name
    FROM stock_movements m JOIN product_batches b ON b.id = m.batch_id LEFT JOIN orders o ON o.id = m.order_id
      LEFT JOIN grn_lines gl ON gl.id = m.grn_line_id LEFT JOIN grns g ON g.id = gl.grn_id LEFT JOIN agents a ON a.id = m.agent_id
    WHERE m.product_id = ${productId} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stock_movements WHERE product_id = ${productId}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}

export async function poLogs(db: Db, productId: number, skip: number, limit: number) {
  const items = await sql<Record<string, unknown>>`SELECT l.id, po.id AS po_id, po.po_no, po.status, s.name AS supplier_name, l.order_qty, l.received_qty,
      l.last_purchase_price::float8 AS last_purchase_price, po.created_at
    FROM purchase_order_lines l JOIN purchase_orders po ON po.id = l.purchase_order_id LEFT JOIN suppliers s ON s.id = po.supplier_id
    WHERE l.product_id = ${productId} ORDER BY po.created_at DESC, l.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM purchase_order_lines WHERE product_id = ${productId}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}

export async function grnLogs(db: Db, productId: number, skip: number, limit: number) {
  const items = await sql<Record<string, unknown>>`SELECT gl.id, g.id AS grn_id, g.grn_no, g.status, po.po_no, s.name AS supplier_name, b.batch_name,
      gl.grn_qty, gl.returned_qty, gl.purchase_price::float8 AS purchase_price, gl.retail_price::float8 AS retail_price, g.created_at
    FROM grn_lines gl JOIN grns g ON g.id = gl.grn_id JOIN purchase_orders po ON po.id = g.purchase_order_id
      JOIN suppliers s ON s.id = g.supplier_id JOIN product_batches b ON b.id = gl.batch_id
    WHERE gl.product_id = ${productId} ORDER BY g.created_at DESC, gl.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM grn_lines WHERE product_id = ${productId}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}
