import { sql } from 'kysely';
import report from '../../../../../reports/inventoryMovement';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { AGENT, MOVEMENT_REFS, REFERENCE, movedIn, movementLabel, productWhere } from './common';

/** Every ledger row in the period (stock_movements_created_idx); value = quantity × the movement's cost, else the batch's. */
export default defineServerReport(report, (f) => sql`
  SELECT m.id AS "movementId", m.created_at AS "movedAt", p.display_id AS "productCode", p.product_name AS "productName",
         b.batch_name AS "batchName", ${movementLabel()} AS "movementType", m.quantity_delta AS "quantity", m.reserved_delta AS "reserved",
         coalesce(m.unit_cost, b.purchase_price) AS "unitCost", m.quantity_delta * coalesce(m.unit_cost, b.purchase_price) AS "value",
         ${REFERENCE} AS "reference", ${AGENT} AS "agent", m.note AS "note"
    FROM stock_movements m
    JOIN products p ON p.id = m.product_id
    JOIN product_batches b ON b.id = m.batch_id
    ${MOVEMENT_REFS}
   WHERE ${movedIn(f)} AND ${productWhere(f)}
     ${f.movementType ? sql`AND m.movement_type = ${f.movementType as string}` : sql``}`);
