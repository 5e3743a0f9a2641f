import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connection';
import { orderRunChecks } from './checks/orderRunStates';
import { moneyChecks, type Check } from './moneyChecks';
import { collectedByDay, PAYMENT_MODES } from '../modules/settlements/collected';

/**
 * The data invariants `npm run db:check` verifies (tests call checkDatabase directly; the money ones
 * are in moneyChecks.ts, checkMoneyInvariants on their own). Each check is one set-based query
 * answering offending rows (at most `limit` per check).
 */

export interface Violation { check: string; message: string }


const DISPLAY_IDS: Array<[table: string, column: string]> = [
  ['agents', 'display_id'], ['suppliers', 'display_id'], ['customers', 'display_id'], ['patients', 'display_id'],
  ['prescriptions', 'display_id'], ['orders', 'display_id'], ['dispatch_runs', 'display_id'], ['products', 'display_id'],
  ['purchase_orders', 'po_no'], ['grns', 'grn_no'], ['invoices', 'invoice_no'], ['credit_notes', 'credit_note_no'],
];

/**
 * A daily rollup kept by triggers agrees with its source recomputed: every key whose measures are
 * not all zero in either, compared measure by measure (names are code constants).
 */
function rollupAgrees(name: string, rollup: string, keys: string[], measures: string[], actual: RawBuilder<unknown>, limit: number): Check {
  const list = (alias: string, cols: string[], zero = false) => cols.map((c) => (zero ? `coalesce(${alias}.${c}, 0)` : `${alias}.${c}`)).join(', ');
  const nonZero = `(${measures.join(', ')}) IS DISTINCT FROM (${measures.map(() => '0').join(', ')})`;
  return {
    name,
    query: sql`SELECT format('%s: rolled up (%s), actual (%s)', concat_ws(' ', ${sql.raw(keys.join(', '))}), concat_ws(', ', ${sql.raw(list('d', measures, true))}),
        concat_ws(', ', ${sql.raw(list('a', measures, true))})) AS message
      FROM (SELECT ${sql.raw(`${keys.join(', ')}, ${measures.join(', ')}`)} FROM ${sql.table(rollup)} WHERE ${sql.raw(nonZero)}) d
      FULL JOIN (SELECT * FROM (${actual}) x WHERE ${sql.raw(nonZero)}) a USING (${sql.raw(keys.join(', '))})
      WHERE (${sql.raw(list('d', measures, true))}) IS DISTINCT FROM (${sql.raw(list('a', measures, true))}) LIMIT ${limit}`,
  };
}

