import { useEffect, type ReactElement } from 'react';
import { FilterButton } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { listFilters } from './listFilters';
import { ListFilterForm } from './ListFilterForm';

/**
 * A generated list's filter inputs (react-admin's filter form) and its "add filter" button: a lazy
 * chunk of their own (ListToolbar), as they bring react-hook-form and every input, which the list's
 * first rows do not need.
 */

// One set of filter inputs per list: the form and the "add filter" button share it (ListFilterForm).
const made = new WeakMap<ResourceConfig, ReactElement[]>();
function filtersOf(config: ResourceConfig, schema: EntitySchema): ReactElement[] {
  let filters = made.get(config);
  if (!filters) made.set(config, (filters = listFilters(config.filters, schema)));
  return filters;
}

/** The filter form; `onShown` once it is on the page (the toolbar is then no longer busy). */
export function FilterInputs({ config, schema, onShown }: { config: ResourceConfig; schema: EntitySchema; onShown?: () => void }) {
  useEffect(() => { onShown?.(); }, [onShown]);
  return <ListFilterForm filters={filtersOf(config, schema)} />;
}

export function AddFilterButton({ config, schema }: { config: ResourceConfig; schema: EntitySchema }) {
  return <FilterButton filters={filtersOf(config, schema)} />;
}
