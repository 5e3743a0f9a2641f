import { sql } from 'kysely';
import collectionDetails from '../../../../../reports/collectionDetails';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

/** One row per live payment of a delivered order in the period (trip_payments_created_idx). */
export default defineServerReport(collectionDetails, (f, scope) => sql`
  SELECT tp.id::int AS "paymentId", tp.created_at AS "collectedAt", o.display_id AS "orderId", a.first_name || ' ' || a.last_name AS "rider",
         r.display_id AS "dispatchRun", tp.mode1_type AS "mode1", tp.mode1_amount AS "mode1Amount", tp.mode2_type AS "mode2", tp.mode2_amount AS "mode2Amount",
         tp.mode1_amount + coalesce(tp.mode2_amount, 0) AS "total", o.settlement_id AS "settlementId"
    FROM trip_payments tp JOIN orders o ON o.id = tp.order_id JOIN agents a ON a.id = tp.agent_id
    LEFT JOIN dispatch_runs r ON r.id = tp.dispatch_run_id
   WHERE tp.voided_at IS NULL AND o.status IN (15, 21)
     AND tp.created_at >= ${f.startDate}::date AND tp.created_at < ${f.endDate}::date + 1
     ${f.riderId !== undefined ? sql`AND tp.agent_id = ${f.riderId}` : sql``}
     ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
