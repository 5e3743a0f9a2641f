import { sql } from 'kysely';
import collectionDetails from '../../../../../reports/collectionDetails';
import { defineServerReport, type ReportFilters, type ReportScope } from '../../../platform/reports/defineServerReport';
import { collectedDaily, IS_COLLECTED } from '../collected';

/** Payments collected in [startDate, endDate] as UTC days (the days of collection_rider_daily). */
const collectedIn = (f: ReportFilters) =>
  sql`tp.created_at >= (${f.startDate}::date)::timestamp AT TIME ZONE 'UTC' AND tp.created_at < (${f.endDate}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/**
 * One row per collected payment (settlements/collected.ts) in the period: the page walks
 * trip_payments_created_idx from its end; the count and totals are sums of collection_rider_daily
 * (migration 0091: the same payments per UTC day × rider × location, kept by trigger), so they
 * cost a few hundred rollup rows a month instead of a join of every payment with its order.
 */
export default defineServerReport(collectionDetails, (f, scope) => sql`
  SELECT tp.id::int AS "paymentId", tp.created_at AS "collectedAt", o.display_id AS "orderId", a.first_name || ' ' || a.last_name AS "rider",
         r.display_id AS "dispatchRun", tp.mode1_type AS "mode1", tp.mode1_amount AS "mode1Amount", tp.mode2_type AS "mode2", tp.mode2_amount AS "mode2Amount",
         tp.mode1_amount + coalesce(tp.mode2_amount, 0) AS "total", o.settlement_id AS "settlementId"
    FROM trip_payments tp JOIN orders o ON o.id = tp.order_id JOIN agents a ON a.id = tp.agent_id
    LEFT JOIN dispatch_runs r ON r.id = tp.dispatch_run_id
   WHERE ${IS_COLLECTED} AND ${collectedIn(f)}
     ${f.riderId !== undefined ? sql`AND tp.agent_id = ${f.riderId}` : sql``}
     ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`, { totals: rollupTotals });

function rollupTotals(f: ReportFilters, scope: ReportScope) {
  return sql`
  SELECT coalesce(sum(d.payments), 0)::bigint AS "__count", coalesce(sum(d.payments), 0)::bigint AS "paymentId",
         coalesce(sum(d.mode1_amount), 0) AS "mode1Amount", coalesce(sum(d.mode2_amount), 0) AS "mode2Amount",
         coalesce(sum(d.mode1_amount + d.mode2_amount), 0) AS "total"
    FROM (${collectedDaily({ startDate: f.startDate as string, endDate: f.endDate as string, agentId: f.riderId as number | undefined, locationId: scope.locationId })}) d`;
}
