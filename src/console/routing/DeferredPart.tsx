import { useDeferredValue, type ReactNode } from 'react';

/**
 * A part of a page drawn in a render of its own, right after the one that brought it: for parts
 * below the first screenful (a list's pager under its first rows), so the rows' commit, the long
 * task of a phone's first load, does not carry them too. React renders the deferred pass in a later
 * task, in slices; until then nothing stands in (the part is below what shows).
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  return <>{useDeferredValue(true, false) ? children : null}</>;
}
