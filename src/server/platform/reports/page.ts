import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import type { ReportRequest } from './params';
import type { ReportQuery, ReportScope, ServerReportOptions } from './defineServerReport';
import { onePassQuery, orderedQuery, TOTAL_PREFIX, totalsQuery } from './sql';
import { jsonValue } from './values';

export interface ReportPage {
  items: Array<Record<string, unknown>>;
  count: number;
  /** The count stopped at a bound: more rows match (ReportShortcuts.cappedTotals). */
  countCapped?: boolean;
  totals: Record<string, number>;
}

type Row = Record<string, unknown>;

/**
 * One page of the report, the number of rows of the whole filtered set and its totals.
 * The queries run in one read-only transaction with JIT off: the count and totals over a large
 * filtered set cost past jit_above_cost, and compiling them took longer (100-300 ms at 1M orders)
 * than running them; the page itself is a short index walk. How the count and totals are found
 * follows the report's options (ServerReportOptions): its shorter ways where they prove an answer
 * (a bounded walk, a capped count), its own totals query (a rollup), one pass with the page, or by
 * default the report's query wrapped in count and sums.
 */
export async function reportPage(db: Db, report: ReportDeclaration, query: ReportQuery, req: ReportRequest, scope: ReportScope, options: ServerReportOptions = {}): Promise<ReportPage> {
  const [rows, sums] = await db.transaction().execute(async (trx) => {
    await sql`SET TRANSACTION READ ONLY`.execute(trx);
    await sql`SET LOCAL jit = off`.execute(trx);
    if (options.onePass) {
      const page = (await onePassQuery(report, query, req, scope).execute(trx)).rows;
      if (page.length) return [page, unprefixed(page[0])] as const;
      return [page, (await totalsQuery(report, query, req, scope).execute(trx)).rows[0] ?? {}] as const;
    }
    const page = (await options.boundedRows?.(trx, req, scope))
      ?? (await sql<Row>`${orderedQuery(report, query, req, scope)} LIMIT ${req.limit} OFFSET ${req.skip}`.execute(trx)).rows;
    const capped = await options.cappedTotals?.(trx, req, scope);
    if (capped) return [page, capped] as const;
    const totals = options.totals ? sql<Row>`SELECT * FROM (${options.totals(req.filters, scope)}) t` : totalsQuery(report, query, req, scope);
    return [page, (await totals.execute(trx)).rows[0] ?? {}] as const;
  });
  const totals: Record<string, number> = {};
  for (const c of report.columns) if (c.total) totals[c.name] = Number(sums[c.name] ?? 0);
  const items = rows.map((row) => {
    const item: Record<string, unknown> = {};
    for (const c of report.columns) item[c.name] = jsonValue(c, row[c.name]);
    return item;
  });
  return { items, count: Number(sums.__count ?? 0), ...(sums.__countCapped ? { countCapped: true } : {}), totals };
}

/** `__count` and the totals carried on a row of onePassQuery, by column name. */
function unprefixed(row: Row): Row {
  const out: Row = { __count: row.__count };
  for (const [k, v] of Object.entries(row)) if (k.startsWith(TOTAL_PREFIX)) out[k.slice(TOTAL_PREFIX.length)] = v;
  return out;
}
