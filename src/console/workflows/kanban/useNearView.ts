import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` lies within one width of `root`'s visible part, `root` being the board's
 * sideways-scrolling row of columns: the columns in view and the next ones either side. Once near it
 * stays near (its cards stay drawn). A phone shows one column of eight: drawing every column's
 * cards on the first load was ~100 cards, ~1,900 components and their layout for the seven out of
 * view. Where there is no IntersectionObserver (jsdom), every column is near.
 */
export function useNearView(root: Element | null, target: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = target.current;
    if (near || !root || !el) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      // The column's cards as a transition: React draws them in slices, not one long task.
      startTransition(() => setNear(true));
    }, { root, rootMargin: '0px 100% 0px 100%' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, root, target]);
  return near;
}
