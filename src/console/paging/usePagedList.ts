import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../data/apiError';
import type { ListPage } from '../orders/types';
import type { ListState } from '../orders/listRules';

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
  const [nonce, setNonce] = useState(0);
  const latest = useRef(fetchPage);
  latest.current = fetchPage;

  // New filters start again from the first page (derived state, no extra fetch of the old page).
  if (paging.key !== key) setPaging({ ...paging, page: FIRST_PAGE, key });
  const page = paging.key === key ? paging.page : FIRST_PAGE;

  useEffect(() => {
    let live = true;
    setLoading(true);
    const scope = `${key}|${paging.pageSize}|${nonce}`;
    if (cursors.current.scope !== scope) cursors.current = { scope, byPage: new Map() };
    const cursor = cursors.current.byPage.get(page);
    (cursor ? latest.current(0, paging.pageSize, cursor) : latest.current(page * paging.pageSize, paging.pageSize))
      .then((res) => {
        if (!live) return;
        if (res.nextCursor && cursors.current.scope === scope) cursors.current.byPage.set(page + 1, res.nextCursor);
        // The page's rows render as a transition: React draws them in slices and yields between
        // them, so a slow phone stays responsive while a page of rows appears.
        startTransition(() => {
          setState({ rows: res.items, count: res.count });
          setCountCapped(!!res.countCapped);
          setError(null);
          setLoading(false);
        });
      })
      .catch((e) => {
        if (live) startTransition(() => { setError(toApiError(e).message); setLoading(false); });
      });
    return () => {
      live = false;
    };
  }, [key, page, paging.pageSize, nonce]);

  return {
    rows: state.rows, count: state.count, countCapped, page, pageSize: paging.pageSize, loading, error,
    setPage: useCallback((p: number, pageSize: number) => setPaging((old) => ({ ...old, page: p, pageSize })), []),
    reload: useCallback(() => setNonce((n) => n + 1), []),
    reloadFirst: useCallback(() => {
      setPaging((old) => ({ ...old, page: FIRST_PAGE, pageSize: FIRST_PAGE_SIZE }));
      setNonce((n) => n + 1);
    }, []),
    update: useCallback((fn: (s: ListState<R>) => ListState<R>) => setState(fn), []),
  };
}
