import { useState, type ReactElement } from 'react';
import { FilterButton } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { listFilters } from './listFilters';
import { ListFilterForm } from './ListFilterForm';
import { StaggeredFilter, SwapQueueContext } from './StaggeredFilter';
import { SwapQueue } from './swapQueue';

/**
 * A generated list's filter inputs (react-admin's filter form) and its "add filter" button: a lazy
 * chunk of their own (ListToolbar), as they bring react-hook-form and every input, which the list's
 * first rows do not need.
 */

// One set of filter inputs per list: the form and the "add filter" button share it (ListFilterForm).
// Each is the real input inside a StaggeredFilter, which carries its props for the form and the menu.
const made = new WeakMap<ResourceConfig, ReactElement[]>();
function filtersOf(config: ResourceConfig, schema: EntitySchema): ReactElement[] {
  let filters = made.get(config);
  if (!filters) {
    filters = listFilters(config.filters, schema).map((real, i) => (
      <StaggeredFilter key={real.key ?? config.filters[i].source} {...(real.props as Record<string, unknown>)} real={real} />
    ));
    made.set(config, filters);
  }
  return filters;
}

/**
 * The filter form, its inputs mounted one per task (StaggeredFilter) while `hidden` (the toolbar
 * shows their outline meanwhile); `onShown` once they all are (the toolbar then shows the form).
 */
export function FilterInputs({ config, schema, onShown, hidden }: { config: ResourceConfig; schema: EntitySchema; onShown?: () => void; hidden?: boolean }) {
  const [queue] = useState(() => new SwapQueue(onShown));
  return (
    <div style={{ display: hidden ? 'none' : 'contents' }}>
      <SwapQueueContext.Provider value={queue}><ListFilterForm filters={filtersOf(config, schema)} /></SwapQueueContext.Provider>
    </div>
  );
}

export function AddFilterButton({ config, schema }: { config: ResourceConfig; schema: EntitySchema }) {
  return <FilterButton filters={filtersOf(config, schema)} />;
}
