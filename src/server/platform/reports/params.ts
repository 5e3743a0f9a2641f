import { checkDayRange } from '../dayRange';
import { MAX_PAGE, REPORT_FORMATS, reportDayRange, type ReportDeclaration, type ReportFormat } from '../../../../reports/defineReport';
import type { ReportFilters } from './defineServerReport';

/** What a report call asks for beside its filters. */
export interface ReportRequest {
  filters: ReportFilters;
  skip: number;
  limit: number;
  sortBy: string;
  descending: boolean;
  format: ReportFormat;
}

export const sortableColumns = (report: ReportDeclaration): string[] => report.columns.filter((c) => c.sortable !== false).map((c) => c.name);

/** The route's querystring schema: the declaration's filters, paging, sort and format; nothing else. */
export function querystringSchema(report: ReportDeclaration): object {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...report.filters.properties,
      skip: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0, 'x-label': 'Skip' },
      limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 25, 'x-label': 'Page size' },
      sortBy: { type: 'string', enum: sortableColumns(report), 'x-label': 'Sort by' },
      sortOrder: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'], 'x-label': 'Sort order' },
      format: { type: 'string', enum: [...REPORT_FORMATS], default: 'json', 'x-label': 'Format' },
    },
    required: report.filters.required ?? [],
  };
}

/** Splits a validated query string into filters and the engine's own parameters; checks the date range rule. */
export function readRequest(report: ReportDeclaration, query: Record<string, unknown>): ReportRequest {
  const { skip, limit, sortBy, sortOrder, format, ...filters } = query;
  checkDateRange(report, filters);
  const sortField = (sortBy as string | undefined) ?? report.sort.field;
  const order = (sortOrder as string | undefined)?.toUpperCase() ?? (sortBy ? 'ASC' : report.sort.order);
  return { filters, skip: Number(skip ?? 0), limit: Number(limit ?? 25), sortBy: sortField, descending: order === 'DESC', format: (format as ReportFormat) ?? 'json' };
}

function checkDateRange(report: ReportDeclaration, filters: ReportFilters): void {
  const range = reportDayRange(report);
  if (range) checkDayRange(filters, range);
}
