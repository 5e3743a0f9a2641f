import { sql } from 'kysely';
import momRevenue from '../../../../../reports/momRevenue';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

/**
 * Month-on-month revenue (/quotations/mom-revenue-data): one row per calendar month from the
 * start date's month to the end date's, counting posted invoices of days inside the period
 * (partial months at the edges count their days in it). "Month before" is the previous row; for
 * the first row it is the whole calendar month before. Days are UTC days, read from the
 * dashboards' rollup dashboard_invoice_daily (0080_dashboard_rollups.sql), which a trigger keeps in
 * step with invoices: at most ~760 rows per location for two years, never the invoices themselves.
 * Invoices sit under orders; this module (orders/reports) owns the order-side reports.
 */
export default defineServerReport(momRevenue, (f, scope) => {
  const start = sql`${f.startDate}::date`;
  const end = sql`${f.endDate}::date`;
  const firstMonth = sql`date_trunc('month', ${start})::date`;
  return sql`
  SELECT m.month AS "month", m.invoices AS "invoices", m.revenue AS "revenue", m.prev AS "previousRevenue",
         m.revenue - m.prev AS "change",
         CASE WHEN m.prev > 0 THEN round((m.revenue - m.prev) * 100 / m.prev, 1) END AS "changePercent"
    FROM (SELECT g.month, coalesce(d.invoices, 0) AS invoices, coalesce(d.revenue, 0) AS revenue,
                 lag(coalesce(d.revenue, 0)) OVER (ORDER BY g.month) AS prev
            FROM (SELECT generate_series((${firstMonth} - interval '1 month')::date, date_trunc('month', ${end})::date, interval '1 month')::date AS month) g
            LEFT JOIN (SELECT date_trunc('month', r.day)::date AS month, sum(r.invoices) AS invoices, sum(r.net_total) AS revenue
                         FROM dashboard_invoice_daily r
                        WHERE r.day >= (${firstMonth} - interval '1 month')::date AND r.day <= ${end}
                          AND (r.day >= ${start} OR r.day < ${firstMonth})
                          ${scope.locationId !== null ? sql`AND r.location_id = ${scope.locationId}` : sql``}
                          ${f.location !== undefined ? sql`AND r.location_id = ${f.location}` : sql``}
                        GROUP BY 1) d ON d.month = g.month) m
   WHERE m.month >= ${firstMonth}`;
});
