import { sql, type RawBuilder } from 'kysely';
import report from '../../../../../reports/narcoticRegister';
import { defineServerReport, type ReportFilters } from '../../../platform/reports/defineServerReport';
import { rollupTotals } from '../../../platform/reports/rollupTotals';
import { movedIn, movementLabel, productWhere } from './common';
import { movementRollupRows } from './movementRollup';

/**
 * On-hand movements of narcotic products (products_narcotic_idx, stock_movements_product_idx).
 * The running balance is the product's on hand after each movement over its whole ledger: the
 * closing of the UTC day before the movement from batch_balance_days (0050, one probe per batch of
 * the product) plus the product's movements of that UTC day up to and including this one (ledger
 * order created_at, id). It is a per-row subquery rather than a window over the whole ledger, so
 * the planner evaluates it only for the rows of the page (after sort and limit) and the count and
 * totals never compute it. Reservations do not change what is on the shelf and are not register
 * entries. The batch (every movement has one, a foreign key), who moved it and the order or GRN
 * are per-row lookups too (the same values as a join and the shared MOVEMENT_REFS left joins): a
 * join keeps its movement columns needed even when the planner removes it, which would stop the
 * count and totals from being an index-only walk of stock_movements_product_cover_idx (0056).
 */
const BALANCE = sql`((SELECT coalesce(sum(d.quantity), 0) FROM product_batches pb
    CROSS JOIN LATERAL (SELECT bd.quantity FROM batch_balance_days bd
                         WHERE bd.batch_id = pb.id AND bd.day < (m.created_at AT TIME ZONE 'UTC')::date
                         ORDER BY bd.day DESC LIMIT 1) d
   WHERE pb.product_id = m.product_id)
 + (SELECT coalesce(sum(x.quantity_delta), 0) FROM stock_movements x
     WHERE x.product_id = m.product_id
       AND x.created_at >= (m.created_at AT TIME ZONE 'UTC')::date::timestamp AT TIME ZONE 'UTC'
       AND x.created_at <= m.created_at AND (x.created_at < m.created_at OR x.id <= m.id)))::int`;

/** The register's entries moved while `moved` holds. */
const register = (moved: (f: ReportFilters) => RawBuilder<unknown>) => (f: ReportFilters) => sql`
  SELECT m.id AS "movementId", m.created_at AS "movedAt", p.display_id AS "productCode", p.product_name AS "productName",
         (SELECT b.batch_name FROM product_batches b WHERE b.id = m.batch_id) AS "batchName", ${movementLabel()} AS "movementType",
         greatest(m.quantity_delta, 0) AS "quantityIn", greatest(-m.quantity_delta, 0) AS "quantityOut",
         ${BALANCE} AS "balance",
         (SELECT nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') FROM agents a WHERE a.id = m.agent_id) AS "agent",
         coalesce((SELECT o.display_id FROM orders o WHERE o.id = m.order_id),
                  (SELECT 'GRN ' || g.grn_no FROM grn_lines gl JOIN grns g ON g.id = gl.grn_id WHERE gl.id = m.grn_line_id)) AS "reference",
         m.note AS "note"
    FROM products p
    JOIN stock_movements m ON m.product_id = p.id AND m.quantity_delta <> 0
   WHERE p.narcotic AND ${moved(f)} AND ${productWhere({ searchKey: f.searchKey })}`;

/**
 * The count and totals: the whole UTC days of the range from the ledger's rollups (months from
 * stock_movement_monthly, the other days from stock_movement_daily) of the narcotic products, the
 * edges outside them (none when the database runs in UTC) from the register's own rows. Every
 * movement moves on-hand stock but a reservation's (stock_movements_delta_check: reserve and release
 * alone have a quantity_delta of 0), so the register's entries are the rollup's other movements.
 * Two years at 1M orders: ~37,000 rollup rows instead of 200,000 entries.
 */
const totals = (f: ReportFilters) => rollupTotals(f, {
  sums: {
    __count: { of: 'movements', bigint: true }, movementId: { of: 'movements', bigint: true },
    quantityIn: { of: 'quantity_in', bigint: true }, quantityOut: { of: 'quantity_out', bigint: true },
  },
  rollup: (firstDay, lastDay) => sql`SELECT m.movements, m.quantity_in, m.quantity_out
      FROM (${movementRollupRows(firstDay, lastDay)}) m JOIN products p ON p.id = m.product_id
     WHERE p.narcotic AND m.movement_type NOT IN ('reserve', 'release') AND ${productWhere({ searchKey: f.searchKey })}`,
  edge: (from, until) => sql`SELECT 1::bigint AS movements, r."quantityIn"::bigint AS quantity_in, r."quantityOut"::bigint AS quantity_out
    FROM (${register(() => sql`m.created_at >= ${from} AND m.created_at < ${until}`)(f)}) r`,
});

export default defineServerReport(report, register(movedIn), { totals });
