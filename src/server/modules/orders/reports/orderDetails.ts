import { sql, type RawBuilder } from 'kysely';
import orderDetails from '../../../../../reports/orderDetails';
import { defineServerReport, type ReportFilters, type ReportQuery, type ReportScope } from '../../../platform/reports/defineServerReport';
import { rollupTotals } from '../../../platform/reports/rollupTotals';
import { orderStatusLabelSql } from '../../../platform/reports/orderStatusLabel';
import { atLocations } from '../../../platform/reports/location';

// The status's screen name, in SQL so the table can sort by it.
const STATUS_LABEL = orderStatusLabelSql('o.status');

const agentName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

/** Orders received in the asked days, [startDate, endDate + 1) in the database's time zone. */
const receivedInDays = (f: ReportFilters) => sql`o.created_at >= ${f.startDate}::date AND o.created_at < ${f.endDate}::date + 1`;

/**
 * The report's SELECT with the newest live quotation and the live invoice joined as `q` and `i`,
 * of the orders `received` chooses (by default the asked days).
 */
const orderDetailsQuery = (quotationAndInvoice: RawBuilder<unknown>, received = receivedInDays): ReportQuery => (f, scope) => sql`
  SELECT o.display_id AS "orderId", o.created_at AS "receivedAt", ${STATUS_LABEL} AS "status",
         c.name AS "customer", c.contact_number AS "contactNumber", l.name AS "location", ci.name AS "deliveryCity",
         o.source AS "source", ${agentName('a')} AS "agent",
         coalesce(o.quoted_at, q.submitted_at) AS "quotedAt", q.net_total AS "quotationTotal",
         i.invoice_no AS "invoiceNo", i.posted_at AS "invoicedAt", i.net_total AS "invoiceTotal",
         o.payment_method AS "paymentMethod", d.display_id AS "dispatchRun", ${agentName('ra')} AS "rider", d.started_at AS "dispatchedAt",
         o.delivery_date AS "deliveryDate", o.delivered_at AS "deliveredAt", o.cancellation_reason AS "cancellationReason"
    FROM orders o
    LEFT JOIN customers c ON c.id = o.customer_id
    LEFT JOIN pharmacy_locations l ON l.id = o.location_id
    LEFT JOIN cities ci ON ci.id = o.delivery_city_id
    LEFT JOIN agents a ON a.id = o.assigned_agent_id
    ${quotationAndInvoice}
    LEFT JOIN dispatch_runs d ON d.id = o.dispatch_run_id
    LEFT JOIN agents ra ON ra.id = d.agent_id
   WHERE ${received(f)} ${atLocations('o.location_id', f, scope)}
     ${f.status !== undefined ? sql`AND o.status = ${f.status}` : sql``}`;

/**
 * Order details (order-flow-details-list-report): one row per order received in the period, with
 * the milestones of its flow. The order's live invoice is unique (invoices_live_order_key); its
 * quotation is the newest one not cancelled. Orders are chosen by received date on
 * orders_created_idx (or orders_location_created_idx / orders_status_created_idx of 0013).
 * customer_id and location_id are NOT NULL foreign keys, so their LEFT JOINs give the same rows as
 * inner ones, and the planner drops them from the count and totals (which read none of their columns).
 * The live invoice is read per order on invoices_live_order_key (LATERAL, at most one by that key)
 * rather than hash-joined: the planner otherwise scans every invoice for a month's orders.
 */
const PER_ORDER = sql`
    LEFT JOIN LATERAL (SELECT qq.net_total, qq.submitted_at FROM quotations qq WHERE qq.order_id = o.id AND qq.status <> 2 ORDER BY qq.id DESC LIMIT 1) q ON true
    LEFT JOIN LATERAL (SELECT ii.invoice_no, ii.posted_at, ii.net_total FROM invoices ii WHERE ii.order_id = o.id AND ii.status <> 'cancelled' LIMIT 1) i ON true`;

/**
 * The count and totals: the whole UTC days of the range from order_details_daily (migration 0103:
 * orders, newest live quotation and live invoice totals per UTC day received × location × status,
 * kept by trigger), the edges of the range outside them (none when the database runs in UTC) from
 * the report's own query over those spans. A two-year range sums some thousands of rollup rows.
 */
const totals = (f: ReportFilters, scope: ReportScope) => rollupTotals(f, {
  sums: { __count: { of: 'orders', bigint: true }, orderId: { of: 'orders', bigint: true }, quotationTotal: { of: 'quotation_total' }, invoiceTotal: { of: 'invoice_total' } },
  rollup: (firstDay, lastDay) => sql`SELECT d.orders, d.quotation_total, d.invoice_total FROM order_details_daily d
     WHERE d.day >= ${firstDay} AND d.day < ${lastDay} ${atLocations('d.location_id', f, scope)}
       ${f.status !== undefined ? sql`AND d.status = ${f.status}` : sql``}`,
  edge: (from, until) => sql`SELECT 1::bigint AS orders, r."quotationTotal" AS quotation_total, r."invoiceTotal" AS invoice_total
    FROM (${orderDetailsQuery(PER_ORDER, () => sql`o.created_at >= ${from} AND o.created_at < ${until}`)(f, scope)}) r`,
});

export default defineServerReport(orderDetails, orderDetailsQuery(PER_ORDER), {
  totals,
  // A download may read most orders: plain joins let the planner hash-join quotations and invoices
  // for a long range (each read once) or probe them per order for a short one, where the LATERALs
  // fix a probe per order. The newest live quotation is the one no newer live one follows (an
  // anti-join); the live invoice is unique per order (invoices_live_order_key).
  download: orderDetailsQuery(sql`
    LEFT JOIN (SELECT qq.order_id, qq.net_total, qq.submitted_at FROM quotations qq WHERE qq.status <> 2
                AND NOT EXISTS (SELECT 1 FROM quotations qn WHERE qn.order_id = qq.order_id AND qn.status <> 2 AND qn.id > qq.id)) q ON q.order_id = o.id
    LEFT JOIN invoices i ON i.order_id = o.id AND i.status <> 'cancelled'`),
});
