import { useState } from 'react';

/** A server-paged table's page and page size; `skip` and `limit` go to the list call. */
export interface Paging {
  page: number; limit: number; skip: number; sizes: number[];
  setPage(page: number): void;
  /** A new page size starts again at the first page. */
  setLimit(limit: number): void;
}

/**
 * Page state of one table; the first of `sizes` is the opening page size. `filters` names what the
 * rows are filtered by: when it changes the table is at its first page in that same render, so the
 * list is asked for once (page 1 of the new filters), never for the old page of the new filters first.
 */
export function usePaging(sizes: number[] = [25, 50, 100], filters: unknown = null): Paging {
  const filterKey = JSON.stringify(filters);
  const [at, setAt] = useState({ page: 0, filterKey });
  const [limit, setLimitOnly] = useState(sizes[0]);
  const page = at.filterKey === filterKey ? at.page : 0;
  const setPage = (p: number) => setAt({ page: p, filterKey });
  return {
    page, limit, skip: page * limit, sizes, setPage,
    setLimit: (n) => { setLimitOnly(n); setPage(0); },
  };
}
