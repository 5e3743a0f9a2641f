import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import { useAppPath } from '../orderList/useAppPath';
import { useOrderEvent } from '../rider/useOrderEvent';
import type { RiderRun } from '../rider/types';

const STATUS: Record<string, { query: string; title: string }> = {
  pending: { query: 'pending_ongoing', title: 'Dispatches: Pending & Ongoing' }, completed: { query: 'completed', title: 'Dispatches: Completed' },
};

/** /app/logistics-planner/dispatch-runs/{dispatchStatus}: runs with search and paging. */
export default function DispatchRunsPage() {
  const dispatchStatus = useLocation().pathname.split('/').pop() ?? 'pending';
  const call = useCall();
  const appPath = useAppPath();
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState({ skip: 0, limit: 25 });
  const [data, setData] = useState<{ items: RiderRun[]; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const s = STATUS[dispatchStatus] ?? STATUS.pending;
  const load = useCallback(() => call<{ items: RiderRun[]; count: number }>('GET', '/orders/admin/get-ongoing-and-pending-dispach-buckets', { dispatchStatus: s.query, searchKey, ...page }, { silent: true })
    .then((d) => { setData(d); setError(null); }).catch((e) => setError(toApiError(e).message)), [call, s.query, searchKey, page]);
  useEffect(() => { void load(); }, [load]);
  useOrderEvent([], load, true);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1">{s.title}</Typography>
      <TextField label="Search run, rider or vehicle" value={searchKey} onChange={(e) => { setSearchKey(e.target.value); setPage({ ...page, skip: 0 }); }} sx={{ maxWidth: 360 }} />
      {error && <Alert severity="error">{error}</Alert>}
      {!data ? <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box> : !data.items.length ? <Alert severity="info">No dispatch runs.</Alert> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead><TableRow><TableCell>Run</TableCell><TableCell>Rider</TableCell><TableCell>Date</TableCell><TableCell>Status</TableCell><TableCell>Delivered</TableCell></TableRow></TableHead>
            <TableBody>
              {data.items.map((r) => (
                <TableRow key={r.id}>
                  <TableCell><Link component={RouterLink} to={appPath(`/logistics-planner/dispatch-details/${r.id}`)}>{r.display_id}</Link></TableCell>
                  <TableCell>{r.rider_name}</TableCell><TableCell>{r.delivery_date} {r.delivery_slot}</TableCell><TableCell>{r.status}</TableCell>
                  <TableCell>{r.delivered_count} / {r.order_count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination component="div" count={data.count} page={page.skip / page.limit} rowsPerPage={page.limit} rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_e, p) => setPage({ ...page, skip: p * page.limit })} onRowsPerPageChange={(e) => setPage({ skip: 0, limit: Number(e.target.value) })} />
        </Box>
      )}
    </Stack>
  );
}
