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
  const dir = sql.raw(req.descending ? 'DESC' : 'ASC');
  const by = sql.ref(`r.${req.sortBy}`);
  const tie = req.sortBy === report.key ? sql`` : sql`, ${sql.ref(`r.${report.key}`)} ${dir}`;
  return sql<Record<string, unknown>>`SELECT * FROM (${query(req.filters, scope)}) r ORDER BY ${by} ${dir}${tie}`;
}

/** count(*) and the declared totals over the whole filtered set, in one pass. */
export function totalsQuery(report: ReportDeclaration, query: ReportQuery, req: ReportRequest, scope: ReportScope): RawBuilder<Record<string, unknown>> {
  const parts = report.columns.filter((c) => c.total).map((c) => {
    const col = sql.ref(`r.${c.name}`);
    return c.total === 'sum' ? sql`, coalesce(sum(${col}), 0) AS ${sql.ref(c.name)}` : sql`, count(${col})::bigint AS ${sql.ref(c.name)}`;
  });
  return sql<Record<string, unknown>>`SELECT count(*)::bigint AS "__count"${sql.join(parts, sql``)} FROM (${query(req.filters, scope)}) r`;
}
