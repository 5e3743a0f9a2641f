import { useDeferredValue, useEffect, type ReactNode } from 'react';

/** Whether a page has mounted since the console loaded: later pages mount at once. */
let firstPageMounted = false;

/**
 * Mounts the console's first page in a deferred render. On a cold load the page is mounted by an
 * ordinary update (the routes appearing once the shell is ready) and rendered at once, in one task:
 * a generated list's ~300 components, the chat manager's ~360, a long task on a phone. Under this the
 * first render draws `fallback`, and React mounts the page in an interruptible render right after,
 * yielding to the browser between slices. Pages opened later (the shell already drawn) mount at
 * once, as before: no blank frame between two pages.
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, firstPageMounted);
  useEffect(() => { if (ready) firstPageMounted = true; }, [ready]);
  return <>{ready ? children : fallback}</>;
}

/**
 * A part of a page drawn in a render of its own, right after the one that brought it: for parts
 * below the first screenful (a list's pager under its first rows), so the rows' commit, the long
 * task of a phone's first load, does not carry them too. React renders the deferred pass in a later
 * task, in slices; until then nothing stands in (the part is below what shows). Beside
 * DeferredMount, in the shell's chunk: a module of its own was a chunk and a request of its own.
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  return <>{useDeferredValue(true, false) ? children : null}</>;
}
