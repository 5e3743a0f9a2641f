import { useState } from 'react';

/**
 * State that belongs to what it was made for (`key`: the list it was typed into, the order type it
 * was ticked under): under another key it reads as `empty`, with no effect resetting it. An effect
 * runs after the commit that brought the new key, and a keystroke or a tick queued before it was
 * thrown away by the reset (a lost change in the discount editor, at load). Set it with a value or
 * with a function of the value as now read.
 */
export function useStateOf<K, T>(key: K, empty: T): [T, (next: T | ((now: T) => T)) => void] {
  const [held, setHeld] = useState<{ key: K; value: T }>({ key, value: empty });
  const value = Object.is(held.key, key) ? held.value : empty;
  const set = (next: T | ((now: T) => T)) => setHeld((h) => {
    const now = Object.is(h.key, key) ? h.value : empty;
    return { key, value: typeof next === 'function' ? (next as (now: T) => T)(now) : next };
  });
  return [value, set];
}
