import { sql, type RawBuilder } from 'kysely';
import customerSalesMom from '../../../../../reports/customerSalesMom';
import { defineServerReport, type ReportFilters, type ReportScope } from '../../../platform/reports/defineServerReport';

type Window = (f: ReportFilters) => { from: RawBuilder<unknown>; until: RawBuilder<unknown> };
/** The period, [startDate, endDate + 1). */
const CURRENT: Window = (f) => ({ from: sql`${f.startDate}::date`, until: sql`${f.endDate}::date + 1` });
/** The same dates a month before, [startDate - 1 month, endDate + 1 - 1 month). */
const BEFORE: Window = (f) => ({ from: sql`(${f.startDate}::date - interval '1 month')::date`, until: sql`((${f.endDate}::date + 1) - interval '1 month')::date` });

/** The rollup rows of one window (invoices still posted, in the caller's and the asked location). */
function rows(f: ReportFilters, scope: ReportScope, window: Window) {
  const { from, until } = window(f);
  return sql`SELECT d.customer_id, d.invoices, d.net_total FROM customer_sales_daily d
     WHERE d.day >= ${from} AND d.day < ${until} AND d.invoices > 0
       ${scope.locationId !== null ? sql`AND d.location_id = ${scope.locationId}` : sql``}
       ${f.location !== undefined ? sql`AND d.location_id = ${f.location}` : sql``}`;
}

/** One window summed per customer: each window apart (half the aggregate work of one pass over both). */
const perCustomer = (f: ReportFilters, scope: ReportScope, window: Window) =>
  sql`SELECT w.customer_id, sum(w.invoices)::bigint AS orders, sum(w.net_total) AS sales FROM (${rows(f, scope, window)}) w GROUP BY w.customer_id`;

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
    FROM (SELECT w.customer_id, w.invoices AS cur_orders, w.net_total AS cur_sales, 0 AS prev_orders, 0 AS prev_sales FROM (${rows(f, scope, CURRENT)}) w
          UNION ALL
          SELECT w.customer_id, 0, 0, w.invoices, w.net_total FROM (${rows(f, scope, BEFORE)}) w) w`;
}

/**
 * Customer-wise sales month on month (customer-wise-sales-mom-comparison-report). Sales are the
 * net totals of posted invoices by UTC posting day. The period is [startDate, endDate]; the month
 * before is the same dates one month earlier, [startDate - 1 month, endDate + 1 day - 1 month),
 * so a whole month compares with the whole month before (1–30 Nov with 1–31 Oct); the two may
 * overlap (a period over a month long) and an invoice then counts in both, as each window alone
 * says. Both windows are ranges of customer_sales_daily (migration 0094: posted invoices per day ×
 * customer × location, kept by trigger), so neither reads an invoice nor probes its order; a
 * customer shows when either window has a sale (rollup rows whose invoices were all cancelled
 * hold 0 and are skipped). The customer ID is built from the id exactly as customers.display_id
 * is generated, and name and contact are looked up per output row, so sorting and totals never
 * join the customers table. The count and totals are sums over the same rollup rows.
 */
export default defineServerReport(customerSalesMom, (f, scope) => sql`
  SELECT 'HNCX' || lpad(s.customer_id::text, greatest(6, length(s.customer_id::text)), '0') AS "customerId",
         (SELECT c.name FROM customers c WHERE c.id = s.customer_id) AS "customer",
         (SELECT c.contact_number FROM customers c WHERE c.id = s.customer_id) AS "contactNumber",
         s.prev_orders AS "previousOrders", s.prev_sales AS "previousSales", s.cur_orders AS "currentOrders", s.cur_sales AS "currentSales",
         s.cur_sales - s.prev_sales AS "change",
         CASE WHEN s.prev_sales > 0 THEN round((s.cur_sales - s.prev_sales) * 100 / s.prev_sales, 1) END AS "changePercent"
    FROM (SELECT coalesce(c.customer_id, p.customer_id) AS customer_id,
                 coalesce(c.orders, 0) AS cur_orders, coalesce(c.sales, 0) AS cur_sales,
                 coalesce(p.orders, 0) AS prev_orders, coalesce(p.sales, 0) AS prev_sales
            FROM (${perCustomer(f, scope, CURRENT)}) c FULL JOIN (${perCustomer(f, scope, BEFORE)}) p ON p.customer_id = c.customer_id) s`, { totals });
