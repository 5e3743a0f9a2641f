import { sql } from 'kysely';
import type { Db } from '../../../connection';
import * as stockBulk from '../../../../modules/stock/bulk';
import { reserveIds, rnd, ts, type BulkContext } from './context';
import { batchNameSql, monthIndexSql, monthStartSql, months } from './months';

/**
 * Batches (one per product per month of history, received just before that month), and the
 * purchase orders and GRNs that brought them in: each GRN line receives what the month sold plus
 * a margin, so no balance ever goes below zero and older batches keep some (expired) stock.
 */

export async function insertBatches(ctx: BulkContext, trx: Db): Promise<number> {
  const { startKey, count } = months(ctx);
  const base = await reserveIds(trx, 'product_batches', ctx.ref.products.length * count);
  await stockBulk.bulkCreateBatches(trx, sql`
    SELECT ${base}::int + (sp.rank - 1) * ${sql.lit(count)} + m, sp.product_id, ${batchNameSql(`${startKey} + m + sp.shelf`)},
      round(sp.cost * (0.95 + 0.1 * ${rnd(ctx, `sp.rank * 100 + m`, 70)})::numeric, 2), sp.retail,
      ${monthStartSql(`${startKey} + m`)} - interval '14 hours'
    FROM seed_products sp CROSS JOIN generate_series(0, ${count - 1}::int) m`);
  // Every seventh product also has an old batch, received a year before the history starts and
  // expiring as it starts: leftover expired stock for the expiry reports.
  await stockBulk.bulkCreateBatches(trx, sql`
    SELECT NULL::int, sp.product_id, ${batchNameSql(`${startKey} - 1 - sp.rank % 3`)}, round(sp.cost * 0.93, 2), sp.retail,
      ${monthStartSql(`${startKey} - 13`)} + interval '9 days'
    FROM seed_products sp WHERE sp.rank % 7 = 0 ORDER BY sp.rank`);
  return base;
}

export async function insertPurchasing(ctx: BulkContext, trx: Db, batchBase: number): Promise<{ grnBase: number }> {
  const { count } = months(ctx);
  const procurement = ctx.ref.agents.procurement_officer?.[0] ?? ctx.ref.agents.pharmacist[0];
  const grnOfficer = ctx.ref.agents.grn_officer?.[0] ?? procurement;
  await sql`CREATE UNLOGGED TABLE seed_grn AS
    WITH demand AS (
      SELECT batch_id, sum(q) AS q FROM (
        SELECT batch_id, batch_qty AS q FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id WHERE i.order_id IN (SELECT id FROM seed_orders)
        UNION ALL SELECT batch_id, quantity FROM seed_res WHERE status = 'active') d GROUP BY batch_id)
    SELECT b.id AS batch_id, b.product_id, x.m, p.supplier_id,
      coalesce(d.q, 0) + greatest(ceil(coalesce(d.q, 0) * 0.12)::int, sp.qmin * 2)
        + CASE WHEN x.m >= ${sql.lit(count - 2)} THEN sp.qmin * 6 ELSE 0 END AS qty,
      b.purchase_price, b.retail_price, b.created_at
    FROM product_batches b JOIN products p ON p.id = b.product_id JOIN seed_products sp ON sp.product_id = b.product_id
      LEFT JOIN demand d ON d.batch_id = b.id,
      LATERAL (SELECT ${monthIndexSql(ctx, "b.created_at + interval '1 day'")} AS m) x
    WHERE b.id >= ${batchBase}::int`.execute(trx);
  const pos = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT DISTINCT m, supplier_id FROM seed_grn) x`.execute(trx)).rows[0].n);
  const poBase = await reserveIds(trx, 'purchase_orders', pos);
  const grnBase = await reserveIds(trx, 'grns', pos);
  await sql`CREATE UNLOGGED TABLE seed_po AS
    SELECT m, supplier_id, ${poBase}::int + (row_number() OVER (ORDER BY m, supplier_id))::int - 1 AS po_id,
      min(created_at) AS received_at, sum(qty * purchase_price) AS net
    FROM seed_grn GROUP BY m, supplier_id`.execute(trx);
  await sql`INSERT INTO purchase_orders (id, supplier_id, status, required_date, net_total, agent_id, submitted_at, created_at, updated_at)
    SELECT po_id, supplier_id, 'received', (received_at - interval '1 day')::date, round(net, 2), ${procurement}::int,
      received_at - interval '4 days', received_at - interval '5 days', received_at FROM seed_po`.execute(trx);
  await sql`INSERT INTO purchase_order_lines (purchase_order_id, product_id, order_qty, received_qty, last_purchase_price, weighted_average_cost,
      retail_price, est_line_total, status, agent_id, created_at, updated_at)
    SELECT po.po_id, g.product_id, g.qty, g.qty, g.purchase_price, g.purchase_price, g.retail_price, round(g.qty * g.purchase_price, 2),
      'completed', ${procurement}::int, po.received_at - interval '5 days', po.received_at
    FROM seed_grn g JOIN seed_po po USING (m, supplier_id) ORDER BY po.po_id, g.product_id`.execute(trx);
  await sql`INSERT INTO grns (id, purchase_order_id, supplier_id, status, net_total, agent_id, created_at)
    SELECT ${grnBase}::int + (po_id - ${poBase}::int), po_id, supplier_id, 'completed', round(net, 2), ${grnOfficer}::int, received_at FROM seed_po`.execute(trx);
  await sql`INSERT INTO grn_lines (grn_id, purchase_order_line_id, product_id, batch_id, grn_qty, purchase_price, retail_price, line_total, created_at)
    SELECT ${grnBase}::int + (po.po_id - ${poBase}::int), pol.id, g.product_id, g.batch_id, g.qty, g.purchase_price, g.retail_price,
      round(g.qty * g.purchase_price, 2), po.received_at
    FROM seed_grn g JOIN seed_po po USING (m, supplier_id)
      JOIN purchase_order_lines pol ON pol.purchase_order_id = po.po_id AND pol.product_id = g.product_id
    ORDER BY po.po_id, g.product_id`.execute(trx);
  ctx.log(`    ${pos} purchase orders and GRNs`);
  return { grnBase };
}

export const anchorSql = (ctx: BulkContext) => ts(ctx.anchor);
