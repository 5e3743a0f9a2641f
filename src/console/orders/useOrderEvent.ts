import { useRef } from 'react';
import { useOrderEvents } from './orderEvents';

/**
 * Reloads when a stepChanged concerns one of `orderIds` (or any order when `anyOrder`): a rider's
 * step moves the order on the planner's and the pharmacist's screens without a reload. Also when
 * events may have been missed (realtime.ts onResync: read before the connection was made, or it dropped).
 */
export function useOrderEvent(orderIds: number[], reload: () => unknown, anyOrder = false): void {
  const ids = useRef(new Set<number>());
  ids.current = new Set(orderIds);
  useOrderEvents((name, payload) => {
    const id = (payload as { orderId?: number } | null)?.orderId;
    if (name === 'resync' || anyOrder || (id !== undefined && ids.current.has(id))) void reload();
  }, ['stepChanged', 'resync']);
}
