import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * A list's rows rendered as a deferred update. A page of data arrives through react-query, whose
 * updates React renders at once, in one task; under this the rows see the list as it was until a
 * second, interruptible render (the deferred value) draws them in slices, yielding to the browser
 * between them: a phone draws 25 rows of a dozen cells without a long task. The list's state is the
 * same object as it was, in the same order, a few milliseconds later; what sits outside (filters,
 * title, pagination) renders at once as before.
 */
export function DeferredRows({ children }: { children: ReactNode }) {
  const list = useDeferredValue(useListContext());
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}
