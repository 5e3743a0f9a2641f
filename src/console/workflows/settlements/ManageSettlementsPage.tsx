import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '../../data/apiError';
import { showToast } from '../../notify/notifier';
import { useCall } from '../orderList/apiContext';

interface Row { id: number; order_id: string; customer: string; delivered_at: string | null; rider_name: string; dispatch_run: string | null;
  mode1_type: string; mode1_amount: number; mode2_type: string | null; mode2_amount: number | null; collected: number; settlement_id: number | null }
interface Data { items: Row[]; count: number; totals: { amount: number; byMode: Record<string, number>; byRider: Array<{ riderId: number; total: number }> } }
interface Rider { id: number; name: string }

/** /app/purchases-grn/manage-settlements: rider-collected payments of delivered orders; settle the selected ones once. */
export default function ManageSettlementsPage() {
  const call = useCall();
  const [f, setF] = useState({ startDate: '', endDate: '', deliveryAgent: '', settlementStatus: 'unsettled' });
  const [page, setPage] = useState({ skip: 0, limit: 50 });
  const [data, setData] = useState<Data | null>(null);
  const [riders, setRiders] = useState<Rider[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => call<Data>('GET', '/orders/admin/get-invoice-settlements-data', { ...f, ...page }, { silent: true })
    .then((d) => { setData(d); setError(null); }).catch((e) => setError(toApiError(e).message)), [call, f, page]);
  useEffect(() => { void load(); }, [load]);
  useEffect(() => { call<Rider[]>('GET', '/agent/auth/get-delivery-agents', { anyLocation: true }, { silent: true }).then(setRiders).catch(() => setRiders([])); }, [call]);
  const riderName = (id: number) => riders.find((r) => r.id === id)?.name ?? `Rider ${id}`;
  const toggle = (id: number) => setSelected((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const settle = async () => {
    setBusy(true);
    try {
      const r = await call<{ settlementId: number; total: number; orderCount: number }>('POST', '/orders/admin/process-settlements', { orderIds: [...selected] }, { silent: true });
      showToast(`Settlement ${r.settlementId}: ${r.orderCount} order(s), ${r.total.toFixed(2)}`, 'success');
      setSelected(new Set());
      setBusy(false); setConfirm(false); void load();
    } catch (e) {
      // Reload first (it clears a stale list error), then show the refusal: it must stay on screen.
      const message = toApiError(e).message;
      await load();
      setBusy(false); setConfirm(false); setError(message);
    }
  };
  const selectedTotal = data?.items.filter((r) => selected.has(r.id)).reduce((n, r) => n + r.collected, 0) ?? 0;
  const set = (k: keyof typeof f, v: string) => { setF({ ...f, [k]: v }); setPage({ ...page, skip: 0 }); };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1">Manage settlements</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField type="date" label="Delivered from" value={f.startDate} onChange={(e) => set('startDate', e.target.value)} InputLabelProps={{ shrink: true }} />
        <TextField type="date" label="Delivered to" value={f.endDate} onChange={(e) => set('endDate', e.target.value)} InputLabelProps={{ shrink: true }} />
        <TextField select label="Rider" value={f.deliveryAgent} onChange={(e) => set('deliveryAgent', e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">Any</MenuItem>{riders.map((r) => <MenuItem key={r.id} value={String(r.id)}>{r.name}</MenuItem>)}
        </TextField>
        <TextField select label="Settlement" value={f.settlementStatus} onChange={(e) => set('settlementStatus', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="unsettled">Unsettled</MenuItem><MenuItem value="settled">Settled</MenuItem><MenuItem value="all">All</MenuItem>
        </TextField>
      </Stack>
      {error && <Alert severity="error" onClose={() => setError(null)}>{error}</Alert>}
      {data && (
        <Typography data-testid="settlement-totals">
          Total {data.totals.amount.toFixed(2)} · {Object.entries(data.totals.byMode).map(([m, v]) => `${m} ${v.toFixed(2)}`).join(' · ')}
          {data.totals.byRider.length > 0 && ` · ${data.totals.byRider.map((r) => `${riderName(r.riderId)} ${r.total.toFixed(2)}`).join(' · ')}`}
        </Typography>
      )}
      {confirm
        ? <Alert severity="warning" action={<><Button onClick={() => setConfirm(false)}>Cancel</Button><Button disabled={busy} onClick={() => void settle()}>Settle</Button></>}>
            Settle {selected.size} order(s) for {selectedTotal.toFixed(2)}? This cannot be undone.</Alert>
        : <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={!selected.size} onClick={() => setConfirm(true)}>Settle {selected.size || ''} selected</Button>}
      {!data ? <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box> : !data.items.length ? <Alert severity="info">No payments match.</Alert> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead><TableRow><TableCell padding="checkbox" /><TableCell>Order</TableCell><TableCell>Customer</TableCell><TableCell>Rider</TableCell><TableCell>Run</TableCell><TableCell>Delivered</TableCell><TableCell>Payment</TableCell><TableCell align="right">Collected</TableCell><TableCell>Settlement</TableCell></TableRow></TableHead>
            <TableBody>
              {data.items.map((r) => (
                <TableRow key={r.id} hover data-testid={`settle-row-${r.id}`} onClick={() => !r.settlement_id && toggle(r.id)}>
                  <TableCell padding="checkbox"><Checkbox disabled={!!r.settlement_id} checked={selected.has(r.id)} inputProps={{ 'aria-label': `Select ${r.order_id}` }} /></TableCell>
                  <TableCell>{r.order_id}</TableCell><TableCell>{r.customer}</TableCell><TableCell>{r.rider_name}</TableCell><TableCell>{r.dispatch_run ?? '—'}</TableCell>
                  <TableCell>{r.delivered_at ? new Date(r.delivered_at).toLocaleString() : '—'}</TableCell>
                  <TableCell>{r.mode1_type} {r.mode1_amount.toFixed(2)}{r.mode2_type ? ` + ${r.mode2_type} ${r.mode2_amount?.toFixed(2)}` : ''}</TableCell>
                  <TableCell align="right">{r.collected.toFixed(2)}</TableCell><TableCell>{r.settlement_id ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination component="div" count={data.count} page={page.skip / page.limit} rowsPerPage={page.limit} rowsPerPageOptions={[50, 100, 200]}
            onPageChange={(_e, p) => setPage({ ...page, skip: p * page.limit })} onRowsPerPageChange={(e) => setPage({ skip: 0, limit: Number(e.target.value) })} />
        </Box>
      )}
    </Stack>
  );
}
