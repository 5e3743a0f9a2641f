import { useState } from 'react';

/** A server-paged table's page and page size; `skip` and `limit` go to the list call. */
export interface Paging {
  page: number; limit: number; skip: number; sizes: number[];
  setPage(page: number): void;
  /** A new page size starts again at the first page. */
  setLimit(limit: number): void;
  /** Back to the first page (a filter changed). */
  restart(): void;
}

/** Page state of one table; the first of `sizes` is the opening page size. */
export function usePaging(sizes: number[] = [25, 50, 100]): Paging {
  const [page, setPage] = useState(0);
  const [limit, setLimitOnly] = useState(sizes[0]);
  return {
    page, limit, skip: page * limit, sizes, setPage,
    setLimit: (n) => { setLimitOnly(n); setPage(0); },
    restart: () => setPage(0),
  };
}