const checks = (limit: number): Check[] => [
  ...moneyChecks(limit),
  rollupAgrees('collection rollup equals the collected payments', 'collection_rider_daily', ['day', 'agent_id', 'location_id', 'settled'],
    ['payments', 'mode1_amount', 'mode2_amount', ...PAYMENT_MODES], collectedByDay(), limit),
  rollupAgrees('stock movement rollup equals the ledger', 'stock_movement_daily', ['day', 'batch_id', 'product_id', 'movement_type'],
    ['movements', 'quantity_in', 'quantity_out', 'reserved', 'costed_value', 'uncosted_quantity'],
    sql`SELECT (m.created_at AT TIME ZONE 'UTC')::date AS day, m.batch_id, m.product_id, m.movement_type, count(*) AS movements,
        sum(greatest(m.quantity_delta, 0)) AS quantity_in, sum(greatest(-m.quantity_delta, 0)) AS quantity_out, sum(m.reserved_delta) AS reserved,
        coalesce(sum(m.quantity_delta * m.unit_cost), 0) AS costed_value, coalesce(sum(m.quantity_delta) FILTER (WHERE m.unit_cost IS NULL), 0) AS uncosted_quantity
      FROM stock_movements m GROUP BY 1, 2, 3, 4`, limit),
  rollupAgrees('stock movement monthly rollup equals the ledger', 'stock_movement_monthly', ['month', 'batch_id', 'product_id', 'movement_type'],
    ['movements', 'quantity_in', 'quantity_out', 'reserved', 'costed_value', 'uncosted_quantity'],
    sql`SELECT date_trunc('month', m.created_at AT TIME ZONE 'UTC')::date AS month, m.batch_id, m.product_id, m.movement_type, count(*) AS movements,
        sum(greatest(m.quantity_delta, 0)) AS quantity_in, sum(greatest(-m.quantity_delta, 0)) AS quantity_out, sum(m.reserved_delta) AS reserved,
        coalesce(sum(m.quantity_delta * m.unit_cost), 0) AS costed_value, coalesce(sum(m.quantity_delta) FILTER (WHERE m.unit_cost IS NULL), 0) AS uncosted_quantity
      FROM stock_movements m GROUP BY 1, 2, 3, 4`, limit),
  rollupAgrees('customer sales rollup equals the posted invoices', 'customer_sales_daily', ['day', 'customer_id', 'location_id'], ['invoices', 'net_total'],
    sql`SELECT (i.posted_at AT TIME ZONE 'UTC')::date AS day, o.customer_id, o.location_id, count(*) AS invoices, sum(i.net_total) AS net_total
      FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted' GROUP BY 1, 2, 3`, limit),
  rollupAgrees('customer lifetime sales equal the posted invoices', 'customer_sales_lifetime', ['customer_id'], ['invoices', 'net_total'],
    sql`SELECT o.customer_id, count(*) AS invoices, sum(i.net_total) AS net_total
      FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted' GROUP BY 1`, limit),
  rollupAgrees('customer monthly sales equal the posted invoices', 'customer_sales_monthly', ['month', 'customer_id'], ['invoices', 'net_total'],
    sql`SELECT date_trunc('month', i.posted_at AT TIME ZONE 'UTC')::date AS month, o.customer_id, count(*) AS invoices, sum(i.net_total) AS net_total
      FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted' GROUP BY 1, 2`, limit),
  rollupAgrees('dashboard invoice rollup equals the posted invoices', 'dashboard_invoice_daily', ['day', 'location_id'], ['invoices', 'net_total'],
    sql`SELECT (i.posted_at AT TIME ZONE 'UTC')::date AS day, o.location_id, count(*) AS invoices, sum(i.net_total) AS net_total
      FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted' GROUP BY 1, 2`, limit),
  rollupAgrees('HBS invoice rollup equals the posted invoice lines', 'hbs_invoice_daily', ['day', 'location_id'], ['lines', 'quantity', 'line_total'],
    sql`SELECT (i.posted_at AT TIME ZONE 'UTC')::date AS day, o.location_id, count(*) AS lines, sum(l.batch_qty) AS quantity, sum(l.line_total) AS line_total
      FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id JOIN orders o ON o.id = i.order_id
      WHERE i.posted_at IS NOT NULL AND l.batch_qty > 0 GROUP BY 1, 2`, limit),
  rollupAgrees('order details rollup equals the orders with their quotation and invoice totals', 'order_details_daily', ['day', 'location_id', 'status'],
    ['orders', 'quotation_total', 'invoice_total'],
    sql`SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.location_id, o.status, count(*) AS orders,
        coalesce(sum(q.net_total), 0) AS quotation_total, coalesce(sum(i.net_total), 0) AS invoice_total
      FROM orders o
      LEFT JOIN (SELECT DISTINCT ON (order_id) order_id, net_total FROM quotations WHERE status <> 2 ORDER BY order_id, id DESC) q ON q.order_id = o.id
      LEFT JOIN invoices i ON i.order_id = o.id AND i.status <> 'cancelled'
      GROUP BY 1, 2, 3`, limit),
  {
    name: 'quotation expiry set equals the expired quotations',
    query: sql`SELECT format('quotation %s: kept (%s), actual (%s)', coalesce(s.quotation_id, a.quotation_id), concat_ws(', ', s.order_id, s.location_id, s.valid_until, s.net_total),
        concat_ws(', ', a.order_id, a.location_id, a.valid_until, a.net_total)) AS message
      FROM quotation_expiry_set s
      FULL JOIN (SELECT q.id AS quotation_id, q.order_id, o.location_id, q.valid_until, q.net_total FROM quotations q JOIN orders o ON o.id = q.order_id
                  WHERE q.valid_until IS NOT NULL AND (q.status = 3 OR EXISTS (SELECT 1 FROM order_logs l WHERE l.order_id = q.order_id AND l.action = 'expireQuotation'))) a
        USING (quotation_id)
      WHERE (s.order_id, s.location_id, s.valid_until, s.net_total) IS DISTINCT FROM (a.order_id, a.location_id, a.valid_until, a.net_total) LIMIT ${limit}`,
  },
  {
    name: 'batch balance equals its movements',
    query: sql`SELECT format('batch %s (product %s): quantity %s / reserved %s, movements sum to %s / %s', b.id, b.product_id,
        b.quantity, b.reserved_quantity, coalesce(m.q, 0), coalesce(m.r, 0)) AS message
      FROM product_batches b
      LEFT JOIN (SELECT batch_id, sum(quantity_delta) AS q, sum(reserved_delta) AS r FROM stock_movements GROUP BY batch_id) m ON m.batch_id = b.id
      WHERE b.quantity <> coalesce(m.q, 0) OR b.reserved_quantity <> coalesce(m.r, 0) ORDER BY b.id LIMIT ${limit}`,
  },
  {
    name: 'batch balance is not negative',
    query: sql`SELECT format('batch %s: quantity %s, reserved %s', id, quantity, reserved_quantity) AS message FROM product_batches
      WHERE quantity < 0 OR reserved_quantity < 0 OR reserved_quantity > quantity ORDER BY id LIMIT ${limit}`,
  },
  {
    name: 'reserved quantity equals active reservations',
    query: sql`SELECT format('batch %s: reserved %s, active reservations %s', b.id, b.reserved_quantity, coalesce(r.n, 0)) AS message
      FROM product_batches b
      LEFT JOIN (SELECT batch_id, sum(quantity) AS n FROM reservations WHERE status = 'active' GROUP BY batch_id) r ON r.batch_id = b.id
      WHERE b.reserved_quantity <> coalesce(r.n, 0) ORDER BY b.id LIMIT ${limit}`,
  },
  {
    name: 'order status agrees with its last log entry',
    query: sql`SELECT format('order %s: status %s, last log %s', o.display_id, o.status, coalesce(l.to_status::text, 'missing')) AS message
      FROM orders o
      LEFT JOIN LATERAL (SELECT to_status FROM order_logs WHERE order_id = o.id ORDER BY id DESC LIMIT 1) l ON true
      WHERE l.to_status IS DISTINCT FROM o.status ORDER BY o.id LIMIT ${limit}`,
  },
  ...orderRunChecks(limit),
  {
    name: 'posted invoice stock moved',
    query: sql`SELECT format('invoice %s line %s: batch_qty %s, moved out %s', i.invoice_no, l.id, l.batch_qty, coalesce(-m.q, 0)) AS message
      FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id AND i.status = 'posted'
      LEFT JOIN (SELECT invoice_line_id, sum(quantity_delta) AS q FROM stock_movements WHERE invoice_line_id IS NOT NULL GROUP BY 1) m
        ON m.invoice_line_id = l.id
      WHERE l.batch_qty <> coalesce(-m.q, 0) ORDER BY l.id LIMIT ${limit}`,
  },
  {
    name: 'order stage counts equal the orders',
    query: sql`SELECT format('stage %s status %s location %s agent %s: counted %s, actual %s', coalesce(c.stage, a.stage),
        coalesce(c.status, a.status), coalesce(c.location_id, a.location_id), coalesce(c.agent_id, a.agent_id), coalesce(c.n, 0), coalesce(a.n, 0)) AS message
      FROM (SELECT * FROM order_stage_counts WHERE n <> 0) c
      FULL JOIN (SELECT stage, status, location_id, coalesce(assigned_agent_id, 0) AS agent_id, count(*) AS n FROM orders GROUP BY 1, 2, 3, 4) a
        USING (stage, status, location_id, agent_id)
      WHERE coalesce(c.n, 0) <> coalesce(a.n, 0) LIMIT ${limit}`,
  },
  {
    name: 'dashboard rollup counts equal the orders',
    query: sql`SELECT format('day %s location %s status %s: rolled up %s, actual %s', coalesce(d.day, a.day), coalesce(d.location_id, a.location_id),
        coalesce(d.status, a.status), coalesce(d.orders, 0), coalesce(a.n, 0)) AS message
      FROM (SELECT day, location_id, status, orders FROM dashboard_order_daily WHERE orders <> 0) d
      FULL JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, location_id, status, count(*) AS n FROM orders GROUP BY 1, 2, 3) a
        USING (day, location_id, status)
      WHERE coalesce(d.orders, 0) <> coalesce(a.n, 0) LIMIT ${limit}`,
  },
  {
    name: 'monthly opening balances equal the movements',
    query: sql`SELECT format('batch %s month %s: opening balance %s, movements before it sum to %s', coalesce(r.batch_id, l.batch_id),
        coalesce(r.month, l.month), coalesce(r.quantity, 0), coalesce(l.q, 0)) AS message
      FROM (SELECT month, batch_id, quantity FROM batch_balance_months WHERE quantity <> 0) r
      FULL JOIN (SELECT g.month, g.batch_id, sum(mq.q) OVER (PARTITION BY g.batch_id ORDER BY g.month ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS q
          FROM (SELECT f.batch_id, s::date AS month
                  FROM (SELECT batch_id, min(date_trunc('month', created_at AT TIME ZONE 'UTC')) AS first FROM stock_movements GROUP BY 1) f
                  CROSS JOIN LATERAL generate_series(f.first, (SELECT through FROM batch_balance_month_horizon)::timestamp, interval '1 month') s) g
          LEFT JOIN (SELECT batch_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, sum(quantity_delta) AS q
                       FROM stock_movements GROUP BY 1, 2) mq ON mq.batch_id = g.batch_id AND mq.month = g.month) l
        USING (month, batch_id)
      WHERE coalesce(r.quantity, 0) <> coalesce(l.q, 0) LIMIT ${limit}`,
  },
  {
    name: 'display ids are unique',
    query: sql.join(DISPLAY_IDS.map(([table, column]) => sql`(SELECT format('%s.%s %s appears %s times', ${table}::text, ${column}::text, v, n) AS message
      FROM (SELECT ${sql.ref(column)} AS v, count(*) AS n FROM ${sql.table(table)} GROUP BY 1 HAVING count(*) > 1 LIMIT ${limit}) d)`), sql` UNION ALL `) as RawBuilder<{ message: string }>,
  },
];

/** Runs every check; an empty answer means the data is consistent. */
/** Every check's offending rows; `only`: the checks of these names alone (a test of some rollups on data that breaks the rest on purpose). */
export async function checkDatabase(db: Db, limit = 20, only?: string[]): Promise<Violation[]> {
  const out: Violation[] = [];
  for (const c of checks(limit).filter((k) => !only || only.includes(k.name))) {
    for (const r of (await c.query.execute(db)).rows) out.push({ check: c.name, message: r.message });
  }
  return out;
}

export const CHECK_NAMES = checks(1).map((c) => c.name);
