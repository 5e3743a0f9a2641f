/**
 * Runs `fn` when the browser is idle (requestIdleCallback), at the latest after `timeout` ms; where
 * there is no requestIdleCallback (Safari, jsdom), after `fallbackDelay` ms. Answers a function
 * that cancels it if it has not run yet. For work a page wants soon but not before it has drawn.
 */
export function whenIdle(fn: () => void, timeout: number, fallbackDelay = 0): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const t = setTimeout(fn, fallbackDelay);
    return () => clearTimeout(t);
  }
  const id = requestIdleCallback(() => fn(), { timeout });
  return () => cancelIdleCallback(id);
}
