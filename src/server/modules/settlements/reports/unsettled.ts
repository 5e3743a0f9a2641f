import { sql } from 'kysely';
import unsettled from '../../../../../reports/unsettled';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

/**
 * Delivered orders whose live payment is not settled: the few such orders (a few hundred of 1M)
 * read whole from orders_unsettled_delivered_idx (migration 0095) in a MATERIALIZED CTE, then each
 * one's live payment on trip_payments_live_order_key (the OFFSET 0 keeps the LATERAL per order).
 * The CTE fences the planner off a plan it likes otherwise: it multiplies the shares of unsettled
 * and of delivered orders as if independent (~150,000 rows, not ~500) and then walks every
 * delivered order in delivery order looking for unsettled ones (1.3 s to the first page).
 */
export default defineServerReport(unsettled, (f, scope) => sql`
  WITH u AS MATERIALIZED (
    SELECT o.id, o.display_id, o.delivered_at FROM orders o
     WHERE o.settlement_id IS NULL AND o.status IN (15, 21)
       ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``})
  SELECT tp.id::int AS "paymentId", u.display_id AS "orderId", a.first_name || ' ' || a.last_name AS "rider", r.display_id AS "dispatchRun",
         u.delivered_at AS "deliveredAt", tp.mode1_amount + coalesce(tp.mode2_amount, 0) AS "total"
    FROM u
    CROSS JOIN LATERAL (SELECT p.id, p.agent_id, p.dispatch_run_id, p.mode1_amount, p.mode2_amount
                          FROM trip_payments p WHERE p.order_id = u.id AND p.voided_at IS NULL OFFSET 0) tp
    JOIN agents a ON a.id = tp.agent_id
    LEFT JOIN dispatch_runs r ON r.id = tp.dispatch_run_id
   WHERE true
     ${f.riderId !== undefined ? sql`AND tp.agent_id = ${f.riderId}` : sql``}`, { onePass: true });
