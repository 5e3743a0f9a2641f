import { sql } from 'kysely';
import collection from '../../../../../reports/collection';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { collectedDaily } from '../collected';

/**
 * Collection per UTC day and rider: the collected payments (settlements/collected.ts — not voided,
 * whatever the order's status) from their rollup collection_rider_daily (per day × rider ×
 * location × settled, kept by trigger, migrations 0091 and 0101): a month is a few
 * hundred rollup rows and two years a few tens of thousands, whatever the number of payments.
 * A (day, rider) whose payments were all voided or moved nets to 0 payments and is left out.
 * The rows are aggregates, so the page and totals come in one pass.
 */
export default defineServerReport(collection, (f, scope) => sql`
  SELECT to_char(d.day, 'YYYY-MM-DD') || '-' || d.agent_id AS "key", d.day AS "day",
         a.first_name || ' ' || a.last_name AS "rider", sum(d.payments)::int AS "orders",
         sum(d.cash) AS "cash", sum(d.card) AS "card", sum(d.online) AS "online",
         sum(d.mode1_amount + d.mode2_amount) AS "collected",
         coalesce(sum(d.mode1_amount + d.mode2_amount) FILTER (WHERE NOT d.settled), 0) AS "unsettled"
    FROM (${collectedDaily({ startDate: f.startDate as string, endDate: f.endDate as string, locationId: scope.locationId })}) d JOIN agents a ON a.id = d.agent_id
   GROUP BY d.day, d.agent_id, a.first_name, a.last_name
  HAVING sum(d.payments) <> 0`, { onePass: true });
