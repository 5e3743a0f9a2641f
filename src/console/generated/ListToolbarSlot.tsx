import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { whenIdle } from '../routing/whenIdle';
import { ListToolbarOutline } from './ListToolbarOutline';

/**
 * The toolbar's code in two tasks, not one: its inputs (react-hook-form and react-admin's inputs, the
 * larger part), then the filter form. A module graph imported at once is evaluated in one task, a long one on a phone.
 * If it cannot be loaded (the network dropped), the outline stays and the list keeps working.
 */
const ListToolbar = lazy(() => import('./inputFor').then(() => new Promise((next) => { setTimeout(next, 0); })).then(() => import('./ListToolbar'))
  .catch(() => ({ default: ListToolbarOutline })));

/** The longest a list's filters wait for its first rows (a list that stays pending: offline, a slow call). */
const FILTERS_AT_LATEST_MS = 3_000;

/**
 * Where a generated list's toolbar goes. Its filter inputs come with react-hook-form and react-admin's
 * inputs (~48 kB) that a phone would otherwise load before the first row: the outline
 * (same size, disabled inputs holding the filters' values) stands in until the rows have been drawn
 * and the browser is idle, or FILTERS_AT_LATEST_MS has passed; then the real toolbar is loaded and
 * takes its place.
 */
export function ListToolbarSlot({ config, schema }: { config: ResourceConfig; schema: EntitySchema }) {
  const { isPending, error } = useListContext();
  const [wanted, setWanted] = useState(false);
  // As a transition: React keeps the outline while the chunk loads and draws the inputs in slices.
  const want = () => startTransition(() => setWanted(true));
  const drawn = !isPending || Boolean(error);
  useEffect(() => (wanted || !drawn ? undefined : whenIdle(want, 500, 0)), [wanted, drawn]);
  useEffect(() => {
    const t = setTimeout(want, FILTERS_AT_LATEST_MS);
    return () => clearTimeout(t);
  }, []);
  const outline = <ListToolbarOutline config={config} schema={schema} />;
  // One boundary throughout: as the toolbar is wanted in a transition, React keeps the outline shown
  // (not re-mounted as a new boundary's fallback) until the toolbar's code has come.
  return <Suspense fallback={outline}>{wanted ? <ListToolbar config={config} schema={schema} /> : outline}</Suspense>;
}
