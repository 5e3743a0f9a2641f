import type { SortMode } from './types';

/** The filters of spec 7's order lists (received dates, city or location, assignee, search term, statuses). */
export interface OrderFilterValues {
  searchTerm?: string;
  startDate?: string;
  endDate?: string;
  city?: number | '';
  location?: number | '';
  assignee?: number | '';
  statusArray?: number[];
  sortBy?: SortMode;
}

/** The query string of a list call: empty filters are left out by callApi. */
export function filterParams(f: OrderFilterValues): Record<string, unknown> {
  return {
    searchTerm: f.searchTerm?.trim() || undefined,
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
    city: f.city || undefined,
    location: f.location || undefined,
    assignee: f.assignee || undefined,
    statusArray: f.statusArray?.length ? f.statusArray : undefined,
    sortBy: f.sortBy,
  };
}

/** A stable key of the filters (refetch when it changes). */
export const filterKey = (f: OrderFilterValues): string => JSON.stringify(filterParams(f));

/** Whether a single row could be judged against the filters on the client (only sort and nothing else set). */
export const hasNarrowingFilters = (f: OrderFilterValues): boolean => {
  const p = filterParams(f);
  return Object.entries(p).some(([k, v]) => k !== 'sortBy' && v !== undefined);
};
