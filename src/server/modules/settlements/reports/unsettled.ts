import { sql } from 'kysely';
import unsettled from '../../../../../reports/unsettled';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

/** Delivered orders whose live payment is not settled (orders_settlement_idx). */
export default defineServerReport(unsettled, (f, scope) => sql`
  SELECT tp.id::int AS "paymentId", o.display_id AS "orderId", a.first_name || ' ' || a.last_name AS "rider", r.display_id AS "dispatchRun",
         o.delivered_at AS "deliveredAt", tp.mode1_amount + coalesce(tp.mode2_amount, 0) AS "total"
    FROM orders o JOIN trip_payments tp ON tp.order_id = o.id AND tp.voided_at IS NULL JOIN agents a ON a.id = tp.agent_id
    LEFT JOIN dispatch_runs r ON r.id = tp.dispatch_run_id
   WHERE o.settlement_id IS NULL AND o.status IN (15, 21)
     ${f.riderId !== undefined ? sql`AND tp.agent_id = ${f.riderId}` : sql``}
     ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
