import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { FilterContext, FilterFormBase, FilterLiveForm, ListContext, useListContext } from 'react-admin';
import { FormProvider, useFormContext } from 'react-hook-form';
import { FilterFormElement } from './FilterFormElement';
import { openingValues } from './filterOpeningValues';

/**
 * A list's filter inputs (react-admin's FilterForm, made of its parts) under a list context that
 * changes only with the filters. The live form and its inputs read the whole list context, so every
 * page of data, fetch flag and selection rendered the inputs again: ~250 components for four inputs,
 * five times over a first load. They read only the filters' part (values, shown filters, their
 * setters), so they are given the context as it was when that part last changed; the form element is
 * made once per set of filter inputs, so React skips it while that context stands.
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
        <SameFormControl><FilterFormBase filters={filters} /></SameFormControl>
      </FilterLiveForm>
    </FilterContext.Provider>
  ), [filters, opening]);
  return <ListContext.Provider value={filtersOnly}>{form}</ListContext.Provider>;
}

/**
 * The form's context, given anew only when its control changes. react-hook-form gives a new context
 * with every form state it reports (ready after mounting, then valid: two renders of every input on
 * a first load), and each input reads the context only for the control: its own value, error and
 * touched state come through the control's subscriptions, which stay live.
 */
function SameFormControl({ children }: { children: ReactNode }) {
  const form = useFormContext();
  // Keyed on the control alone, on purpose (above).
  const stable = useMemo(() => form, [form.control]);
  return <FormProvider {...stable}>{children}</FormProvider>;
}
