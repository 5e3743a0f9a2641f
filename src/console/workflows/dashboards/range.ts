/** The dashboards' filter: a date range (the last 30 days unless chosen) and an optional location. */

export interface DashboardFilter { startDate: string; endDate: string; location: string }

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 731;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function defaultFilter(now = Date.now()): DashboardFilter {
  return { startDate: iso(now - 29 * DAY_MS), endDate: iso(now), location: '' };
}

/** The same rules as the server's (it answers 400 naming endDate): shown beside the field, nothing sent. */
export function rangeError(f: DashboardFilter): string | null {
  if (!f.startDate || !f.endDate) return 'Choose both dates';
  if (f.endDate < f.startDate) return 'Must not be before the start date';
  if ((Date.parse(f.endDate) - Date.parse(f.startDate)) / DAY_MS > MAX_RANGE_DAYS) return 'The range must not exceed 2 years';
  return null;
}

export const toParams = (f: DashboardFilter): Record<string, unknown> =>
  ({ startDate: f.startDate, endDate: f.endDate, ...(f.location ? { location: Number(f.location) } : {}) });
