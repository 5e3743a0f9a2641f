import { sql } from 'kysely';
import type { Db } from '../../../connection';
import { rnd, type BulkContext } from './context';
import { monthIndexSql, months } from './months';

/**
 * Quotations and their lines, posted batch-wise invoices, the reservation plan and promo
 * redemptions. Lines are planned once (seed_lines) so quotation and invoice agree. A promo order's
 * code takes 10 % off each line as the product allows (its max discount %), like the live
 * promoShares: each invoice line keeps its share and the invoice's discount is their sum.
 */

export async function planLines(ctx: BulkContext, trx: Db): Promise<void> {
  const products = ctx.ref.products.length;
  await sql`CREATE UNLOGGED TABLE seed_lines AS
    SELECT DISTINCT ON (o.id, sp.product_id) o.id AS order_id, sp.product_id, sp.rank, q.qty, sp.retail AS price,
      CASE WHEN o.promo THEN least(10, sp.max_discount) ELSE 0 END AS promo_pct,
      CASE WHEN ${rnd(ctx, 'o.i * 8 + n', 62)} < 0.1 THEN round(q.qty * sp.retail * 0.05, 2) ELSE 0 END AS discount
    FROM seed_orders o JOIN seed_paths p USING (path_id)
      CROSS JOIN LATERAL generate_series(1, 1 + floor(power(${rnd(ctx, 'o.i', 60)}, 1.6) * 4)::int) n
      JOIN seed_products sp ON sp.rank = 1 + floor(power(${rnd(ctx, 'o.i * 8 + n', 61)}, 2) * ${sql.lit(products)})::int,
      LATERAL (SELECT sp.qmin + sp.qstep * floor(${rnd(ctx, 'o.i * 8 + n', 63)} * ((sp.qmax - sp.qmin) / sp.qstep + 1))::int AS qty) q
    WHERE p.has_quote
    ORDER BY o.id, sp.product_id`.execute(trx);
  await sql`ALTER TABLE seed_lines ADD COLUMN total numeric, ADD COLUMN promo_share numeric`.execute(trx);
  await sql`UPDATE seed_lines SET total = round(qty * price - discount, 2), promo_share = round(round(qty * price - discount, 2) * promo_pct / 100, 2)`.execute(trx);
  await sql`CREATE INDEX ON seed_lines (order_id)`.execute(trx);
  await sql`ANALYZE seed_lines`.execute(trx);
}

export async function insertQuotations(ctx: BulkContext, trx: Db, orderBase: number): Promise<void> {
  await sql`INSERT INTO quotations (order_id, status, delivery_fee, dispense_period, dispense_type, lines_total, net_total, valid_until,
      submitted_at, created_by_agent_id, created_at, updated_at)
    SELECT o.id, p.quote_status, f.fee, CASE WHEN ${rnd(ctx, 'o.i', 64)} < 0.25 THEN 30 END,
      CASE WHEN ${rnd(ctx, 'o.i', 64)} < 0.25 THEN 'recurring' WHEN ${rnd(ctx, 'o.i', 65)} < 0.08 THEN 'partial' ELSE 'full' END,
      t.total, t.total + f.fee, x.submitted + interval '3 days', x.submitted, o.a_pharm,
      o.created_at + o.fm * p.at_quote * interval '1 minute', coalesce(x.submitted, o.created_at + o.fm * p.at_quote * interval '1 minute')
    FROM seed_orders o JOIN seed_paths p USING (path_id)
      JOIN (SELECT order_id, sum(total) AS total FROM seed_lines GROUP BY order_id) t ON t.order_id = o.id,
      LATERAL (SELECT CASE WHEN t.total >= 5000 THEN 0 ELSE 300 END AS fee) f,
      LATERAL (SELECT o.created_at + o.fm * p.at_submit * interval '1 minute' AS submitted) x
    ORDER BY o.id`.execute(trx);
  await sql`INSERT INTO quotation_lines (quotation_id, product_id, quantity, unit_price, discount, line_total, created_at, updated_at)
    SELECT q.id, l.product_id, l.qty, l.price, l.discount, l.total, q.created_at, q.created_at
    FROM seed_lines l JOIN quotations q ON q.order_id = l.order_id
    WHERE q.order_id >= ${orderBase}::bigint ORDER BY q.id, l.product_id`.execute(trx);
}

