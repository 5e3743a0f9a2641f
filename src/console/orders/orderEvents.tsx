import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { onResync, onRealtime } from '../data/realtime';

/**
 * The realtime events that touch order lists and counts (spec 4, ARCHITECTURE.md Realtime), and
 * `resync`: events may have been missed (the page read before the connection was made, or it
 * dropped and came back): re-read.
 */
export const ORDER_EVENTS = ['newOrder', 'reOrder', 'stepChanged', 'chatCounts', 'resync'] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

/** Where events come from: the console's socket, or a fake in tests. */
export interface OrderEventSource {
  on(name: OrderEventName, handler: (payload: unknown) => void): () => void;
}

export const socketEventSource: OrderEventSource = {
  on: (name, handler) => (name === 'resync' ? onResync(() => handler(undefined)) : onRealtime(name, handler)),
};

const SourceContext = createContext<OrderEventSource>(socketEventSource);

export function OrderEventsProvider({ source, children }: { source: OrderEventSource; children: ReactNode }) {
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

export const useOrderEventSource = (): OrderEventSource => useContext(SourceContext);

/** Calls `handler(name, payload)` for each order event while mounted. */
export function useOrderEvents(handler: (name: OrderEventName, payload: unknown) => void, names: readonly OrderEventName[] = ORDER_EVENTS): void {
  const source = useOrderEventSource();
  const latest = useRef(handler);
  latest.current = handler;
  const key = names.join(',');
  useEffect(() => {
    const offs = (key.split(',') as OrderEventName[]).map((name) => source.on(name, (payload) => latest.current(name, payload)));
    return () => offs.forEach((off) => off());
  }, [source, key]);
}

/** A tiny in-memory event source (tests, and pages that re-broadcast their own changes). */
export function createLocalEventSource() {
  const handlers = new Map<OrderEventName, Set<(payload: unknown) => void>>();
  const source: OrderEventSource = {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      return () => set.delete(handler);
    },
  };
  const emit = (name: OrderEventName, payload: unknown) => handlers.get(name)?.forEach((h) => h(payload));
  return { source, emit };
}
