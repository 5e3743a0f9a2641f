import { reportDayRange, type ReportDeclaration } from '../../../reports/defineReport';
import { dayRangeProblem } from '@shared/schemas/dayRange';
import { isoDay } from './format';

/** The form's values: every filter as the text of its input ('' = not set). */
export type FilterValues = Record<string, string>;

/**
 * Defaults: the schema's `default`, today for a required single day (delivery date, valuation
 * date: the page opens on data, not on a refusal), and the last 30 days for a declared date range.
 */
export function initialFilters(report: ReportDeclaration): FilterValues {
  const v: FilterValues = {};
  for (const [name, p] of Object.entries(report.filters.properties)) v[name] = p.default === undefined ? '' : String(p.default);
  if (report.dateRange) {
    v[report.dateRange.from] ||= isoDay(-29);
    v[report.dateRange.to] ||= isoDay(0);
  }
  for (const name of report.filters.required ?? []) {
    if (!v[name] && report.filters.properties[name]?.format === 'date') v[name] = isoDay(0);
  }
  return v;
}

/** The query parameters of the form's values: numbers as numbers, empty values left out. */
export function toParams(report: ReportDeclaration, values: FilterValues): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, p] of Object.entries(report.filters.properties)) {
    const raw = values[name]?.trim();
    if (!raw) continue;
    out[name] = p.type === 'integer' || p.type === 'number' ? Number(raw) : p.type === 'boolean' ? raw === 'true' : raw;
  }
  return out;
}

/** What the browser can tell before asking: required filters and the date range (the server's day-range rule). The server checks the rest. */
export function checkFilters(report: ReportDeclaration, values: FilterValues, t: (key: string, opts?: Record<string, unknown>) => string): Record<string, string> {
  const problems: Record<string, string> = {};
  const label = (f: string) => report.filters.properties[f]['x-label'];
  for (const f of report.filters.required ?? []) if (!values[f]?.trim()) problems[f] = t('rx.reports.required', { label: label(f) });
  const range = reportDayRange(report);
  const problem = range && dayRangeProblem({ [range.from]: values[range.from]?.trim() || undefined, [range.to]: values[range.to]?.trim() || undefined }, range);
  if (problem) problems[problem.field] = problem.message;
  return problems;
}
