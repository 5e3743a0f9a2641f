import { useMemo, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { FilterFormBase, ListContext, useListContext } from 'react-admin';
import { ListFilterLiveForm } from './ListFilterLiveForm';

/**
 * react-admin's filter form hides every helper text: a refused filter (a To before its From) turned
 * red with no word of why. Its refusals are shown under the box; the wrapper lays nothing out itself.
 */
const SHOW_REFUSALS = { display: 'contents', '& .MuiFormHelperText-root.Mui-error': { display: 'block' } } as const;

/**
 * A list's filter inputs (react-admin's FilterFormBase in ListFilterLiveForm) under a list context
 * that changes only with the filters. The form and its inputs read the whole list context, so every
 * page of data, fetch flag and selection rendered the inputs again: ~250 components for four
 * inputs, five times over a first load. They read only the filters' part (values, shown filters,
 * their setters), so they are given the context as it was when that part last changed; the form
 * element is made once per set of filter inputs, so React skips it while that context stands.
 */
export function ListFilterForm({ filters }: { filters: ReactElement[] }) {
  const list = useListContext();
  const { filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource } = list;
  // Only the filters' part of `list` as dependencies, on purpose (above).
  const filtersOnly = useMemo(() => list, [filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource]);
  const form = useMemo(() => (
    <Box sx={SHOW_REFUSALS}>
      <ListFilterLiveForm sources={filters.map((f) => (f.props as { source: string }).source)}><FilterFormBase filters={filters} /></ListFilterLiveForm>
    </Box>
  ), [filters]);
  return <ListContext.Provider value={filtersOnly}>{form}</ListContext.Provider>;
}
