import { useCallback, useState } from 'react';
import type { checkField } from './fieldValue';

/**
 * The schema field checker, loaded when a box is first typed into (`load`), not with the page: a
 * list whose first paint is measured (the chat lists) does not carry the checker for a search box
 * nobody has used yet. `check` is null until it has loaded; a caller sends nothing typed before then.
 */
export function useLazyFieldCheck() {
  const [check, setCheck] = useState<typeof checkField | null>(null);
  const load = useCallback(() => {
    // Should the chunk fail to load (the network away), typing still searches: the server checks it.
    if (!check) void import('./fieldValue').then((m) => setCheck(() => m.checkField), () => setCheck(() => () => null));
  }, [check]);
  return { check, load };
}
