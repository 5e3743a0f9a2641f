import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import { Pager } from '../../paging/Pager';
import { usePaging } from '../../paging/usePaging';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';
import { useAppPath } from '../../routing/useAppPath';
import { useOrderEvent } from '../../orders/useOrderEvent';
import { PageLoading } from '../../paging/PageLoading';
import { useDebouncedSearch } from '../../tables/useDebouncedSearch';
import { useFilterField } from '../../tables/useFilterField';
import { SchemaField } from '../../generated/SchemaField';
import { LIST_SEARCH } from '@shared/forms/requestFields';

interface QueueRow { id: number; order_id: string; status: number; customer: string; delivery_date: string | null; delivery_slot: string | null;
  line_count: number; cold_chain: boolean; narcotic: boolean }
interface Counts { toPrepare: number; preparing: number; prepared: number }
const STATUS: Record<number, string> = { 7: 'Invoiced', 8: 'Confirmed', 9: 'Preparing' };

/** /app/preparation/pick-list: the preparation queue (live), start and end preparation. */
export default function PickListPage() {
  const call = useCall();
  const appPath = useAppPath();
  const { field: search, query: keyWord } = useFilterField(LIST_SEARCH, 'Search order, customer or phone');
  const paging = usePaging(undefined, keyWord);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The queue and its counts come together; the search is typed, a page turn asks at once.
  const list = useDebouncedSearch({ keyWord, skip: paging.skip, limit: paging.limit }, (q, signal) => Promise.all([
    call<{ items: QueueRow[]; count: number }>('GET', '/orders/admin/get-preparation-orders', q, { silent: true, signal }),
    call<Counts>('GET', '/orders/preparation-orders-counts', {}, { silent: true, signal }),
  ]), { typed: (q) => q.keyWord });
  const [data, counts] = list.data ?? [null, null];
  useOrderEvent([], list.reload, true);
  const act = async (o: QueueRow, path: string) => {
    setBusy(o.id);
    try { await call('POST', path, { orderId: o.id }, { silent: true }); } catch (e) { setError(toApiError(e).message); }
    setBusy(null); list.reload();
  };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1">Pick list</Typography>
      {counts && <Typography data-testid="prep-counts">{counts.toPrepare} to prepare · {counts.preparing} preparing · {counts.prepared} prepared</Typography>}
      <SchemaField field={search} sx={{ maxWidth: 360 }} />
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {error && <Alert severity="error" onClose={() => setError(null)}>{error}</Alert>}
      {!data ? <PageLoading /> : !data.items.length ? <Alert severity="info">Nothing to prepare.</Alert> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-busy={list.loading}>
            <TableHead><TableRow><TableCell>Order</TableCell><TableCell>Customer</TableCell><TableCell>Delivery</TableCell><TableCell>Lines</TableCell><TableCell>Status</TableCell><TableCell /></TableRow></TableHead>
            <TableBody>
              {data.items.map((o) => (
                <TableRow key={o.id} data-testid={`prep-order-${o.id}`}>
                  <TableCell><Link component={RouterLink} to={appPath(`/preparation/pick-list/pick-view/${o.id}`)}>{o.order_id}</Link>{' '}
                    {o.cold_chain && <Chip size="small" color="info" label="Cold chain" />} {o.narcotic && <Chip size="small" color="error" label="Narcotic" />}</TableCell>
                  <TableCell>{o.customer}</TableCell><TableCell>{o.delivery_date} {o.delivery_slot}</TableCell><TableCell>{o.line_count}</TableCell>
                  <TableCell>{STATUS[o.status] ?? o.status}</TableCell>
                  <TableCell>
                    {o.status !== 9 && <Button disabled={busy === o.id} onClick={() => void act(o, '/chats/start-pharmacy-preparation')}>Start preparation</Button>}
                    {o.status === 9 && <Button disabled={busy === o.id} onClick={() => void act(o, '/chats/end-pharmacy-preparation')}>End preparation</Button>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager paging={paging} count={data.count} />
        </Box>
      )}
    </Stack>
  );
}
