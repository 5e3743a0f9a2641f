import { sql } from 'kysely';
import report from '../../../../../reports/narcoticRegister';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { AGENT, MOVEMENT_REFS, REFERENCE, movementLabel, productWhere } from './common';

/**
 * On-hand movements of narcotic products (products_narcotic_idx, stock_movements_product_idx).
 * The running balance is the product's on hand after each movement over its whole ledger, so the
 * window runs before the period is cut (inner query) and the first row of a period shows the true
 * balance. Reservations do not change what is on the shelf and are not register entries.
 */
export default defineServerReport(report, (f) => sql`
  SELECT * FROM (
    SELECT m.id AS "movementId", m.created_at AS "movedAt", p.display_id AS "productCode", p.product_name AS "productName",
           b.batch_name AS "batchName", ${movementLabel()} AS "movementType",
           greatest(m.quantity_delta, 0) AS "quantityIn", greatest(-m.quantity_delta, 0) AS "quantityOut",
           sum(m.quantity_delta) OVER (PARTITION BY m.product_id ORDER BY m.created_at, m.id)::int AS "balance",
           ${AGENT} AS "agent", ${REFERENCE} AS "reference", m.note AS "note"
      FROM products p
      JOIN stock_movements m ON m.product_id = p.id AND m.quantity_delta <> 0
      JOIN product_batches b ON b.id = m.batch_id
      ${MOVEMENT_REFS}
     WHERE p.narcotic AND m.created_at < ${f.endDate as string}::date + 1 AND ${productWhere({ searchKey: f.searchKey })}
  ) r WHERE r."movedAt" >= ${f.startDate as string}::date`);
