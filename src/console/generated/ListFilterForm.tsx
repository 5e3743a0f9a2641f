import { useMemo, useState, type ReactElement } from 'react';
import { FilterContext, FilterFormBase, FilterLiveForm, ListContext, useListContext } from 'react-admin';
import { FilterFormElement } from './FilterFormElement';
import { openingValues } from './filterOpeningValues';

/**
 * A list's filter inputs (react-admin's FilterForm, made of its parts) under a list context that
 * changes only with the filters. The live form and its inputs read the whole list context, so every
 * page of data, fetch flag and selection rendered the inputs again: ~250 components for four inputs,
 * five times over a first load. They read only the filters' part (values, shown filters, their
 * setters), so they are given the context as it was when that part last changed; the form element is
 * made once per set of filter inputs, so React skips it while that context stands. The form starts
 * with the values its live form would reset it to after mounting (filterOpeningValues.ts).
 *
 * Tried and withdrawn: handing the inputs react-hook-form's context only when its control changes
 * (it changes with isReady and isValid, each rendering every input again). Under load the users
 * list then never showed its rows (tests/ui/userManagement/users.test.tsx, 1 of 1 with four busy
 * loops beside it, 0 of 1 without that provider); the cause is not found.
 */
export function ListFilterForm({ filters }: { filters: ReactElement[] }) {
  const list = useListContext();
  const { filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource } = list;
  // Only the filters' part of `list` as dependencies, on purpose (above).
  const filtersOnly = useMemo(() => list, [filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource]);
  const [opening] = useState(() => openingValues(filters, filterValues, displayedFilters));
  const form = useMemo(() => (
    <FilterContext.Provider value={filters}>
      {/* defaultValues reach useForm (FilterLiveForm hands it its other props); its type leaves them out. */}
      <FilterLiveForm formComponent={FilterFormElement} {...({ defaultValues: opening } as object)}>
        <FilterFormBase filters={filters} />
      </FilterLiveForm>
    </FilterContext.Provider>
  ), [filters, opening]);
  return <ListContext.Provider value={filtersOnly}>{form}</ListContext.Provider>;
}
