/**
 * `x-date-range` on a `format: date` property: the days it may take, relative to the day the value
 * is checked (server and console form alike, so the rule is declared once, in the schema).
 *
 * | value               | allows                     |
 * |---------------------|----------------------------|
 * | `today-or-later`    | today and any later day    |
 * | `today-or-earlier`  | today and any earlier day  |
 *
 * "Today" is the UTC calendar day, as the rest of RxDesk reckons its days (`toISOString()`), so the
 * form and the server never disagree about the same value.
 */
export const DATE_RANGES = ['today-or-later', 'today-or-earlier'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whether `value` (YYYY-MM-DD; anything else is left to `format`) lies in the range. */
export function inDateRange(range: string, value: unknown, today: string = todayUtc()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  if (range === 'today-or-later') return value >= today;
  if (range === 'today-or-earlier') return value <= today;
  return true;
}

/** The words after the label when a value is outside its range. */
export const dateRangePhrase = (range: string): string =>
  range === 'today-or-earlier' ? 'must be today or earlier' : 'must be today or later';
