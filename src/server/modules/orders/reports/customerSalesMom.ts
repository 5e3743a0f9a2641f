import { sql } from 'kysely';
import customerSalesMom from '../../../../../reports/customerSalesMom';
import { defineServerReport, type ReportFilters, type ReportScope } from '../../../platform/reports/defineServerReport';
import { BEFORE, CURRENT, reportColumns, windowRows } from './customerSalesMomSql';
import { boundedRows, cappedTotals } from './customerSalesMomWalk';

type Window = typeof CURRENT;

/** One window summed per customer: each window apart (half the aggregate work of one pass over both). */
const perCustomer = (f: ReportFilters, scope: ReportScope, window: Window) =>
  sql`SELECT w.customer_id, sum(w.invoices)::bigint AS orders, sum(w.net_total) AS sales FROM (${windowRows(f, scope, window)}) w GROUP BY w.customer_id`;

/**
 * The count and totals straight from the rollup rows (the sums per customer add up to the sums
 * over the rows, and the customers are the distinct ones): no per-customer rows to build.
 */
function totals(f: ReportFilters, scope: ReportScope) {
  return sql`
  SELECT count(DISTINCT w.customer_id) AS "__count", count(DISTINCT w.customer_id) AS "customerId",
         coalesce(sum(w.prev_orders), 0)::bigint AS "previousOrders", coalesce(sum(w.prev_sales), 0) AS "previousSales",
         coalesce(sum(w.cur_orders), 0)::bigint AS "currentOrders", coalesce(sum(w.cur_sales), 0) AS "currentSales",
         coalesce(sum(w.cur_sales), 0) - coalesce(sum(w.prev_sales), 0) AS "change"
    FROM (SELECT w.customer_id, w.invoices AS cur_orders, w.net_total AS cur_sales, 0 AS prev_orders, 0 AS prev_sales FROM (${windowRows(f, scope, CURRENT)}) w
          UNION ALL
          SELECT w.customer_id, 0, 0, w.invoices, w.net_total FROM (${windowRows(f, scope, BEFORE)}) w) w`;
}

/**
 * Customer-wise sales month on month (customer-wise-sales-mom-comparison-report). Sales are the
 * net totals of posted invoices by UTC posting day. The period is [startDate, endDate]; the month
 * before is the same dates one month earlier, [startDate - 1 month, endDate + 1 day - 1 month),
 * so a whole month compares with the whole month before (1–30 Nov with 1–31 Oct); the two may
 * overlap (a period over a month long) and an invoice then counts in both, as each window alone
 * says. Both windows are ranges of customer_sales_daily (migration 0094), so neither reads an
 * invoice nor probes its order; a customer shows when either window has a sale (rollup rows whose
 * invoices were all cancelled hold 0 and are skipped).
 *
 * The query sums every customer of both windows. Over a long period (230,000 customers in two
 * years at 1M orders) the first page comes by a shorter way where one proves it
 * (customerSalesMomWalk.ts): the page's rows by a walk of customers in lifetime-sales order that
 * stops at a bound, and the count capped at a thousand with the totals from the daily invoice rollup.
 */
export default defineServerReport(customerSalesMom, (f, scope) => reportColumns(sql`
  SELECT coalesce(c.customer_id, p.customer_id) AS customer_id,
         coalesce(c.orders, 0) AS cur_orders, coalesce(c.sales, 0) AS cur_sales,
         coalesce(p.orders, 0) AS prev_orders, coalesce(p.sales, 0) AS prev_sales
    FROM (${perCustomer(f, scope, CURRENT)}) c FULL JOIN (${perCustomer(f, scope, BEFORE)}) p ON p.customer_id = c.customer_id`),
{ totals, boundedRows, cappedTotals });
