import type { Compilable, RawBuilder } from 'kysely';
import type { ReportDeclaration } from '../../../../reports/defineReport';

/**
 * Who asks, as a report query needs it. `locationId` is the row limit of the caller's grant
 * (permissions.yaml `where: own_location`): a number means "only this location's rows"
 * (-1 when no location was chosen: nothing), null means every location.
 */
export interface ReportScope {
  locationId: number | null;
  agentId: number;
  role: string;
}

/** The validated filters of a report (the declaration's filter schema, defaults applied). */
export type ReportFilters = Record<string, unknown>;

/**
 * The query half of a report: given validated filters and the caller's scope, a SELECT whose
 * output columns are the declaration's column names (extra columns are ignored). No ORDER BY and
 * no LIMIT: the engine wraps it for the page, the count and totals, and the streamed download.
 */
export type ReportQuery = (filters: ReportFilters, scope: ReportScope) => RawBuilder<unknown> | Compilable<unknown>;

export interface ServerReport {
  report: ReportDeclaration;
  query: ReportQuery;
}

export const defineServerReport = (report: ReportDeclaration, query: ReportQuery): ServerReport => ({ report, query });
