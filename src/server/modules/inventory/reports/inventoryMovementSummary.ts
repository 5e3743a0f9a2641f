import { sql } from 'kysely';
import report from '../../../../../reports/inventoryMovementSummary';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { movementLabel, productWhere } from './common';
import { movementRollupRows } from './movementRollup';

/** What a row is grouped by beside its movement type (groupBy), as SQL over products `p` and rollup rows `m`. */
const GROUPS: Record<string, ReturnType<typeof sql.raw>> = {
  none: sql.raw(`'All'`), // a constant: GROUP BY takes only the movement type then
  product: sql.raw(`p.display_id || ' ' || p.product_name`),
  category: sql.raw(`coalesce(p.product_category, '–')`),
  segment: sql.raw(`coalesce(p.product_segment, '–')`),
  day: sql.raw(`to_char(m.day, 'YYYY-MM-DD')`),
};

/**
 * The ledger of the period summed per movement type and group, from stock_movement_daily
 * (migration 0092: per UTC day × batch × movement type, added to by trigger on every movement):
 * ~32,000 rollup rows a month instead of ~210,000 movements at 1M orders; grouped other than by
 * day, whole months come from stock_movement_monthly (0104: ~1,500 rows a month). Movements without a
 * unit cost are priced at their batch's purchase price as it is now, as the ledger query did.
 * The rows are aggregates, so the page and totals come in one pass.
 */
export default defineServerReport(report, (f) => {
  const by = (f.groupBy as string | undefined) ?? 'none';
  const group = GROUPS[by] ?? GROUPS.none;
  return sql`
  SELECT ${group} || ' · ' || m.movement_type AS "key", ${group} AS "grouping", ${movementLabel()} AS "movementType",
         sum(m.movements)::int AS "movements", sum(m.quantity_in)::int AS "quantityIn",
         sum(m.quantity_out)::int AS "quantityOut", sum(m.quantity_in - m.quantity_out)::int AS "netQuantity",
         sum(m.reserved)::int AS "reserved", sum(m.costed_value + m.uncosted_quantity * b.purchase_price) AS "value"
    FROM ${by === 'day' ? sql`stock_movement_daily m` : sql`(${movementRollupRows(sql`${f.startDate as string}::date`, sql`${f.endDate as string}::date + 1`)}) m`}
    JOIN products p ON p.id = m.product_id
    JOIN product_batches b ON b.id = m.batch_id
   WHERE ${by === 'day' ? sql`m.day >= ${f.startDate as string}::date AND m.day <= ${f.endDate as string}::date AND` : sql``} ${productWhere(f)}
     ${f.movementType ? sql`AND m.movement_type = ${f.movementType as string}` : sql``}
   GROUP BY ${by === 'none' ? sql`m.movement_type` : sql`${group}, m.movement_type`}`;
}, { onePass: true });
