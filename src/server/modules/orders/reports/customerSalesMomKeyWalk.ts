import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ReportRequest } from '../../../platform/reports/params';
import type { ReportScope } from '../../../platform/reports/defineServerReport';
import { countUpTo, MAX_CANDIDATES, rowsOf, walkTuning, type Row } from './customerSalesMomRows';

/**
 * Customer sales MoM's first page in the customers' own order (customerSalesMomWalk.ts says when):
 * customers walked by name or customer ID (indexes of migration 0121), each one's windows summed
 * (one index range), until the page has its rows. `walkTuning.namesPerRow` × need customers at most
 * (a buyer in every 20th customer); a walk that finds too few proves nothing and the report's query answers.
 *
 *  - Sorted by name or customer ID: the page is the first buyers in that order (fewer are exact
 *    when the walk saw every customer).
 *  - `scoringZero`, any other sort, when no customer can score above 0 (the bound's window holds
 *    no invoice): the page is the first buyers whose sorted value is 0, in the key's order.
 */

/** The customers' columns whose order the report's columns `customer` and `customerId` are (the key, display_id, breaks ties). */
const CUSTOMER_ORDER: Record<string, RawBuilder<unknown>> = { customer: sql`c.name`, customerId: sql`c.display_id` };

/** Each sorted column over a customer's window sums `w`. */
const VALUE: Record<string, RawBuilder<unknown>> = {
  currentSales: sql`w.cur_sales`, previousSales: sql`w.prev_sales`, currentOrders: sql`w.cur_orders`, previousOrders: sql`w.prev_orders`,
  change: sql`(w.cur_sales - w.prev_sales)`,
};

export const walksByCustomer = (req: ReportRequest): boolean => req.sortBy in CUSTOMER_ORDER;

export async function customerOrderWalk(trx: Db, req: ReportRequest, scope: ReportScope, opts: { scoringZero?: boolean } = {}): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  const walk = walkTuning.namesPerRow * need;
  if (walk > MAX_CANDIDATES) return null; // a deep page: summing everyone costs less than this many probes
  const dir = sql.raw(req.descending ? 'DESC' : 'ASC');
  const value = VALUE[req.sortBy];
  if (opts.scoringZero ? !value : !walksByCustomer(req)) return null;
  const order = opts.scoringZero || req.sortBy === 'customerId' ? sql`c.display_id ${dir}` : sql`${CUSTOMER_ORDER[req.sortBy]} ${dir}, c.display_id ${dir}`;
  const found = await rowsOf(trx, req, scope, sql`SELECT c.id AS customer_id FROM customers c ORDER BY ${order} LIMIT ${walk}`, need,
    opts.scoringZero ? sql`AND ${value} = 0` : sql``);
  if (found.length === need) return found.slice(req.skip);
  // Fewer: in the customers' order, exact if the walk saw every customer; scoring 0, the page goes on past them.
  if (opts.scoringZero || await countUpTo(trx, sql`SELECT id FROM customers`, walk + 1) > walk) return null;
  return found.slice(req.skip);
}
