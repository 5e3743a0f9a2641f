import { sql } from 'kysely';
import report from '../../../../../reports/itemWiseReservations';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { productWhere } from './common';

/** Active reservations summed per product (reservations_active_product_idx), with what is left free. */
export default defineServerReport(report, (f, scope) => sql`
  SELECT p.display_id AS "productCode", p.product_name AS "productName", r.reserved AS "reservedQuantity", r.orders AS "orders",
         st.on_hand AS "onHand", st.available AS "available", r.oldest AS "oldestReservation"
    FROM (SELECT r.product_id, sum(r.quantity)::int AS reserved, count(DISTINCT r.order_id)::int AS orders, min(r.created_at) AS oldest
            FROM reservations r JOIN orders o ON o.id = r.order_id
           WHERE r.status = 'active' ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}
           GROUP BY r.product_id) r
    JOIN products p ON p.id = r.product_id
    JOIN LATERAL (SELECT sum(b.quantity)::int AS on_hand, sum(b.quantity - b.reserved_quantity)::int AS available
                    FROM product_batches b WHERE b.product_id = p.id) st ON true
   WHERE ${productWhere(f)}`);
