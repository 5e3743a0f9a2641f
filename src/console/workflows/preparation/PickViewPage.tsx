import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AcUnit from '@mui/icons-material/AcUnit';
import Warning from '@mui/icons-material/Warning';
import { useParams } from 'react-router-dom';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';
import { useOrderEvent } from '../../orders/useOrderEvent';
import { PdfButton } from '../../documents/PdfButton';
import { PageLoading } from '../../paging/PageLoading';

interface PickLine { lineId: number; productCode: string; productName: string; genericName: string | null; lowestUom: string | null; quantity: number;
  batch: string | null; expiryDate: string | null; shelfQuantity: number | null; coldChain: boolean; narcotic: boolean }
interface Summary { order: { id: number; order_id: string; status: number; customer: string; patient: string | null; delivery_date: string | null; delivery_slot: string | null; invoice_no: string | null };
  lines: PickLine[]; flags: { coldChain: boolean; narcotic: boolean }; totals: Array<{ unit: string; quantity: number }> }

/** /app/preparation/pick-list/pick-view/{orderId}: what to pick — batch, expiry, shelf quantity, cold-chain and narcotic flags first. */
export default function PickViewPage() {
  const { orderId } = useParams();
  const call = useCall();
  const [data, setData] = useState<Summary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => call<Summary>('GET', '/orders/admin/get-preparation-order-summary', { orderId }, { silent: true })
    .then(setData).catch((e) => setError(toApiError(e).message)), [call, orderId]);
  useEffect(() => { void load(); }, [load]);
  useOrderEvent([Number(orderId)], load);
  const act = async (path: string) => {
    setBusy(true);
    try { await call('POST', path, { orderId: Number(orderId) }, { silent: true }); } catch (e) { setError(toApiError(e).message); }
    setBusy(false); void load();
  };
  if (!data) return error ? <Alert severity="error">{error}</Alert> : <PageLoading />;
  const { order, lines, flags } = data;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1">Pick view {order.order_id}</Typography>
      <Typography>{order.customer}{order.patient ? ` (patient ${order.patient})` : ''} · invoice {order.invoice_no ?? '—'} · delivery {order.delivery_date} {order.delivery_slot ?? ''}</Typography>
      {flags.narcotic && <Alert severity="error" icon={<Warning />} data-testid="narcotic-alert">NARCOTIC in this order: controlled drug register and second check required.</Alert>}
      {flags.coldChain && <Alert severity="info" icon={<AcUnit />} data-testid="cold-alert">COLD CHAIN in this order: pick last, pack with ice packs.</Alert>}
      {error && <Alert severity="error" onClose={() => setError(null)}>{error}</Alert>}
      <Stack direction="row" spacing={1}>
        {[7, 8].includes(order.status) && <Button variant="contained" disabled={busy} onClick={() => void act('/chats/start-pharmacy-preparation')}>Start preparation</Button>}
        {order.status === 9 && <Button variant="contained" disabled={busy} onClick={() => void act('/chats/end-pharmacy-preparation')}>End preparation</Button>}
        <PdfButton path="/orders/admin/pick-list-pdf" params={{ orderId: order.id }} label="Print pick list" fallbackName={`pick-list-${order.order_id}.pdf`} />
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead><TableRow><TableCell>Product</TableCell><TableCell>Flags</TableCell><TableCell>Batch</TableCell><TableCell>Expiry</TableCell><TableCell align="right">Pick</TableCell><TableCell align="right">On shelf</TableCell></TableRow></TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.lineId} data-testid={`pick-line-${l.lineId}`} sx={l.narcotic ? { bgcolor: 'error.light' } : l.coldChain ? { bgcolor: 'info.light' } : undefined}>
                <TableCell><b>{l.productName}</b><br />{l.productCode} · {l.genericName}</TableCell>
                <TableCell>{l.narcotic && <Chip color="error" label="NARCOTIC" />} {l.coldChain && <Chip color="info" label="COLD CHAIN" />}</TableCell>
                <TableCell><b>{l.batch ?? '—'}</b></TableCell><TableCell>{l.expiryDate ?? '—'}</TableCell>
                <TableCell align="right"><b>{l.quantity}</b> {l.lowestUom}</TableCell><TableCell align="right">{l.shelfQuantity ?? '—'}{l.shelfQuantity !== null && l.lowestUom ? ` ${l.lowestUom}` : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {/* Per unit: 12 tablets and 2 vials are not 14 of anything. */}
      <Typography data-testid="pick-totals">To pick: {data.totals.map((t) => `${t.quantity} ${t.unit}`).join(' · ') || 'nothing'}</Typography>
    </Stack>
  );
}
