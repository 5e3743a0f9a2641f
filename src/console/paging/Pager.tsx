import TablePagination from '@mui/material/TablePagination';
import type { Paging } from './usePaging';

/** The pager under a server-paged table; nothing while there are no rows. */
export function Pager({ paging, count }: { paging: Paging; count: number }) {
  if (count <= 0) return null;
  return (
    <TablePagination component="div" count={count} page={paging.page} rowsPerPage={paging.limit} rowsPerPageOptions={paging.sizes}
      onPageChange={(_, p) => paging.setPage(p)} onRowsPerPageChange={(e) => paging.setLimit(Number(e.target.value))} />
  );
}
