import { sql } from 'kysely';
import collection from '../../../../../reports/collection';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

const modeSum = (mode: string) => sql`sum(CASE WHEN tp.mode1_type = ${mode} THEN tp.mode1_amount ELSE 0 END + CASE WHEN tp.mode2_type = ${mode} THEN tp.mode2_amount ELSE 0 END)`;

/** Collection per day and rider (trip_payments_created_idx). */
export default defineServerReport(collection, (f, scope) => sql`
  SELECT to_char(tp.created_at::date, 'YYYY-MM-DD') || '-' || tp.agent_id AS "key", tp.created_at::date AS "day",
         a.first_name || ' ' || a.last_name AS "rider", count(*)::int AS "orders",
         ${modeSum('cash')} AS "cash", ${modeSum('card')} AS "card", ${modeSum('online')} AS "online",
         sum(tp.mode1_amount + coalesce(tp.mode2_amount, 0)) AS "collected",
         sum(CASE WHEN o.settlement_id IS NULL THEN tp.mode1_amount + coalesce(tp.mode2_amount, 0) ELSE 0 END) AS "unsettled"
    FROM trip_payments tp JOIN orders o ON o.id = tp.order_id JOIN agents a ON a.id = tp.agent_id
   WHERE tp.voided_at IS NULL AND o.status IN (15, 21)
     AND tp.created_at >= ${f.startDate}::date AND tp.created_at < ${f.endDate}::date + 1
     ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}
   GROUP BY tp.created_at::date, tp.agent_id, a.first_name, a.last_name`);
