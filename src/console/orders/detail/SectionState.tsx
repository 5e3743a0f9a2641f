import type { ReactNode } from 'react';
import { ListStatus } from '../../paging/ListStatus';
import type { DetailState } from './useDetailCall';

/** Loading, failure (with retry) or empty state of one detail tab, else its content. */
export function SectionState<T>({ state, empty, children }: { state: DetailState<T>; empty?: (d: T) => boolean; children: (d: T) => ReactNode }) {
  const isEmpty = state.data !== null && !!empty?.(state.data);
  return (
    <>
      <ListStatus loading={state.loading} error={state.error} onRetry={state.reload} empty={isEmpty} />
      {state.data !== null && !isEmpty && children(state.data)}
    </>
  );
}
