import { ValidationError } from '../errors';
import { dayRangeProblem, type DayRange } from '../../shared/schemas/dayRange';
import { listDayRanges } from '../../shared/resources/listDayRanges';
import type { ResourceConfig } from '../../shared/resources/defineResource';
import type { PropertySchema } from '../../shared/schemas/types';
import { FILTER_DAY } from '../../shared/forms/requestFields';

/** The dates most list and dashboard calls take, as their filters label them. */
export const START_END: DayRange = { from: 'startDate', to: 'endDate', fromLabel: 'Start date', toLabel: 'End date' };

/** Refuses a range that breaks the one day-range rule (shared/schemas/dayRange.ts): 400 naming `<where>.<to>`. */
export function checkDayRange(values: object, range: DayRange = START_END, where = 'querystring'): void {
  const problem = dayRangeProblem(values, range);
  if (problem) throw new ValidationError([{ field: `${where}.${problem.field}`, message: problem.message }]);
}

/** Refuses the date ranges a declared list's filters make (resources/<name>.ts: labels and bound as the list shows them). */
export function checkListDayRanges(values: object, resource: ResourceConfig): void {
  for (const range of listDayRanges(resource.filters)) checkDayRange(values, range);
}

/**
 * The query-string fields of a day range, labelled as the range is: a malformed day is named as
 * the screen names its box ("Received from must be a date"), as the range's refusal is.
 */
export function dayRangeFields(range: DayRange): Record<string, PropertySchema> {
  return { [range.from]: { ...FILTER_DAY, 'x-label': range.fromLabel }, [range.to]: { ...FILTER_DAY, 'x-label': range.toLabel } };
}

/** The day fields of a declared list's date filters (resources/<name>.ts), labelled as the list shows them. */
export function listDayRangeFields(resource: ResourceConfig): Record<string, PropertySchema> {
  return Object.assign({}, ...listDayRanges(resource.filters).map(dayRangeFields)) as Record<string, PropertySchema>;
}
