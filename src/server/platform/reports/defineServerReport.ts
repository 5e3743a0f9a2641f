import type { Compilable, RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { ReportRequest } from './params';
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

/**
 * How the first page's count and totals are found (optional; the default wraps the query):
 * - `totals`: a query answering them from elsewhere (a rollup kept by trigger) for the same
 *   filters and scope: one row with `__count` and each `total` column by name. It must give exactly
 *   what the default would (the report's tests compare both with plain SQL).
 * - `onePass`: the query's rows are aggregates (or a filtered set) the page must compute in full
 *   anyway to sort them: the page carries the count and totals as window aggregates, so the rows
 *   are computed once. Worth it up to some thousands of rows; over tens of thousands the window
 *   costs more than a second pass (customer-sales-mom has its own `totals` instead).
 */
/**
 * Shorter ways to a page that a report may prove for some requests (customer-sales-mom: a walk in
 * lifetime-sales order that stops at a bound), each answering null where it cannot: the engine then
 * takes the usual way. Both run in the page's read-only transaction.
 * - `boundedRows`: the page's rows (skip and limit applied), exactly those the ordered query gives.
 * - `cappedTotals`: the totals by name with `__count`, and `__countCapped: true` when the count
 *   stopped at a bound (more rows match; the sums are still those of every row).
 */
export interface ReportShortcuts {
  boundedRows: (trx: Db, req: ReportRequest, scope: ReportScope) => Promise<Array<Record<string, unknown>> | null>;
  cappedTotals: (trx: Db, req: ReportRequest, scope: ReportScope) => Promise<Record<string, unknown> | null>;
}

export interface ServerReportOptions extends Partial<ReportShortcuts> {
  totals?: ReportQuery;
  onePass?: boolean;
  /**
   * The query of a full CSV or XLSX download on PostgreSQL, when the whole set wants another plan than a
   * page (hash joins over every order rather than a look-up per order): the same rows and columns
   * as `query` (the download tests compare its bytes with the cursor path's over `query`).
   */
  download?: ReportQuery;
}

export interface ServerReport extends ServerReportOptions {
  report: ReportDeclaration;
  query: ReportQuery;
}

export const defineServerReport = (report: ReportDeclaration, query: ReportQuery, options: ServerReportOptions = {}): ServerReport => ({ report, query, ...options });
