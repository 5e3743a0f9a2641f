import { sql, type RawBuilder } from 'kysely';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import type { ReportRequest } from './params';
import type { ReportQuery, ReportScope } from './defineServerReport';

/**
 * The report's own SELECT wrapped as `r`, ordered by the asked column and the declaration's key
 * (so pages never overlap). A plain subquery is pulled up by the planner: an ORDER BY on a
 * column that maps to an indexed one still walks the index.
 */
export function orderedQuery(report: ReportDeclaration, query: ReportQuery, req: ReportRequest, scope: ReportScope): RawBuilder<Record<string, unknown>> {
  return sql<Record<string, unknown>>`SELECT * FROM (${query(req.filters, scope)}) r ORDER BY ${orderBy(report, req)}`;
}

/** The asked order of the rows `r`, then the declaration's key in the same direction. */
function orderBy(report: ReportDeclaration, req: ReportRequest): RawBuilder<unknown> {
  const dir = sql.raw(req.descending ? 'DESC' : 'ASC');
  const by = sql.ref(`r.${req.sortBy}`);
  const tie = req.sortBy === report.key ? sql`` : sql`, ${sql.ref(`r.${report.key}`)} ${dir}`;
  return sql`${by} ${dir}${tie}`;
}

/** count(*) and the declared totals over the whole filtered set, in one pass. */
export function totalsQuery(report: ReportDeclaration, query: ReportQuery, req: ReportRequest, scope: ReportScope): RawBuilder<Record<string, unknown>> {
  return sql<Record<string, unknown>>`SELECT count(*)::bigint AS "__count"${totalColumns(report, '', false)} FROM (${query(req.filters, scope)}) r`;
}

/**
 * `, <aggregate> AS <prefix><name>` for each declared total of the rows `r` (sum, or count of
 * values); as a window over all of them (`OVER ()`) when the page's rows carry them.
 *
 * A count of the key is the count of rows (every row has its key: it orders the pages), so it is
 * `count(*)`: counting the column's values made PostgreSQL read it from each row, where the rows
 * alone come from an index (order cancellation over two years: 336 ms of heap reads for 110k rows
 * against 30 ms from its index at 1M orders).
 */
function totalColumns(report: ReportDeclaration, prefix: string, window: boolean): RawBuilder<unknown> {
  const over = sql.raw(window ? ' OVER ()' : '');
  return sql.join(report.columns.filter((c) => c.total).map((c) => {
    const col = sql.ref(`r.${c.name}`);
    const counted = c.name === report.key ? sql`*` : col;
    const total = c.total === 'sum' ? sql`coalesce(sum(${col})${over}, 0)` : sql`count(${counted})${over}::bigint`;
    return sql`, ${total} AS ${sql.ref(prefix + c.name)}`;
  }), sql``);
}

/** Prefix of the totals' names in `onePassQuery`'s rows (they would clash with the page's columns). */
export const TOTAL_PREFIX = '__total_';

/**
 * The page with the count and totals of the whole set on each of its rows, as window aggregates
 * over the rows computed once (no rows past the last page: ask totalsQuery then). Columns of the
 * report that neither the order nor a total uses (per-row look-ups) are still computed for the
 * page's rows only: the planner evaluates them after the sort and limit.
 */
export function onePassQuery(report: ReportDeclaration, query: ReportQuery, req: ReportRequest, scope: ReportScope): RawBuilder<Record<string, unknown>> {
  return sql<Record<string, unknown>>`SELECT r.*, count(*) OVER () AS "__count"${totalColumns(report, TOTAL_PREFIX, true)}
    FROM (${query(req.filters, scope)}) r ORDER BY ${orderBy(report, req)} LIMIT ${req.limit} OFFSET ${req.skip}`;
}
