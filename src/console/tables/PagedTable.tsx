import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { toApiError } from '../data/apiError';
import { useCall } from '../data/apiContext';
import { Pager } from '../paging/Pager';
import { usePaging } from '../paging/usePaging';

export interface Column<R> { label: string; cell: (r: R) => ReactNode; align?: 'right' }

/** A server-paged table of one GET list call (`{ items, count }`), with loading, empty and error states. */
export function PagedTable<R extends { id: number | string }>({ path, params, columns, empty, onRow }: {
  path: string; params: Record<string, unknown>; columns: Column<R>[]; empty: string; onRow?: (r: R) => void;
}) {
  const call = useCall();
  const paging = usePaging();
  const [data, setData] = useState<{ items: R[]; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const key = JSON.stringify(params);
  const { restart, skip, limit } = paging;
  useEffect(() => restart(), [key]); // new filters start at the first page
  useEffect(() => {
    let live = true;
    setLoading(true);
    const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v != null));
    call<{ items: R[]; count: number }>('GET', path, { ...clean, skip, limit }, { silent: true })
      .then((d) => { if (live) { setData(d); setError(null); } }).catch((e) => live && setError(toApiError(e).message)).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [call, path, key, skip, limit]);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      {loading && <LinearProgress aria-label="Loading" />}
      {error && <Alert severity="error">{error}</Alert>}
      <Table size="small">
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
