import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * A list's rows rendered as a deferred update when a page of data arrives. The data comes through
 * react-query, whose updates React renders at once, in one task; under this the rows see the list
 * as it was until a second, interruptible render (the deferred value) draws them in slices, yielding
 * to the browser between them: a phone draws 25 rows of a dozen cells without a long task. Any other
 * change (a row ticked, a fetch flag) reaches the rows at once: a tick box shows its new state in
 * the click's own render. What sits outside (filters, title, pagination) renders at once as before.
 */
export function DeferredRows({ children }: { children: ReactNode }) {
  const list = useListContext();
  const deferred = useDeferredValue(list);
  return <ListContextProvider value={deferred.data === list.data ? list : deferred}>{children}</ListContextProvider>;
}
