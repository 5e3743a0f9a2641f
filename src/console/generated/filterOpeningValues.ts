import type { ReactElement } from 'react';

/**
 * The shown inputs' values as the live form sets them after mounting (the filter's value, else an
 * empty text: ra-core's getFilterFormValues): the form starts with them, so it need not reset, which
 * rendered every input again on a first load.
 */
export function openingValues(filters: ReactElement[], values: Record<string, unknown>, displayed: Record<string, boolean> = {}) {
  const out: Record<string, unknown> = {};
  for (const f of filters) {
    const { source, alwaysOn } = f.props as { source: string; alwaysOn?: boolean };
    // Filter sources are plain names (listFilters.ts); were one a path, the live form would reset as before.
    const value = values[source];
    if (alwaysOn || displayed[source] || !isEmpty(value)) out[source] = value === undefined ? '' : value;
  }
  return out;
}

const isEmpty = (v: unknown): boolean => v === '' || v == null || (typeof v === 'object' && Object.values(v as object).every(isEmpty));
