import type { ReportDeclaration, ReportFilterProperty } from './defineReport';

/**
 * The filters of a report chosen by a required date range: `startDate` and `endDate` (format: date,
 * labelled `fromLabel` and `toLabel`), then `others`, and the `dateRange` rule over the two (the
 * default span, DEFAULT_MAX_DAYS). Spread into a declaration in place of `filters` and `dateRange`.
 */
export function dateRangeFilters(fromLabel: string, toLabel: string, others: Record<string, ReportFilterProperty> = {}): Pick<ReportDeclaration, 'filters' | 'dateRange'> {
  return {
    filters: {
      type: 'object',
      properties: {
        startDate: { type: 'string', format: 'date', 'x-label': fromLabel },
        endDate: { type: 'string', format: 'date', 'x-label': toLabel },
        ...others,
      },
      required: ['startDate', 'endDate'],
    },
    dateRange: { from: 'startDate', to: 'endDate' },
  };
}
