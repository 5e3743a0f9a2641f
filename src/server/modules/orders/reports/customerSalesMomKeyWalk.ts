import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ReportRequest } from '../../../platform/reports/params';
import type { ReportScope } from '../../../platform/reports/defineServerReport';
import { countUpTo, rowsOf, valueOf, walkTuning, type Row } from './customerSalesMomRows';

/**
 * Customer sales MoM's first page in the customers' own order (customerSalesMomWalk.ts says when):
 * customers walked by name or customer ID (indexes of migration 0121), each one's windows summed
 * (one index range), until the page has its rows. `walkTuning.namesPerRow` customers a row at most
 * (a buyer in every 20th customer); a walk that finds too few proves nothing and the report's query answers.
 */

/** The report's columns that are the customers' own order: name and customer ID (display_id, the key). */
export const walksByCustomer = (req: ReportRequest): boolean => req.sortBy === 'customer' || req.sortBy === 'customerId';

/**
 * The first `want` buyers in the order `order` (of customers `c`) passing `where` (on their sums
 * `w`), or null past the walk's budget. Only customers who ever bought are walked (customer_sales_lifetime):
 * the others, passed over by index, may be most of a stretch (a seed's newest customers, say).
 */
async function walk(trx: Db, req: ReportRequest, scope: ReportScope, order: { columns: RawBuilder<unknown>; by: RawBuilder<unknown> }, want: number, where: RawBuilder<unknown> = sql``): Promise<{ rows: Row[]; walked: number } | null> {
  const walked = walkTuning.namesPerRow * want;
  if (walked > walkTuning.maxCandidates) return null; // a deep page: summing everyone costs less than this many probes
  const buyers = sql`SELECT c.id AS customer_id FROM (SELECT c.id, ${order.columns} FROM customers c ORDER BY ${order.by} LIMIT ${walked * PASSED_OVER}) c
    WHERE EXISTS (SELECT 1 FROM customer_sales_lifetime l WHERE l.customer_id = c.id AND l.invoices > 0) ORDER BY ${order.by} LIMIT ${walked}`;
  return { rows: await rowsOf(trx, req, scope, buyers, want, where), walked };
}

/** How many customers who never bought the walk passes over, at most, for each it sums. */
const PASSED_OVER = 50;

/** The order of `c`: by display ID, or by name then display ID (the report's key breaks ties), in the asked direction. */
function orderOf(req: ReportRequest, byName: boolean) {
  const dir = sql.raw(req.descending ? 'DESC' : 'ASC');
  return byName ? { columns: sql`c.name, c.display_id`, by: sql`c.name ${dir}, c.display_id ${dir}` } : { columns: sql`c.display_id`, by: sql`c.display_id ${dir}` };
}

/** Sorted by name or customer ID: the first buyers in that order (fewer are all of them when the walk saw every customer). */
export async function customerOrderWalk(trx: Db, req: ReportRequest, scope: ReportScope): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  const found = await walk(trx, req, scope, orderOf(req, req.sortBy === 'customer'), need);
  if (!found) return null;
  if (found.rows.length < need && await countUpTo(trx, sql`SELECT id FROM customers`, found.walked + 1) > found.walked) return null;
  return found.rows.slice(req.skip);
}

/** Any other sort: the first `want` buyers whose sorted value is 0, in the key's order (all tie on the value), or null if the walk finds fewer. */
export async function zeroScoreWalk(trx: Db, req: ReportRequest, scope: ReportScope, want: number): Promise<Row[] | null> {
  const found = await walk(trx, req, scope, orderOf(req, false), want, sql`AND ${valueOf(req.sortBy)} = 0`);
  return found && found.rows.length === want ? found.rows : null;
}
