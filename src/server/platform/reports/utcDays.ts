import { sql, type RawBuilder } from 'kysely';

/**
 * A report's range of days [from, to] (days in the database's time zone, as the reports' own
 * queries read `x >= from::date AND x < to::date + 1`) split for a rollup kept by UTC day:
 * - `days`: the whole UTC days inside the range, [firstDay, lastDay) — read from the rollup;
 * - `edges`: the two spans of the range outside them, [start, interiorFrom) and [interiorUntil, end),
 *   each under a day — read from the source rows. Empty when the database runs in UTC; when the
 *   range holds no whole UTC day, the first edge is the whole range and the second is empty.
 * Together they cover the range exactly once, whatever the database's time zone.
 */
export interface UtcDaySplit {
  firstDay: RawBuilder<unknown>;
  lastDay: RawBuilder<unknown>;
  edges: Array<{ from: RawBuilder<unknown>; until: RawBuilder<unknown> }>;
}

export function utcDaySplit(from: unknown, to: unknown): UtcDaySplit {
  const start = sql`(${from}::date)::timestamptz`;
  const end = sql`(${to}::date + 1)::timestamptz`;
  // The first UTC midnight at or after the start; the last one at or before the end.
  const firstDay = sql`(((${start}) AT TIME ZONE 'UTC') + interval '1 day' - interval '1 microsecond')::date`;
  const lastDay = sql`((${end}) AT TIME ZONE 'UTC')::date`;
  const whole = sql`${firstDay} < ${lastDay}`;
  const interiorFrom = sql`CASE WHEN ${whole} THEN (${firstDay})::timestamp AT TIME ZONE 'UTC' ELSE ${end} END`;
  const interiorUntil = sql`CASE WHEN ${whole} THEN (${lastDay})::timestamp AT TIME ZONE 'UTC' ELSE ${end} END`;
  return { firstDay, lastDay, edges: [{ from: start, until: interiorFrom }, { from: interiorUntil, until: end }] };
}

/**
 * Days [firstDay, lastDay) split for a rollup kept by day and by month: `months`, the whole
 * months inside them, [firstMonth, lastMonth) as first days of months — read from the monthly
 * rollup; `days`, the days before and after them, [firstDay, firstMonth) and [lastMonth, lastDay)
 * — read from the daily one. With no whole month inside, the first span of days is all of them.
 */
export interface MonthSplit {
  firstMonth: RawBuilder<unknown>;
  lastMonth: RawBuilder<unknown>;
  days: Array<{ from: RawBuilder<unknown>; until: RawBuilder<unknown> }>;
}

export function monthSplit(firstDay: RawBuilder<unknown>, lastDay: RawBuilder<unknown>): MonthSplit {
  const ceilMonth = sql`(date_trunc('month', (${firstDay})::date + interval '1 month' - interval '1 day'))::date`;
  const floorMonth = sql`(date_trunc('month', (${lastDay})::date))::date`;
  const whole = sql`${ceilMonth} < ${floorMonth}`;
  const firstMonth = sql`(CASE WHEN ${whole} THEN ${ceilMonth} ELSE (${lastDay})::date END)`;
  const lastMonth = sql`(CASE WHEN ${whole} THEN ${floorMonth} ELSE (${lastDay})::date END)`;
  return { firstMonth, lastMonth, days: [{ from: firstDay, until: firstMonth }, { from: lastMonth, until: lastDay }] };
}
