import { sql } from 'kysely';
import report from '../../../../../reports/inventoryMovementSummary';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { movedIn, movementLabel, productWhere } from './common';

/** What a row is grouped by beside its movement type (groupBy), as SQL over products `p` and movements `m`. */
const GROUPS: Record<string, ReturnType<typeof sql.raw>> = {
  none: sql.raw(`'All'`), // a constant: GROUP BY takes only the movement type then
  product: sql.raw(`p.display_id || ' ' || p.product_name`),
  category: sql.raw(`coalesce(p.product_category, '–')`),
  segment: sql.raw(`coalesce(p.product_segment, '–')`),
  day: sql.raw(`to_char(m.created_at, 'YYYY-MM-DD')`),
};

/** The ledger of the period summed per movement type and group. */
export default defineServerReport(report, (f) => {
  const by = (f.groupBy as string | undefined) ?? 'none';
  const group = GROUPS[by] ?? GROUPS.none;
  return sql`
  SELECT ${group} || ' · ' || m.movement_type AS "key", ${group} AS "grouping", ${movementLabel()} AS "movementType",
         count(*)::int AS "movements", sum(greatest(m.quantity_delta, 0))::int AS "quantityIn",
         sum(greatest(-m.quantity_delta, 0))::int AS "quantityOut", sum(m.quantity_delta)::int AS "netQuantity",
         sum(m.reserved_delta)::int AS "reserved", sum(m.quantity_delta * coalesce(m.unit_cost, b.purchase_price)) AS "value"
    FROM stock_movements m
    JOIN products p ON p.id = m.product_id
    JOIN product_batches b ON b.id = m.batch_id
   WHERE ${movedIn(f)} AND ${productWhere(f)}
     ${f.movementType ? sql`AND m.movement_type = ${f.movementType as string}` : sql``}
   GROUP BY ${by === 'none' ? sql`m.movement_type` : sql`${group}, m.movement_type`}`;
});