/** Batch of a product for a sale at `expr` (a timestamptz): the batch received before that month. */
const batchAt = (ctx: BulkContext, batchBase: number, rankExpr: string, expr: string) =>
  sql`${batchBase}::int + (${sql.raw(rankExpr)} - 1) * ${sql.lit(months(ctx).count)} + ${monthIndexSql(ctx, expr)}`;

export async function insertInvoices(ctx: BulkContext, trx: Db, orderBase: number, batchBase: number): Promise<void> {
  await sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at,
      created_by_agent_id, created_at, updated_at)
    SELECT o.id, q.id, 'posted', q.lines_total, q.delivery_fee, d.promo, q.lines_total + q.delivery_fee - d.promo,
      o.created_at + o.fm * p.at_invoice * interval '1 minute', o.a_inv,
      o.created_at + o.fm * p.at_invstart * interval '1 minute', o.created_at + o.fm * p.at_invoice * interval '1 minute'
    FROM seed_orders o JOIN seed_paths p USING (path_id) JOIN quotations q ON q.order_id = o.id,
      LATERAL (SELECT coalesce(sum(l.promo_share), 0) AS promo FROM seed_lines l WHERE l.order_id = o.id) d
    WHERE p.invoiced ORDER BY o.id`.execute(trx);
  await sql`INSERT INTO invoice_lines (invoice_id, quotation_line_id, product_id, batch_id, quantity, batch_qty, unit_price, discount, line_total, promo_share, created_at)
    SELECT i.id, ql.id, l.product_id, ${batchAt(ctx, batchBase, 'l.rank', 'i.posted_at')}, l.qty, l.qty, l.price, l.discount, l.total, l.promo_share, i.created_at
    FROM invoices i JOIN seed_lines l ON l.order_id = i.order_id
      JOIN quotation_lines ql ON ql.quotation_id = i.quotation_id AND ql.product_id = l.product_id
    WHERE i.order_id >= ${orderBase}::bigint ORDER BY i.id, l.product_id`.execute(trx);
  // Reservation plan: every placed order held its lines from placement until invoiced (consumed) or cancelled (released).
  await sql`CREATE UNLOGGED TABLE seed_res AS
    SELECT o.id AS order_id, l.product_id, ${batchAt(ctx, batchBase, 'l.rank', "o.created_at + o.fm * p.at_confirm * interval '1 minute'")} AS batch_id,
      l.qty AS quantity, o.created_at + o.fm * p.at_confirm * interval '1 minute' AS created_at,
      CASE WHEN p.invoiced THEN 'consumed' WHEN p.res_active THEN 'active' ELSE 'released' END AS status,
      CASE WHEN p.invoiced THEN o.created_at + o.fm * p.at_invoice * interval '1 minute'
        WHEN p.res_active THEN NULL ELSE o.created_at + o.fm * p.at_close * interval '1 minute' END AS closed_at
    FROM seed_orders o JOIN seed_paths p USING (path_id) JOIN seed_lines l ON l.order_id = o.id
    WHERE p.reserved`.execute(trx);
}

export async function insertPromoRedemptions(ctx: BulkContext, trx: Db, orderBase: number): Promise<void> {
  await sql`INSERT INTO promo_redemptions (promo_code_id, order_id, customer_id, quotation_id, discount_amount, redeemed_at)
    SELECT z.id, i.order_id, o.customer_id, i.quotation_id, i.promo_discount, i.posted_at
    FROM invoices i JOIN orders o ON o.id = i.order_id JOIN seed_orders so ON so.id = i.order_id,
      LATERAL (SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n FROM promo_codes
        WHERE starts_at <= i.posted_at::date AND ends_at >= i.posted_at::date) c
        WHERE rn = 1 + floor(${rnd(ctx, 'so.i', 66)} * n)::int) z
    WHERE i.order_id >= ${orderBase}::bigint AND i.promo_discount > 0`.execute(trx);
  await sql`INSERT INTO promo_activations (promo_code_id, customer_id, activated_at)
    SELECT DISTINCT ON (promo_code_id, customer_id) promo_code_id, customer_id, redeemed_at - interval '2 hours' FROM promo_redemptions
    ON CONFLICT DO NOTHING`.execute(trx);
}
