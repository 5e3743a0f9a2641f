import { ValidationError } from '../errors';
import { dayRangeProblem, type DayRange } from '../../shared/schemas/dayRange';
import { listDayRanges } from '../../shared/resources/listDayRanges';
import type { ResourceConfig } from '../../shared/resources/defineResource';

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
