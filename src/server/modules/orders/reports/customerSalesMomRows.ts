import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ReportRequest } from '../../../platform/reports/params';
import type { ReportScope } from '../../../platform/reports/defineServerReport';
import { orderedQuery } from '../../../platform/reports/sql';
import customerSalesMom from '../../../../../reports/customerSalesMom';
import { customerWindows, reportColumns } from './customerSalesMomSql';

/** What the shorter ways to customer sales MoM's first page share: their bounds and the rows of a set of customers. */

export type Row = Record<string, unknown>;

/**
 * Cost choices (every way gives the same rows); tests change them to search a test-sized dataset.
 *  - smallPeriod: periods with at most this many invoices in both windows are summed whole, cheaper than any search;
 *  - maxCandidates: the most customers a shorter way sums one by one (past that, summing everyone costs less);
 *  - namesPerRow: a walk in the customers' own order looks at this many customers for each row of the page;
 *  - lifetimeSeeds: how many customers by lifetime figure seed the threshold search, tried in turn while
 *    its threshold lets too many candidates through (the larger seed costs tens of milliseconds).
 */
export const walkTuning = { smallPeriod: 30_000, maxCandidates: 20_000, namesPerRow: 20, lifetimeSeeds: [256, 4096] };

/** Each sortable figure of the report over a customer's window sums `w` (rowsOf). */
const VALUE: Record<string, RawBuilder<unknown>> = {
  currentSales: sql`w.cur_sales`, previousSales: sql`w.prev_sales`, currentOrders: sql`w.cur_orders`, previousOrders: sql`w.prev_orders`,
  change: sql`(w.cur_sales - w.prev_sales)`,
};
export const valueOf = (sortBy: string): RawBuilder<unknown> => {
  if (!VALUE[sortBy]) throw new Error(`customer sales MoM: no figure ${sortBy}`);
  return VALUE[sortBy];
};

/**
 * The report's rows of the customers `ids` (a query of customer_id) that bought in either window
 * and pass `where` (on their sums `w`), in the asked order, the first `need`.
 */
export const rowsOf = (trx: Db, req: ReportRequest, scope: ReportScope, ids: RawBuilder<unknown>, need: number, where: RawBuilder<unknown> = sql``) =>
  sql<Row>`${orderedQuery(customerSalesMom, (f, s) => reportColumns(sql`
    SELECT l.customer_id, w.cur_orders, w.cur_sales, w.prev_orders, w.prev_sales
      FROM (${ids}) l CROSS JOIN LATERAL (${customerWindows(f, s, sql`l.customer_id`)}) w
     WHERE w.cur_orders + w.prev_orders > 0 ${where}`), req, scope)} LIMIT ${need}`.execute(trx).then((r) => r.rows);

/** How many rows `ids` has, counting up to `cap`. */
export const countUpTo = async (trx: Db, ids: RawBuilder<unknown>, cap: number) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM (${ids} LIMIT ${cap}) c`.execute(trx)).rows[0].n);
