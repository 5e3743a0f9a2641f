import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';
import { useOrderEvents } from '../../orders/orderEvents';
import { touches } from '../../orders/realtimeRows';
import type { ChatMessage, ThreadData } from './threadTypes';

export type ThreadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: ThreadData };

/**
 * One order's thread: loaded from /chats/order-and-customer-details, re-read when an event touches
 * the order (a customer message, a step change). A failed call is a failure state with its message (spec 8).
 */
export function useThread(orderId: string) {
  const call = useCall();
  const [state, setState] = useState<ThreadState>({ status: 'loading' });
  const ready = useRef(false);

  const load = useCallback(async (quiet = false) => {
    if (!quiet) setState({ status: 'loading' });
    try {
      const data = await call<ThreadData>('GET', '/chats/order-and-customer-details', { orderId }, { silent: true });
      ready.current = true;
      // A re-read that finds the thread as shown (an event about another part of the order, a
      // reconnection) keeps the state it has: nothing renders again.
      setState((s) => (s.status === 'ready' && JSON.stringify(s.data) === JSON.stringify(data) ? s : { status: 'ready', data }));
    } catch (e) {
      // A quiet re-read that fails keeps what is shown; the first load shows the failure.
      if (!quiet || !ready.current) setState({ status: 'failed', message: toApiError(e).message });
    }
  }, [call, orderId]);

  useEffect(() => {
    ready.current = false;
    void load();
  }, [load]);

  useOrderEvents((name, payload) => {
    if (name === 'resync' || touches(payload, [orderId])) void load(true);
  }, ['stepChanged', 'chatCounts', 'resync']);

  /** Adds a message the server just accepted (reply or attachment) without waiting for the re-read. */
  const append = useCallback((m: ChatMessage) => setState((s) => (s.status === 'ready' && !s.data.thread.chats.some((c) => c.id === m.id)
    ? { status: 'ready', data: { ...s.data, thread: { ...s.data.thread, chats: [...s.data.thread.chats, m] } } } : s)), []);

  /** A quiet re-read (the header's quotation total after the quotation editor saved a change). */
  const refresh = useCallback(() => { void load(true); }, [load]);

  return { state, reload: () => load(), refresh, append };
}
