import { sql, type RawBuilder } from 'kysely';
import type { ReportFilters, ReportScope } from '../../../platform/reports/defineServerReport';
import { atLocations } from '../../../platform/reports/location';

/**
 * The SQL pieces of customer-wise sales month on month (customerSalesMom.ts): its two windows, the
 * rollup rows of a window, the report's columns over per-customer sums, and the window sums of one
 * customer. Sales are the net totals of posted invoices by UTC posting day (customer_sales_daily,
 * migration 0094).
 */

type Window = (f: ReportFilters) => { from: RawBuilder<unknown>; until: RawBuilder<unknown> };
/** The period, [startDate, endDate + 1). */
export const CURRENT: Window = (f) => ({ from: sql`${f.startDate}::date`, until: sql`${f.endDate}::date + 1` });
/** The same dates a month before, [startDate - 1 month, endDate + 1 - 1 month). */
export const BEFORE: Window = (f) => ({ from: sql`(${f.startDate}::date - interval '1 month')::date`, until: sql`((${f.endDate}::date + 1) - interval '1 month')::date` });

/** The days of the period not in the month before (where the two overlap, the change is made of these and…). */
export const CURRENT_ONLY: Window = (f) => ({ from: sql`greatest(${CURRENT(f).from}, ${BEFORE(f).until})`, until: CURRENT(f).until });
/** …the days of the month before not in the period. */
export const BEFORE_ONLY: Window = (f) => ({ from: BEFORE(f).from, until: sql`least(${BEFORE(f).until}, ${CURRENT(f).from})` });

/** `d.day` in the window. */
export const inWindow = (f: ReportFilters, window: Window) => {
  const { from, until } = window(f);
  return sql`d.day >= ${from} AND d.day < ${until}`;
};

/** The caller's and the asked location, on rollup rows `d`. */
export const atLocation = (f: ReportFilters, scope: ReportScope) => atLocations('d.location_id', f, scope);

/** The rollup rows of one window (invoices still posted, in the caller's and the asked location). */
export const windowRows = (f: ReportFilters, scope: ReportScope, window: Window) =>
  sql`SELECT d.customer_id, d.invoices, d.net_total FROM customer_sales_daily d WHERE ${inWindow(f, window)} AND d.invoices > 0 ${atLocation(f, scope)}`;

/**
 * Both windows' sums of the one customer `customerId` (an SQL expression), as cur_orders,
 * cur_sales, prev_orders, prev_sales: one range of customer_sales_daily_by_customer (0119).
 */
export const customerWindows = (f: ReportFilters, scope: ReportScope, customerId: RawBuilder<unknown>) => sql`
  SELECT coalesce(sum(d.invoices) FILTER (WHERE ${inWindow(f, CURRENT)}), 0)::bigint AS cur_orders,
         coalesce(sum(d.net_total) FILTER (WHERE ${inWindow(f, CURRENT)}), 0) AS cur_sales,
         coalesce(sum(d.invoices) FILTER (WHERE ${inWindow(f, BEFORE)}), 0)::bigint AS prev_orders,
         coalesce(sum(d.net_total) FILTER (WHERE ${inWindow(f, BEFORE)}), 0) AS prev_sales
    FROM customer_sales_daily d
   WHERE d.customer_id = ${customerId} AND d.invoices > 0 AND ((${inWindow(f, CURRENT)}) OR (${inWindow(f, BEFORE)})) ${atLocation(f, scope)}`;

/**
 * The report's columns over `sums` (customer_id, cur_orders, cur_sales, prev_orders, prev_sales;
 * customers with a sale in either window). The customer ID is built from the id exactly as
 * customers.display_id is generated, and name and contact are looked up per output row, so sorting
 * and totals never join the customers table.
 */
export const reportColumns = (sums: RawBuilder<unknown>) => sql`
  SELECT 'HNCX' || lpad(s.customer_id::text, greatest(6, length(s.customer_id::text)), '0') AS "customerId",
         (SELECT c.name FROM customers c WHERE c.id = s.customer_id) AS "customer",
         (SELECT c.contact_number FROM customers c WHERE c.id = s.customer_id) AS "contactNumber",
         s.prev_orders AS "previousOrders", s.prev_sales AS "previousSales", s.cur_orders AS "currentOrders", s.cur_sales AS "currentSales",
         s.cur_sales - s.prev_sales AS "change",
         CASE WHEN s.prev_sales > 0 THEN round((s.cur_sales - s.prev_sales) * 100 / s.prev_sales, 1) END AS "changePercent"
    FROM (${sums}) s`;

/**
 * Both windows' invoices and sales over every customer, from dashboard_invoice_daily (0080: posted
 * invoices per UTC posting day × location, the same invoices customer_sales_daily splits by customer).
 */
export const windowTotals = (f: ReportFilters, scope: ReportScope) => sql`
  SELECT coalesce(sum(d.invoices) FILTER (WHERE ${inWindow(f, BEFORE)}), 0)::bigint AS "previousOrders",
         coalesce(sum(d.net_total) FILTER (WHERE ${inWindow(f, BEFORE)}), 0) AS "previousSales",
         coalesce(sum(d.invoices) FILTER (WHERE ${inWindow(f, CURRENT)}), 0)::bigint AS "currentOrders",
         coalesce(sum(d.net_total) FILTER (WHERE ${inWindow(f, CURRENT)}), 0) AS "currentSales",
         coalesce(sum(d.net_total) FILTER (WHERE ${inWindow(f, CURRENT)}), 0) - coalesce(sum(d.net_total) FILTER (WHERE ${inWindow(f, BEFORE)}), 0) AS "change"
    FROM dashboard_invoice_daily d
   WHERE ((${inWindow(f, CURRENT)}) OR (${inWindow(f, BEFORE)})) ${atLocation(f, scope)}`;
