import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';
import { toApiError } from '../data/apiError';

/** Long enough to swallow a burst of keystrokes, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 250;

export interface SearchState<T> {
  /** The newest answer; the previous one stays shown while the next is on its way. */
  data: T | null;
  error: string | null;
  /** A newer query than the shown answer's is waiting out the delay or on its way. */
  loading: boolean;
  /** Ask again now for the current query (after a save, a live event). */
  reload(): void;
}

export interface SearchOptions<Q> {
  delayMs?: number;
  /**
   * The part of the query that is typed: only a change of it waits out the delay. Any other change
   * (a page, a date, a tab) asks at once. By default the whole query is typed.
   */
  typed?: (query: Q) => unknown;
}

/**
 * One list request per settled query: a query whose typed part keeps changing (typing) asks only once
 * it has been still for `delayMs`; a newer query aborts the request still in flight, and an answer that
 * arrives after its query was replaced is dropped, so a slow old answer never overwrites a newer one.
 * The first query asks at once. `load` gets the signal to pass to the http call.
 */
export function useDebouncedSearch<Q, T>(query: Q, load: (query: Q, signal: AbortSignal) => Promise<T>, { delayMs = SEARCH_DELAY_MS, typed = (q) => q }: SearchOptions<Q> = {}): SearchState<T> {
  const key = JSON.stringify(query);
  const typedKey = JSON.stringify(typed(query));
  const [settled, setSettled] = useState({ key, typedKey, query });
  const [round, setRound] = useState(0);
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === settled.key) return undefined;
    const timer = setTimeout(() => setSettled({ key, typedKey, query }), typedKey === settled.typedKey ? 0 : delayMs);
    return () => clearTimeout(timer);
    // `query` is described by `key`.
  }, [key, typedKey, settled.key, settled.typedKey, delayMs]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef.current(settled.query, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setData(answer);
      setError(null);
      setLoading(false);
    }, (e: unknown) => {
      if (controller.signal.aborted || axios.isCancel(e)) return;
      setError(toApiError(e).message);
      setLoading(false);
    });
    return () => controller.abort();
  }, [settled, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading: loading || key !== settled.key, reload };
}
