import { useState } from 'react';
import { defaultFilter, rangeError, toParams, type DashboardFilter } from './range';
import { useDashboard } from './useDashboard';

/** A dashboard call driven by the page's filter; an invalid range asks nothing. */
export function useFilteredDashboard<T>(path: string) {
  const [filter, setFilter] = useState<DashboardFilter>(() => defaultFilter());
  const result = useDashboard<T>(path, rangeError(filter) ? null : toParams(filter));
  return { filter, setFilter, ...result };
}
