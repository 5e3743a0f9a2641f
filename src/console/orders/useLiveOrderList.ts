import { useRef, useState } from 'react';
import type { OrderRow, ListPage } from './types';
import { applyOrderUpdate } from './listRules';
import { usePagedList, type PagedList } from '../paging/usePagedList';
import { useOrderEvents, type OrderEventName } from './orderEvents';
import { payloadOf, toListUpdate, touches, type ListView } from './realtimeRows';
import { REFRESH_DEBOUNCE_MS } from './countsStore';

export type LiveMode =
  /** Spec 4: events reload the list from the first page (skip 0, limit 10) — the unassigned list. */
  | 'reloadFirst'
  /** Spec 4: an update replaces its row; a row moving from list 0 to list 1 is added. */
  | 'rules';

export interface LiveOrderList extends PagedList<OrderRow> {
  /** Orders that joined this list since the last fetch but were not inserted (the user refreshes). */
  arrived: number;
  refresh: () => void;
}

/** An order list kept true by the realtime events (spec 4, Realtime order-list update). */
export function useLiveOrderList(
  fetchPage: (skip: number, limit: number, cursor?: string) => Promise<ListPage<OrderRow>>, key: string, view: ListView, mode: LiveMode,
): LiveOrderList {
  const list = usePagedList(fetchPage, key);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const arrive = (id: unknown) => setArrived((old) => (old.has(String(id)) ? old : new Set(old).add(String(id))));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rowsRef = useRef(list.rows);
  rowsRef.current = list.rows;

  const later = (fn: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(fn, REFRESH_DEBOUNCE_MS);
  };

  useOrderEvents((name: OrderEventName, payload: unknown) => {
    if (name === 'resync') {
      // Events may have been missed (read before the connection was made, or it dropped): the rows re-read.
      later(mode === 'reloadFirst' ? list.reloadFirst : list.reload);
      return;
    }
    if (mode === 'reloadFirst') {
      later(() => {
        setArrived(new Set());
        list.reloadFirst();
      });
      return;
    }
    const update = toListUpdate(name, payload, view);
    if (update) {
      const present = rowsRef.current.some((r) => String(r.id) === String(update.row.id));
      const adds = !present && update.fromList === 0 && update.toList === 1;
      list.update((s) => applyOrderUpdate(s, update, { pageSize: list.pageSize }));
      if (!present && !adds && update.toList === 1) arrive(update.row.id);
      return;
    }
    // Events without a row: re-read the page when they touch a loaded order (e.g. it was re-assigned).
    if (touches(payload, rowsRef.current.map((r) => r.id))) later(list.reload);
    else if ((name === 'newOrder' || name === 'reOrder') && payloadOf(payload).orderId && view.acceptsNew) arrive(payloadOf(payload).orderId);
    else if (name === 'chatCounts' && payloadOf(payload).reason === 'assigned' && view.acceptsAssigned) (payloadOf(payload).orderIds ?? []).forEach(arrive);
  });

  return { ...list, arrived: arrived.size, refresh: () => { setArrived(new Set()); list.reload(); } };
}
