import { useMemo } from 'react';
import { FilterButton, ListToolbar as RaListToolbar } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { listFilters } from './listFilters';
import { ListActions, hasMoreFilters } from './ListActions';
import { ListFilterForm } from './ListFilterForm';

/**
 * A generated list's toolbar: its filter inputs (react-admin's filter form) and its actions, with
 * "add filter" for the filters not always shown. A lazy chunk of its own (ListToolbarSlot): the form
 * brings react-hook-form and every filter input, which the list's first rows do not need.
 */
export default function ListToolbar({ config, schema }: { config: ResourceConfig; schema: EntitySchema }) {
  // One set of filter inputs per list: the form and the "add filter" button share it (ListFilterForm).
  const filters = useMemo(() => listFilters(config.filters, schema), [config, schema]);
  return (
    <RaListToolbar
      filters={<ListFilterForm filters={filters} />}
      actions={<ListActions config={config} filterButton={hasMoreFilters(config) && <FilterButton filters={filters} />} />}
    />
  );
}
