import { cloneElement, createContext, startTransition, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import type { SwapQueue } from './swapQueue';

/** The filter form's queue of turns (ListFilterForm); without one, inputs are drawn real at once. */
export const SwapQueueContext = createContext<SwapQueue | null>(null);

interface Own { real: ReactElement }

/**
 * One input of a generated list's filter form: nothing until its turn (swapQueue.ts; the form is
 * hidden behind the toolbar's outline meanwhile, ListToolbar), then the real input, with the props
 * react-admin's form hands each filter (resource, size, …). It carries the real input's own props
 * too (source, label, alwaysOn), which the form and the "add filter" menu read from each filter.
 */
export function StaggeredFilter({ real, ...handed }: Own & Record<string, unknown>) {
  const queue = useContext(SwapQueueContext);
  const [isReal, setReal] = useState(() => !queue || queue.over);
  // Its turn came (the swap is asked for) and the real input has not committed yet.
  const turn = useRef(false);
  useEffect(() => {
    if (isReal) {
      if (turn.current) { turn.current = false; queue?.committed(); }
      return undefined;
    }
    if (!queue) return undefined;
    return queue.wait(() => { turn.current = true; startTransition(() => setReal(true)); });
  }, [isReal, queue]);
  // Gone during its turn: the next input's turn.
  useEffect(() => () => { if (turn.current) { turn.current = false; queue?.committed(); } }, [queue]);
  return isReal ? cloneElement(real, handed) : null;
}
