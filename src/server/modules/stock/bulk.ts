import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The stock service's set-based twin, for loading history in bulk (the demo seed's millions of
 * rows). Same ledger, same trigger: every statement appends movements and the batch balances
 * follow in that statement, under the same CHECKs. Only the demo seed calls these.
 */

/**
 * Empty batches from `rows` (SELECT id (or NULL for a sequence id), product_id, batch_name,
 * purchase_price, retail_price, created_at); their stock arrives through movements.
 */
export async function bulkCreateBatches(trx: Db, rows: RawBuilder<unknown>): Promise<void> {
  await sql`INSERT INTO product_batches (id, product_id, batch_name, purchase_price, retail_price, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT coalesce(r.id, nextval(pg_get_serial_sequence('product_batches', 'id'))), r.product_id, r.batch_name, r.purchase_price,
      r.retail_price, r.created_at, r.created_at
    FROM (${rows}) r(id, product_id, batch_name, purchase_price, retail_price, created_at)`.execute(trx);
}

/** grn_in for every GRN line of GRNs with id ≥ fromGrnId that has no movement yet, at the GRN's time. */
export async function bulkReceive(trx: Db, fromGrnId: number): Promise<void> {
  await sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, unit_cost, grn_line_id, agent_id, created_at)
    SELECT gl.product_id, gl.batch_id, 'grn_in', gl.grn_qty, gl.purchase_price, gl.id, g.agent_id, g.created_at
    FROM grn_lines gl JOIN grns g ON g.id = gl.grn_id
    WHERE g.id >= ${fromGrnId}::int AND g.status = 'completed'
      AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.grn_line_id = gl.id)
    ORDER BY g.created_at, gl.id`.execute(trx);
}

/**
 * Reservations from `plan` (SELECT order_id, product_id, batch_id, quantity, created_at, status,
 * closed_at), with their reserve and release movements, plus invoice_out for every posted invoice
 * line of orders ≥ fromOrderId — one statement, so the batches see the net change (what is still
 * reserved, what left) and the CHECKs judge that.
 */
export async function bulkOrderStock(trx: Db, plan: RawBuilder<unknown>, fromOrderId: number): Promise<void> {
  await sql`WITH res AS (
      INSERT INTO reservations (order_id, product_id, batch_id, quantity, status, created_at, closed_at)
      SELECT order_id, product_id, batch_id, quantity, status, created_at, closed_at FROM (${plan}) p ORDER BY created_at, order_id, product_id
      RETURNING id, order_id, product_id, batch_id, quantity, status, created_at, closed_at)
    INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, reserved_delta, unit_cost, order_id, reservation_id,
        invoice_line_id, agent_id, note, created_at)
    SELECT product_id, batch_id, 'reserve', 0, quantity, NULL::numeric, order_id, id, NULL::bigint, NULL::int, NULL::text, created_at FROM res
    UNION ALL
    SELECT product_id, batch_id, 'release', 0, -quantity, NULL, order_id, id, NULL, NULL, CASE WHEN status = 'consumed' THEN 'invoiced' END, closed_at
      FROM res WHERE status <> 'active'
    UNION ALL
    SELECT il.product_id, il.batch_id, 'invoice_out', -il.batch_qty, 0, b.purchase_price, i.order_id, NULL, il.id, i.created_by_agent_id, NULL, i.posted_at
      FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id JOIN product_batches b ON b.id = il.batch_id
      WHERE i.status = 'posted' AND i.order_id >= ${fromOrderId}::bigint AND il.batch_qty > 0`.execute(trx);
}

/**
 * Replays each product's receipts in time order to set its weighted average cost (the running
 * average the service keeps receipt by receipt) and last purchase price.
 */
export async function bulkRecomputeCosts(trx: Db): Promise<void> {
  await sql`WITH RECURSIVE ev AS (
      SELECT product_id, movement_type, quantity_delta, unit_cost, created_at, id,
        coalesce(sum(quantity_delta) OVER (PARTITION BY product_id ORDER BY created_at, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM stock_movements WHERE movement_type IN ('grn_in', 'invoice_out', 'credit_note_in', 'adjustment', 'grn_reversal', 'grn_return')),
    rc AS MATERIALIZED (
      SELECT product_id, greatest(before, 0)::numeric AS before, quantity_delta::numeric AS q, unit_cost AS c,
        row_number() OVER (PARTITION BY product_id ORDER BY created_at, id) AS k
      FROM ev WHERE movement_type = 'grn_in'),
    w AS (
      SELECT product_id, k, c::numeric AS wac, c::numeric AS last FROM rc WHERE k = 1
      UNION ALL
      SELECT rc.product_id, rc.k, CASE WHEN rc.before + rc.q > 0 THEN (rc.before * w.wac + rc.q * rc.c) / (rc.before + rc.q) ELSE w.wac END, rc.c::numeric
      FROM w JOIN rc ON rc.product_id = w.product_id AND rc.k = w.k + 1)
    UPDATE products p SET weighted_average_cost = round(x.wac, 4), last_purchase_price = x.last
    FROM (SELECT DISTINCT ON (product_id) product_id, wac, last FROM w ORDER BY product_id, k DESC) x
    WHERE p.id = x.product_id`.execute(trx);
}

/**
 * Opening stock for batches created in bulk (benchmark catalogues): one adjustment movement per
 * row of `rows` (SELECT product_id, batch_id, quantity, note), applied by the ledger trigger.
 */
export async function bulkOpeningStock(trx: Db, rows: RawBuilder<unknown>): Promise<void> {
  await sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, note)
    SELECT r.product_id, r.batch_id, 'adjustment', r.quantity, r.note FROM (${rows}) r(product_id, batch_id, quantity, note) WHERE r.quantity > 0`.execute(trx);
}
