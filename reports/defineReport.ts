/**
 * A report declaration: everything the console and the server need to know about one report's
 * screen and calls, as data (docs/adding-a-report.md). No React and no SQL here: both halves import
 * these files. The query half lives on the server (src/server/modules/<area>/reports/<name>.ts).
 */

import { MAX_RANGE_DAYS, type DayRange } from '../src/shared/schemas/dayRange';

export type ReportColumnType = 'string' | 'integer' | 'number' | 'money' | 'date' | 'datetime' | 'boolean';

export interface ReportColumn {
  /** The key of the value in a row: the query selects it under this exact (camelCase) name. */
  name: string;
  label: string;
  type: ReportColumnType;
  /** `decimals:N` for number, `time` for datetime shown as a time only; money is always 2 decimals. */
  format?: string;
  /** A totals row entry: the sum of the column, or how many rows have a value in it. */
  total?: 'sum' | 'count';
  /** Default true: the table may be sorted by this column (sortBy=<name>). */
  sortable?: boolean;
}

/** A filter property: a JSON Schema property with the `x-` hints of src/shared/schemas/keywords.ts. */
export interface ReportFilterProperty {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  format?: 'date' | 'date-time';
  enum?: Array<string | number>;
  items?: { type: 'string' | 'integer'; enum?: Array<string | number> };
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  'x-label': string;
  /**
   * The value is the id of a record; the console offers the records as a picker, never a number box:
   * `{ resource, labelField }` (the resource's picker source), or `{ path, params?, labelField }` for
   * a source that is not a resource (e.g. the riders of GET /agent/auth/get-delivery-agents).
   */
  'x-reference'?: { resource?: string; path?: string; params?: Record<string, string | number | boolean>; labelField: string };
  'x-pattern-message'?: string;
}

export interface ReportFilterSchema {
  type: 'object';
  properties: Record<string, ReportFilterProperty>;
  required?: string[];
}

export interface ReportDeclaration {
  /** Unique, kebab-case; names the server query in the server's list. */
  name: string;
  title: string;
  /** One line shown on the Reports landing page. */
  description: string;
  /** The ability of permissions.yaml that opens the report (page, table and downloads). */
  ability: string;
  /** GET path under /api/v1, exactly as in shared/spec/api-paths.txt. */
  path: string;
  /** Further GET paths answering the same report (an earlier RxDesk path kept beside the contract's). */
  alsoAt?: string[];
  /** Console route under /app (spec 2), e.g. '/order-details-report'. */
  route: string;
  /**
   * true: spec 2 registers the route for every signed-in user; the table and downloads still
   * answer only to `ability` (a role without it sees the page say so).
   */
  openRoute?: boolean;
  /** Group on the Reports landing page; `order` sorts within the page. */
  menu: { group: string; order: number };
  /** The filters, as a JSON Schema object; validated on the server like every input (400 with field details). */
  filters: ReportFilterSchema;
  /** Labels for enum filter values (the console's select), by filter name. */
  choices?: Record<string, Array<{ value: string | number; label: string }>>;
  /**
   * A date range of two `format: date` filters, under the one day-range rule (src/shared/schemas/
   * dayRange.ts): `to` not before `from`, at most `maxDays` days (default 731, two years); the server
   * refuses with 400 naming `to`, the report page says so under that filter before asking.
   */
  dateRange?: { from: string; to: string; maxDays?: number };
  columns: ReportColumn[];
  /** The default order; `key` is a unique column, never empty, that breaks ties so pages never overlap (a count of it is the row count). */
  sort: { field: string; order: 'ASC' | 'DESC' };
  key: string;
}

/** Checks the declaration's own consistency at import time (a typo fails the start, not a user). */
export function defineReport(report: ReportDeclaration): ReportDeclaration {
  const names = new Set(report.columns.map((c) => c.name));
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(report.name)) problems.push(`name "${report.name}" is not kebab-case`);
  for (const p of [report.path, ...(report.alsoAt ?? [])]) if (!p.startsWith('/') || p.startsWith('/api/')) problems.push(`path "${p}" must start with / and omit /api/v1`);
  if (!report.route.startsWith('/')) problems.push(`route "${report.route}" must start with /`);
  if (!names.has(report.sort.field)) problems.push(`sort.field "${report.sort.field}" is not a column`);
  if (!names.has(report.key)) problems.push(`key "${report.key}" is not a column`);
  for (const reserved of RESERVED_PARAMS) if (report.filters.properties[reserved]) problems.push(`filter "${reserved}" is a reserved parameter`);
  for (const r of report.filters.required ?? []) if (!report.filters.properties[r]) problems.push(`required filter "${r}" is not declared`);
  for (const [f, p] of Object.entries(report.filters.properties)) {
    const ref = p['x-reference'];
    if (ref && !ref.resource === !ref.path) problems.push(`filter "${f}": x-reference names a resource or a path (one of them)`);
  }
  if (report.dateRange) {
    for (const f of [report.dateRange.from, report.dateRange.to]) {
      if (report.filters.properties[f]?.format !== 'date') problems.push(`dateRange filter "${f}" must be a declared format: date filter`);
    }
  }
  if (names.size !== report.columns.length) problems.push('column names repeat');
  if (problems.length) throw new Error(`Report ${report.name}: ${problems.join('; ')}`);
  return report;
}

/** Query parameters every report takes beside its filters. */
export const RESERVED_PARAMS = ['skip', 'limit', 'sortBy', 'sortOrder', 'format'] as const;
/** `format` values: JSON page (default), or a streamed download. */
export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const DEFAULT_MAX_DAYS = MAX_RANGE_DAYS;

/** The declaration's date range as the day-range rule reads it (its filters' labels), or null. */
export function reportDayRange(report: ReportDeclaration): DayRange | null {
  const r = report.dateRange;
  if (!r) return null;
  const label = (f: string) => report.filters.properties[f]?.['x-label'] ?? f;
  return { ...r, fromLabel: label(r.from), toLabel: label(r.to) };
}
export const MAX_PAGE = 500;

/** A rider filter's picker: the delivery agents of every location (finance settles across locations). */
export const RIDERS = { path: '/agent/auth/get-delivery-agents', params: { anyLocation: true }, labelField: 'name' } as const;
