import { sql } from 'kysely';
import report from '../../../../../reports/inventoryNonMoving';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { productWhere } from './common';

/** Products holding stock with no invoice out in the period (one probe of stock_movements_product_idx each). */
export default defineServerReport(report, (f) => sql`
  SELECT p.display_id AS "productCode", p.product_name AS "productName", p.product_category AS "productCategory",
         st.on_hand AS "onHand", st.value AS "costValue",
         (SELECT max(m.created_at) FROM stock_movements m WHERE m.product_id = p.id AND m.movement_type = 'invoice_out') AS "lastSoldAt",
         (SELECT max(m.created_at) FROM stock_movements m WHERE m.product_id = p.id AND m.movement_type = 'grn_in') AS "lastReceivedAt"
    FROM products p
    JOIN LATERAL (SELECT sum(b.quantity)::int AS on_hand, sum(b.quantity * b.purchase_price) AS value
                    FROM product_batches b WHERE b.product_id = p.id) st ON true
   WHERE st.on_hand > 0 AND ${productWhere({ productCategory: f.productCategory })}
     AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id AND m.movement_type = 'invoice_out'
                       AND m.created_at >= ${f.startDate as string}::date AND m.created_at < ${f.endDate as string}::date + 1)`);
