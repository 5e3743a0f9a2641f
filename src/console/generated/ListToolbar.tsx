import { Suspense, lazy, startTransition, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useListContext } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { whenIdle } from '../routing/whenIdle';
import { ListActions } from './ListActions';
import { AddFilterOutline, FilterInputsOutline } from './ListFiltersOutline';

type Part = ComponentType<{ config: ResourceConfig; schema: EntitySchema; onShown?: () => void; hidden?: boolean }>;

/**
 * The filters' code (ListFilterParts.tsx) in two tasks, not one: the inputs (react-hook-form and
 * react-admin's inputs, the larger part), then the form. A module graph imported at once is evaluated
 * in one task, a long one on a phone. If it cannot be loaded (the network dropped), the outlines stay
 * and the list keeps working.
 */
let filters: Promise<{ FilterInputs: Part; AddFilterButton: Part } | null> | undefined;
const loadFilters = () => (filters ??= import('./inputFor')
  .then(() => new Promise((next) => { setTimeout(next, 0); }))
  .then(() => import('./ListFilterParts'))
  .catch(() => null));
// Not loaded: nothing more (the toolbar's outline stays).
const FilterInputs = lazy(async () => ({ default: (await loadFilters())?.FilterInputs ?? ((() => null) as Part) }));
const AddFilterButton = lazy(async () => ({ default: (await loadFilters())?.AddFilterButton ?? AddFilterOutline }));

/** Has the list filters a user adds ("add filter"), besides those always shown? */
const hasMoreFilters = (config: ResourceConfig) => config.filters.some((f) => !f.alwaysOn && f.type !== 'search');

/** The longest a list's filters wait for its first rows (a list that stays pending: offline, a slow call). */
const FILTERS_AT_LATEST_MS = 3_000;

/** react-admin's ListToolbar box (ListToolbar.tsx): the filters, then the actions; on a phone the actions above. */
const TOOLBAR_BOX = (t: Theme) => ({
  display: 'flex', position: 'relative', justifyContent: 'space-between', alignItems: 'flex-end', width: '100%',
  [t.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [t.breakpoints.down('sm')]: { backgroundColor: t.palette.background.paper, flexWrap: 'inherit', flexDirection: 'column-reverse' },
});

/**
 * A generated list's toolbar: its filter inputs, then "add filter", Create and CSV export. The filter
 * inputs and "add filter" come with react-hook-form and react-admin's inputs (48 kB) that a phone
 * would otherwise load before the first row: outlines of the same size (disabled boxes holding the
 * filters' values, ListFiltersOutline.tsx) stand in until the rows have been drawn and the browser is
 * idle, or FILTERS_AT_LATEST_MS has passed. Then the real form mounts hidden behind the outline, its
 * inputs one per task (FilterInputs: one commit of four inputs was a long task on a phone), and
 * when they all have, it takes the outline's place, "add filter" with it. Create and Export are
 * drawn once and stay (a press on them is never lost to the swap).
 */
export function ListToolbar({ config, schema }: { config: ResourceConfig; schema: EntitySchema }) {
  const { isPending, error } = useListContext();
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // As a transition: React keeps the outlines while the code loads and draws the inputs in slices.
  const want = () => startTransition(() => setWanted(true));
  const drawn = !isPending || Boolean(error);
  useEffect(() => (wanted || !drawn ? undefined : whenIdle(want, 500, 0)), [wanted, drawn]);
  useEffect(() => {
    const t = setTimeout(want, FILTERS_AT_LATEST_MS);
    return () => clearTimeout(t);
  }, []);
  // Busy until the real filter form is whole (it says so when its last input has mounted): never while an outline shows.
  const shown = useCallback(() => setLoaded(true), []);
  // The outline and the actions as elements made once (per swap step): the toolbar's own updates
  // (the form wanted, then whole) do not render them again.
  const outline = useMemo(() => <FilterInputsOutline config={config} schema={schema} />, [config, schema]);
  const actions = useMemo(() => (
    <ListActions
      config={config}
      filterButton={hasMoreFilters(config) && <Suspense fallback={<AddFilterOutline />}>{loaded ? <AddFilterButton config={config} schema={schema} /> : <AddFilterOutline />}</Suspense>}
    />
  ), [config, schema, loaded]);
  // The outline keeps its place (never re-mounted) until the form, mounted hidden beside it, is whole.
  return (
    <Box sx={TOOLBAR_BOX} data-testid="list-toolbar" aria-busy={!loaded}>
      {!loaded && outline}
      {/* Until the form is whole its outline is beside it; were it to suspend later, the outline stands in. */}
      <Suspense fallback={loaded ? outline : null}>{wanted && <FilterInputs config={config} schema={schema} onShown={shown} hidden={!loaded} />}</Suspense>
      <span />
      {actions}
    </Box>
  );
}
