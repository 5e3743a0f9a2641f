import { sql, type RawBuilder } from 'kysely';
import type { ReportFilters, ReportScope } from './defineServerReport';

/**
 * `AND <column> = …` for the caller's location (a role bound to one) and for the location the
 * request asks for (its `location` filter), on a report's rows or its rollup's: empty where neither applies.
 */
export function atLocations(column: string, f: ReportFilters, scope: ReportScope): RawBuilder<unknown> {
  const c = sql.ref(column);
  return sql`${scope.locationId !== null ? sql`AND ${c} = ${scope.locationId}` : sql``} ${f.location !== undefined ? sql`AND ${c} = ${f.location}` : sql``}`;
}
