import { sql, type RawBuilder } from 'kysely';
import report from '../../../../../reports/inventoryMovement';
import { defineServerReport, type ReportFilters } from '../../../platform/reports/defineServerReport';
import { rollupTotals } from '../../../platform/reports/rollupTotals';
import { AGENT, MOVEMENT_REFS, REFERENCE, movedIn, movementLabel, productWhere } from './common';
import { movementRollupRows } from './movementRollup';

/** Every ledger row moved while `moved` holds; value = quantity × the movement's cost, else the batch's. */
const ledger = (moved: (f: ReportFilters) => RawBuilder<unknown>) => (f: ReportFilters) => sql`
  SELECT m.id AS "movementId", m.created_at AS "movedAt", p.display_id AS "productCode", p.product_name AS "productName",
         b.batch_name AS "batchName", ${movementLabel()} AS "movementType", m.quantity_delta AS "quantity", m.reserved_delta AS "reserved",
         coalesce(m.unit_cost, b.purchase_price) AS "unitCost", m.quantity_delta * coalesce(m.unit_cost, b.purchase_price) AS "value",
         ${REFERENCE} AS "reference", ${AGENT} AS "agent", m.note AS "note"
    FROM stock_movements m
    JOIN products p ON p.id = m.product_id
    JOIN product_batches b ON b.id = m.batch_id
    ${MOVEMENT_REFS}
   WHERE ${moved(f)} AND ${productWhere(f)}
     ${f.movementType ? sql`AND m.movement_type = ${f.movementType as string}` : sql``}`;

/** A filter on the products is given (productWhere then reads `p`). */
const byProduct = (f: ReportFilters) => [f.productSegment, f.productCategory, f.searchKey].some((v) => typeof v === 'string' && v.trim() !== '');

/**
 * The count and totals: the whole UTC days of the range from the ledger's rollups (months from
 * stock_movement_monthly, the other days from stock_movement_daily), the range's edges outside
 * them (none when the database runs in UTC) from the report's own rows. Movements without a unit
 * cost are valued at their batch's purchase price as it is now, as the rows are (looked up only for
 * the rare rollup rows that hold such movements); products are joined only when a product filter
 * asks for them.
 */
const totals = (f: ReportFilters) => rollupTotals(f, {
  sums: {
    __count: { of: 'movements', bigint: true }, movementId: { of: 'movements', bigint: true },
    quantity: { of: 'quantity', bigint: true }, reserved: { of: 'reserved', bigint: true }, value: { of: 'value' },
  },
  rollup: (firstDay, lastDay) => sql`SELECT m.movements, m.quantity_in - m.quantity_out AS quantity, m.reserved,
           m.costed_value + CASE WHEN m.uncosted_quantity <> 0 THEN m.uncosted_quantity * (SELECT b.purchase_price FROM product_batches b WHERE b.id = m.batch_id) ELSE 0 END AS value
      FROM (${movementRollupRows(firstDay, lastDay)}) m
      ${byProduct(f) ? sql`JOIN products p ON p.id = m.product_id` : sql``}
     WHERE ${productWhere(f)} ${f.movementType ? sql`AND m.movement_type = ${f.movementType as string}` : sql``}`,
  edge: (from, until) => sql`SELECT 1::bigint AS movements, r.quantity::bigint AS quantity, r.reserved::bigint AS reserved, r.value AS value
    FROM (${ledger(() => sql`m.created_at >= ${from} AND m.created_at < ${until}`)(f)}) r`,
});

/** Every ledger row in the period (stock_movements_created_idx, newest first); count and totals from the rollups. */
export default defineServerReport(report, ledger(movedIn), { totals });
