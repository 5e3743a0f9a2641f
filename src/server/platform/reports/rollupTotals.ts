import { sql, type RawBuilder } from 'kysely';
import type { ReportFilters } from './defineServerReport';
import { utcDaySplit } from './utcDays';

type Sql = RawBuilder<unknown>;

/** A report's count and totals read from a rollup kept by UTC day, and from its own rows at the edges. */
export interface RollupTotals {
  /**
   * The reply's columns (`__count` and the declaration's totals) and what each sums: a column of
   * the rows below; `bigint` for whole numbers (counts, quantities), whose sum is cast back from numeric.
   */
  sums: Record<string, { of: string; bigint?: boolean }>;
  /** The rollup's rows of the whole UTC days [firstDay, lastDay): one SELECT, the columns `sums` reads. */
  rollup: (firstDay: Sql, lastDay: Sql) => Sql;
  /** The same columns from the report's own rows in [from, until): a span under a day at an edge of the range. */
  edge: (from: Sql, until: Sql) => Sql;
}

/**
 * The `totals` query of a report whose rows have a rollup by UTC day (see `utcDaySplit`): the whole
 * UTC days of the range from the rollup, the two edges outside them (empty when the database runs
 * in UTC) from the report's own rows, summed into one row. Exactly what counting and summing the
 * report's rows gives; each report's tests compare both with plain SQL.
 */
export function rollupTotals(f: ReportFilters, t: RollupTotals): Sql {
  const split = utcDaySplit(f.startDate, f.endDate);
  const sums = Object.entries(t.sums).map(([name, { of, bigint }]) =>
    sql`coalesce(sum(${sql.ref(`t.${of}`)}), 0)${bigint ? sql`::bigint` : sql``} AS ${sql.ref(name)}`);
  const parts = [t.rollup(split.firstDay, split.lastDay), ...split.edges.map(({ from, until }) => t.edge(from, until))];
  return sql`SELECT ${sql.join(sums)} FROM (${sql.join(parts, sql` UNION ALL `)}) t`;
}
