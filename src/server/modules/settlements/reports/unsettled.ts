import { sql } from 'kysely';
import unsettled from '../../../../../reports/unsettled';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

/**
 * Delivered orders whose live payment is not settled: the few such orders on
 * orders_unsettled_delivered_idx (migration 0095), then each one's live payment on
 * trip_payments_live_order_key (the OFFSET 0 keeps the LATERAL per order; flattened, the planner
 * misjudges how many orders are unsettled and hash-joins every payment).
 */
export default defineServerReport(unsettled, (f, scope) => sql`
  SELECT tp.id::int AS "paymentId", o.display_id AS "orderId", a.first_name || ' ' || a.last_name AS "rider", r.display_id AS "dispatchRun",
         o.delivered_at AS "deliveredAt", tp.mode1_amount + coalesce(tp.mode2_amount, 0) AS "total"
    FROM orders o
    CROSS JOIN LATERAL (SELECT p.id, p.agent_id, p.dispatch_run_id, p.mode1_amount, p.mode2_amount
                          FROM trip_payments p WHERE p.order_id = o.id AND p.voided_at IS NULL OFFSET 0) tp
    JOIN agents a ON a.id = tp.agent_id
    LEFT JOIN dispatch_runs r ON r.id = tp.dispatch_run_id
   WHERE o.settlement_id IS NULL AND o.status IN (15, 21)
     ${f.riderId !== undefined ? sql`AND tp.agent_id = ${f.riderId}` : sql``}
     ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
