import { sql } from 'kysely';
import orderProcessing from '../../../../../reports/orderProcessing';
import { defineServerReport, type ReportFilters, type ReportScope } from '../../../platform/reports/defineServerReport';
import { rollupTotals } from '../../../platform/reports/rollupTotals';
import { orderStatusLabelSql } from '../../../platform/reports/orderStatusLabel';
import { atLocations } from '../../../platform/reports/location';

const STATUS_LABEL = orderStatusLabelSql('o.status');

// Whole minutes between two stamps (null while either is missing), as the order detail's processing info counts them.
const minutes = (from: string, to: string) => sql.raw(`floor(extract(epoch FROM (${to} - ${from})) / 60)::int`);

/**
 * The count: the orders received in the range, as order details counts them (the same orders,
 * whatever their status): the whole UTC days from order_details_daily (migration 0103), the edges
 * outside them (none when the database runs in UTC) from the orders. Two years at 1M orders sum
 * some thousands of rollup rows instead of counting a million orders.
 */
const totals = (f: ReportFilters, scope: ReportScope) => rollupTotals(f, {
  sums: { __count: { of: 'orders', bigint: true }, orderId: { of: 'orders', bigint: true } },
  rollup: (firstDay, lastDay) => sql`SELECT d.orders FROM order_details_daily d WHERE d.day >= ${firstDay} AND d.day < ${lastDay} ${atLocations('d.location_id', f, scope)}`,
  edge: (from, until) => sql`SELECT count(*)::bigint AS orders FROM orders o WHERE o.created_at >= ${from} AND o.created_at < ${until} ${atLocations('o.location_id', f, scope)}`,
});

/**
 * Order processing (fetch-order-processing-report): one row per order received in the period,
 * on orders_created_idx / orders_location_created_idx. Preparation start and end are the first
 * log entries into statuses 9 (preparing) and 10 (prepared); those lookups and the invoice and
 * dispatch stamps are per row and not sortable, so a page reads 25 orders' logs, not the period's.
 */
export default defineServerReport(orderProcessing, (f, scope) => sql`
  SELECT o.display_id AS "orderId", o.created_at AS "receivedAt", ${STATUS_LABEL} AS "status", l.name AS "location",
         (SELECT nullif(trim(a.first_name || ' ' || a.last_name), '') FROM agents a WHERE a.id = o.assigned_agent_id) AS "agent",
         o.assigned_at AS "assignedAt", o.quoted_at AS "quotedAt", o.confirmed_at AS "confirmedAt",
         (SELECT i.posted_at FROM invoices i WHERE i.order_id = o.id AND i.status <> 'cancelled') AS "invoicedAt",
         (SELECT min(lg.created_at) FROM order_logs lg WHERE lg.order_id = o.id AND lg.to_status = 9) AS "preparationStartedAt",
         (SELECT min(lg.created_at) FROM order_logs lg WHERE lg.order_id = o.id AND lg.to_status = 10) AS "preparedAt",
         (SELECT d.started_at FROM dispatch_runs d WHERE d.id = o.dispatch_run_id) AS "dispatchedAt",
         o.delivered_at AS "deliveredAt",
         ${minutes('o.created_at', 'o.quoted_at')} AS "quotationMinutes",
         ${minutes('o.confirmed_at', 'o.delivered_at')} AS "deliveryMinutes",
         ${minutes('o.created_at', 'coalesce(o.closed_at, o.delivered_at)')} AS "cycleMinutes"
    FROM orders o
    LEFT JOIN pharmacy_locations l ON l.id = o.location_id
   WHERE o.created_at >= ${f.startDate}::date AND o.created_at < ${f.endDate}::date + 1 ${atLocations('o.location_id', f, scope)}`, { totals });
