import type { FieldError } from './messages';

/**
 * A range of two days ('YYYY-MM-DD'; one day against today is x-date-range, dateRange.ts): `to` not before `from`, and at most `maxDays` days counted
 * inclusively, 731 unless said (two years, a leap day included). One rule and one wording for every
 * range a call or a filter takes (reports, dashboards, the order, offline order and promo code
 * lists): the server refuses with 400 naming `to`, the console says the same beside that field.
 */
export interface DayRange { from: string; to: string; fromLabel: string; toLabel: string; maxDays?: number }

export const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted (a one-day range is 1). NaN for a value that is not a date. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** "2 years" for 730 or 731 days, "1 year" for 365 or 366, else "N days". */
export const spanWords = (days: number): string => {
  const years = Math.floor(days / 365);
  if (years >= 1 && days % 365 <= 1) return `${years} year${years === 1 ? '' : 's'}`;
  return `${days} day${days === 1 ? '' : 's'}`;
};

/**
 * The range's problem, on its `to` field, or null (also when a value is missing: that, and a value
 * that is not a date, is the field's own rule). Date-times (an audit search's) are ordered as given
 * and spanned by their days.
 */
export function dayRangeProblem(values: object, r: DayRange): FieldError | null {
  const from = (values as Record<string, unknown>)[r.from];
  const to = (values as Record<string, unknown>)[r.to];
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) return null;
  if (to < from) return { field: r.to, message: `${r.toLabel} must not be before ${r.fromLabel}` };
  const max = r.maxDays ?? MAX_RANGE_DAYS;
  if (daysInRange(from.slice(0, 10), to.slice(0, 10)) > max) return { field: r.to, message: `${r.toLabel} may be at most ${spanWords(max)} after ${r.fromLabel}` };
  return null;
}
