import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCall } from '../data/apiContext';
import { Pager } from '../paging/Pager';
import { usePaging } from '../paging/usePaging';
import { useDebouncedSearch } from './useDebouncedSearch';

export interface Column<R> { label: string; cell: (r: R) => ReactNode; align?: 'right' }

/** A server-paged table of one GET list call (`{ items, count }`), with loading, empty and error states. */
export function PagedTable<R extends { id: number | string }>({ path, params, columns, empty, onRow }: {
  path: string; params: Record<string, unknown>; columns: Column<R>[]; empty: string; onRow?: (r: R) => void;
}) {
  const call = useCall();
  const paging = usePaging(undefined, params);
  const { skip, limit } = paging;
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v != null));
  // Nothing here is typed: every change asks at once, and only the newest answer is shown.
  const { data, error, loading } = useDebouncedSearch({ path, params: { ...clean, skip, limit } },
    (q, signal) => call<{ items: R[]; count: number }>('GET', q.path, q.params, { silent: true, signal }), { typed: () => null });
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      {loading && <LinearProgress aria-label="Loading" />}
      {error && <Alert severity="error">{error}</Alert>}
      <Table size="small" aria-busy={loading}>
        <TableHead><TableRow>{columns.map((c) => <TableCell key={c.label} align={c.align}>{c.label}</TableCell>)}</TableRow></TableHead>
        <TableBody>
          {data?.items.map((r) => (
            <TableRow key={r.id} hover={!!onRow} sx={{ cursor: onRow ? 'pointer' : undefined }} onClick={() => onRow?.(r)}>
              {columns.map((c) => <TableCell key={c.label} align={c.align}>{c.cell(r)}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data && !data.items.length && !loading && <Box sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>{empty}</Box>}
      <Pager paging={paging} count={data?.count ?? 0} />
    </Paper>
  );
}
