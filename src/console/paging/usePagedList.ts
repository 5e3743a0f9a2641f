import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../data/apiError';
import type { ListPage } from '../orders/types';
import type { ListState } from '../orders/listRules';
import { keepUnchanged } from './sameRows';

export const FIRST_PAGE = 0;
export const FIRST_PAGE_SIZE = 10; // spec 9: the first order-list fetch is page 0, size 10

export interface PagedList<R> {
  rows: R[];
  count: number;
  /** The count is a bound: more rows match than `count`. */
  countCapped: boolean;
  page: number;
  pageSize: number;
  loading: boolean;
  error: string | null;
  setPage: (page: number, pageSize: number) => void;
  reload: () => void;
  /** Back to page 0 with the first page size, fetched again (spec 9: skip 0, limit 10 after a socket event). */
  reloadFirst: () => void;
  /** Changes the loaded rows in place (realtime rules) without a fetch. */
  update: (fn: (s: ListState<R>) => ListState<R>) => void;
}

/**
 * A server-paged list: `fetchPage(skip, limit, cursor)` is called for the current page whenever the page,
 * the page size or `key` (the filters) changes; answers arriving out of order are ignored. A page
 * reached by "next" is fetched with the previous page's `nextCursor` (keyset paging: deep pages
 * cost what the first does); a jump to a page without one falls back to skip.
 */
export function usePagedList<R>(fetchPage: (skip: number, limit: number, cursor?: string) => Promise<ListPage<R>>, key: string): PagedList<R> {
  const [state, setState] = useState<ListState<R>>({ rows: [], count: 0 });
  const [countCapped, setCountCapped] = useState(false);
  // The cursor that starts page N, for the current filters and page size.
  const cursors = useRef({ scope: '', byPage: new Map<number, string>() });
  const [paging, setPaging] = useState({ page: FIRST_PAGE, pageSize: FIRST_PAGE_SIZE, key });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(fetchPage);
  latest.current = fetchPage;
  // Which page of which filters the rows shown were read for (empty after a failed read): a re-read
  // of that same page (an event, a reconnection, reload) keeps it shown without the progress bar,
  // and an answer equal to what is shown changes no state: no render at all, no row drawn again.
  const shownView = useRef('');
  /** The number of the latest read: an answer to an older one (other filters, a page left) is ignored. */
  const reads = useRef(0);

  // New filters start again from the first page (derived state, no extra fetch of the old page).
  if (paging.key !== key) setPaging({ ...paging, page: FIRST_PAGE, key });
  const page = paging.key === key ? paging.page : FIRST_PAGE;
  const at = useRef({ key, page, pageSize: paging.pageSize });
  at.current = { key, page, pageSize: paging.pageSize };

  /**
   * Reads the page now showing: when the page, its size or the filters change (an effect), and on
   * reload, called straight away (no state of its own to change first: a re-read that finds the same
   * rows renders nothing). `fresh`: forget the cursors (the rows before a page may have changed).
   */
  const read = useCallback((fresh: boolean) => {
    const { key: k, page: p, pageSize } = at.current;
    const n = ++reads.current;
    const view = `${k}|${p}|${pageSize}`;
    if (shownView.current !== view) setLoading(true);
    const scope = `${k}|${pageSize}`;
    if (fresh || cursors.current.scope !== scope) cursors.current = { scope, byPage: new Map() };
    const cursor = cursors.current.byPage.get(p);
    (cursor ? latest.current(0, pageSize, cursor) : latest.current(p * pageSize, pageSize))
      .then((res) => {
        if (n !== reads.current) return;
        if (res.nextCursor && cursors.current.scope === scope) cursors.current.byPage.set(p + 1, res.nextCursor);
        shownView.current = view;
        // The page's rows render as a transition: React draws them in slices and yields between
        // them, so a slow phone stays responsive while a page of rows appears. Each value set is
        // the one already there when nothing changed, so React has nothing to render.
        startTransition(() => {
          setState((old) => {
            const rows = keepUnchanged(old.rows, res.items);
            return rows === old.rows && res.count === old.count ? old : { rows, count: res.count };
          });
          setCountCapped(!!res.countCapped);
          setError(null);
          setLoading(false);
        });
      })
      .catch((e) => {
        if (n !== reads.current) return;
        shownView.current = '';
        startTransition(() => { setError(toApiError(e).message); setLoading(false); });
      });
  }, []);

  useEffect(() => {
    read(false);
    return () => { reads.current++; };
  }, [key, page, paging.pageSize, read]);

  return {
    rows: state.rows, count: state.count, countCapped, page, pageSize: paging.pageSize, loading, error,
    setPage: useCallback((p: number, pageSize: number) => setPaging((old) => ({ ...old, page: p, pageSize })), []),
    reload: useCallback(() => read(true), [read]),
    reloadFirst: useCallback(() => {
      const { page: p, pageSize } = at.current;
      // Already on the first page at its size: read it again; else going there reads it.
      if (p === FIRST_PAGE && pageSize === FIRST_PAGE_SIZE) read(true);
      else {
        cursors.current = { scope: '', byPage: new Map() };
        setPaging((old) => ({ ...old, page: FIRST_PAGE, pageSize: FIRST_PAGE_SIZE }));
      }
    }, [read]),
    update: useCallback((fn: (s: ListState<R>) => ListState<R>) => setState(fn), []),
  };
}
