import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts `children` in a deferred render. A page mounted by an ordinary update (the routes appearing
 * once the session is known, a reply arriving) is rendered at once, in one task: a generated list's
 * ~300 components are one long task on a phone. Under this the first render draws `fallback`, and
 * React mounts the page in an interruptible render right after, yielding to the browser between
 * slices. Inside a transition (a navigation) the page mounts at once, as before.
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return <>{ready ? children : fallback}</>;
}
