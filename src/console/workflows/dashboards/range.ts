import { dayRangeProblem } from '@shared/schemas/dayRange';
import { DASHBOARD_DAYS } from '@shared/forms/dayRanges';

/** The dashboards' filter: a date range (the last 30 days unless chosen) and an optional location. */

export interface DashboardFilter { startDate: string; endDate: string; location: string }

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function defaultFilter(now = Date.now()): DashboardFilter {
  return { startDate: iso(now - 29 * DAY_MS), endDate: iso(now), location: '' };
}

/** The day-range rule the server applies (400 naming endDate): shown under "To", nothing sent. */
export function rangeError(f: DashboardFilter): string | null {
  if (!f.startDate || !f.endDate) return 'Choose both dates';
  return dayRangeProblem(f, DASHBOARD_DAYS)?.message ?? null;
}

export const toParams = (f: DashboardFilter): Record<string, unknown> =>
  ({ startDate: f.startDate, endDate: f.endDate, ...(f.location ? { location: Number(f.location) } : {}) });
