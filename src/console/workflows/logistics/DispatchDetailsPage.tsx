import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import { useOrderEvent } from '../rider/useOrderEvent';
import { PdfButton } from '../../documents/PdfButton';
import { useConfirm } from '../../confirm/useConfirm';
import { TRIP_STATUS, type RiderRun, type RunOrder } from '../rider/types';

interface Summary { run: RiderRun & { rider_name: string }; byStatus: Record<string, number>; amountDue: number; collected: Record<string, number>; totalCollected: number; items: RunOrder[]; count: number }

/** /app/logistics-planner/dispatch-details/{dispatchId}: the run, its orders live, collected totals, end run. */
export default function DispatchDetailsPage() {
  const { dispatchId } = useParams();
  const call = useCall();
  const [data, setData] = useState<Summary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => call<Summary>('GET', '/orders/admin/dispatch-summary', { dispatchId, skip: 0, limit: 500 }, { silent: true })
    .then((d) => { setData(d); }).catch((e) => setError(toApiError(e).message)), [call, dispatchId]);
  useEffect(() => { void load(); }, [load]);
  useOrderEvent(data?.items.map((o) => o.id) ?? [], load);
  const end = async () => {
    setBusy(true);
    try { await call('POST', '/orders/admin/end-dispatch', { dispatchId: Number(dispatchId) }, { silent: true }); } catch (e) { setError(toApiError(e).message); }
    setBusy(false); void load();
  };
  const askEnd = async () => {
    const open = (data?.items ?? []).filter((o) => ![14, 15, 16, 21].includes(o.status)).length;
    if (await confirm({
      title: `End run ${data?.run.display_id ?? ''}?`, confirmLabel: 'End run', cancelLabel: 'Keep the run', destructive: true,
      body: `Arrived orders become delivered${open ? `; ${open} order${open === 1 ? '' : 's'} not yet arrived return to the pharmacy` : ''}. A run that has ended cannot start again.`,
    })) await end();
  };
  if (!data) return error ? <Alert severity="error">{error}</Alert> : <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
  const { run } = data;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1">Dispatch run {run.display_id}</Typography>
      <Typography data-testid="run-facts">
        {[run.rider_name, [run.delivery_date, run.delivery_slot].filter(Boolean).join(' '), run.vehicle_number ? `Vehicle ${run.vehicle_number}` : 'No vehicle'].filter(Boolean).join(' · ')} · <b>{run.status}</b>
      </Typography>
      <Typography data-testid="run-totals">Due {data.amountDue.toFixed(2)} · collected {data.totalCollected.toFixed(2)} {Object.entries(data.collected).map(([m, v]) => `(${m} ${v.toFixed(2)})`).join(' ')}</Typography>
      <PdfButton path="/orders/admin/dispatch-run-sheet-pdf" params={{ dispatchId: run.id }} label="Print run sheet" fallbackName={`dispatch-run-${run.display_id}.pdf`} />
      {error && <Alert severity="error" onClose={() => setError(null)}>{error}</Alert>}
      {run.status === 'ongoing' && <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={busy} onClick={() => void askEnd()}>End run</Button>}
      {confirmDialog}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead><TableRow><TableCell>Order</TableCell><TableCell>Status</TableCell><TableCell>Customer</TableCell><TableCell>Address</TableCell><TableCell>Due</TableCell><TableCell>Payment</TableCell></TableRow></TableHead>
          <TableBody>
            {data.items.map((o) => (
              <TableRow key={o.id} data-testid={`run-order-${o.id}`}>
                <TableCell>{o.order_id} {o.cold_chain && <Chip size="small" color="info" label="Cold chain" />} {o.narcotic && <Chip size="small" color="error" label="Narcotic" />}</TableCell>
                <TableCell>{TRIP_STATUS[o.status] ?? o.status}</TableCell><TableCell>{o.customer}</TableCell><TableCell>{o.delivery_address}</TableCell>
                <TableCell>{(o.amount_due ?? 0).toFixed(2)}</TableCell>
                <TableCell>{o.mode1_type ? `${o.mode1_type} ${o.mode1_amount?.toFixed(2)}${o.mode2_type ? ` + ${o.mode2_type} ${o.mode2_amount?.toFixed(2)}` : ''}` : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
