import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ReportRequest } from '../../../platform/reports/params';
import type { ReportScope } from '../../../platform/reports/defineServerReport';
import { countUpTo, MAX_CANDIDATES, rowsOf, valueOf, walkTuning, type Row } from './customerSalesMomRows';

/**
 * Customer sales MoM's first page in the customers' own order (customerSalesMomWalk.ts says when):
 * customers walked by name or customer ID (indexes of migration 0121), each one's windows summed
 * (one index range), until the page has its rows. `walkTuning.namesPerRow` customers a row at most
 * (a buyer in every 20th customer); a walk that finds too few proves nothing and the report's query answers.
 */

/** The customers' columns whose order the report's columns `customer` and `customerId` are (the key, display_id, breaks ties). */
const CUSTOMER_ORDER: Record<string, RawBuilder<unknown>> = { customer: sql`c.name`, customerId: sql`c.display_id` };

export const walksByCustomer = (req: ReportRequest): boolean => req.sortBy in CUSTOMER_ORDER;

/** The first `want` buyers in the order `order` of customers `c` passing `where` (on their sums `w`), or null past the walk's budget. */
async function walk(trx: Db, req: ReportRequest, scope: ReportScope, order: RawBuilder<unknown>, want: number, where: RawBuilder<unknown> = sql``): Promise<{ rows: Row[]; walked: number } | null> {
  const walked = walkTuning.namesPerRow * want;
  if (walked > MAX_CANDIDATES) return null; // a deep page: summing everyone costs less than this many probes
  return { rows: await rowsOf(trx, req, scope, sql`SELECT c.id AS customer_id FROM customers c ORDER BY ${order} LIMIT ${walked}`, want, where), walked };
}

/** Sorted by name or customer ID: the first buyers in that order (fewer are all of them when the walk saw every customer). */
export async function customerOrderWalk(trx: Db, req: ReportRequest, scope: ReportScope): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  const dir = sql.raw(req.descending ? 'DESC' : 'ASC');
  const order = req.sortBy === 'customerId' ? sql`c.display_id ${dir}` : sql`${CUSTOMER_ORDER[req.sortBy]} ${dir}, c.display_id ${dir}`;
  const found = await walk(trx, req, scope, order, need);
  if (!found) return null;
  if (found.rows.length < need && await countUpTo(trx, sql`SELECT id FROM customers`, found.walked + 1) > found.walked) return null;
  return found.rows.slice(req.skip);
}

/** Any other sort: the first `want` buyers whose sorted value is 0, in the key's order (all tie on the value), or null if the walk finds fewer. */
export async function zeroScoreWalk(trx: Db, req: ReportRequest, scope: ReportScope, want: number): Promise<Row[] | null> {
  const found = await walk(trx, req, scope, sql`c.display_id ${sql.raw(req.descending ? 'DESC' : 'ASC')}`, want, sql`AND ${valueOf(req.sortBy)} = 0`);
  return found && found.rows.length === want ? found.rows : null;
}
