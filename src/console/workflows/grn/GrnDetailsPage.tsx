import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseGrnInsufficientQty } from '@shared/envelope';
import { toApiError } from '../../data/apiError';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';
import { PdfButton } from '../../documents/PdfButton';
import { notifyError, showToast } from '../../notify/notifier';
import { useCall } from '../orderList/apiContext';
import { formatMoney } from '../orderList/format';
import { InsufficientQtyDialog } from './InsufficientQtyDialog';
import { PartialReturnDialog } from './PartialReturnDialog';
import type { GrnDetails } from './types';
import { useAppPath } from '../orderList/useAppPath';
import { useConfirm } from '../../confirm/useConfirm';

/** One GRN: its lines by batch, cancel (reverse; spec 8 dialog when stock has left) and partial return. */
export default function GrnDetailsPage() {
  const appPath = useAppPath();
  const { grnId } = useParams();
  const call = useCall();
  const { abilities } = useAuthState();
  const [view, setView] = useState<GrnDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shortOf, setShortOf] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const [confirm, confirmDialog] = useConfirm();

  const load = useCallback(() => {
    call<GrnDetails>('GET', '/grn/fetch-grn-details', { GRNId: grnId }, { silent: true }).then(setView).catch((e) => setError(toApiError(e).message));
  }, [call, grnId]);
  useEffect(load, [load]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!view) return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
  const { grn } = view;
  const live = grn.status === 'completed';

  const act = async (path: string, body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try { setView(await call<GrnDetails>('POST', path, body, { silent: true })); showToast(done, 'success'); setReturning(false); } catch (e) {
      const err = toApiError(e);
      const product = parseGrnInsufficientQty(err.message);
      if (product) setShortOf(product); else notifyError(err.message);
    } finally { setBusy(false); }
  };
  const cancel = async () => {
    const yes = await confirm({ title: `Cancel GRN ${grn.grnNo}?`, confirmLabel: 'Cancel GRN', cancelLabel: 'Keep the GRN', destructive: true,
      body: `Its stock (every line, ${formatMoney(grn.netTotal)}) leaves the batches again and PO ${grn.poNo} expects it once more. This cannot be undone.` });
    if (yes) void act('/grn/cancel', { GRNId: grn.id }, `GRN ${grn.grnNo} cancelled`);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">GRN {grn.grnNo} <Chip size="small" label={grn.status} color={live ? 'success' : 'default'} /></Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        PO <RouterLink to={appPath(`/purchases-grn/view/${grn.poId}`)}>{grn.poNo}</RouterLink> · {grn.supplierName} · by {grn.agentName} · {new Date(grn.createdAt).toLocaleString()}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead><TableRow>
            <TableCell>Product</TableCell><TableCell>Batch</TableCell><TableCell align="right">GRN qty</TableCell><TableCell align="right">Returned</TableCell>
            <TableCell align="right">Purchase price</TableCell><TableCell align="right">Retail price</TableCell><TableCell align="right">Line total</TableCell>
          </TableRow></TableHead>
          <TableBody>
            {view.lineItems.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.product_name}</TableCell><TableCell>{l.batch_name}</TableCell><TableCell align="right">{l.grn_qty}</TableCell>
                <TableCell align="right">{l.returned_qty}</TableCell><TableCell align="right">{formatMoney(l.purchase_price)}</TableCell>
                <TableCell align="right">{formatMoney(l.retail_price)}</TableCell><TableCell align="right">{formatMoney(l.line_total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Typography sx={{ mt: 1 }}><b>Net total {formatMoney(grn.netTotal)}</b></Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {live && can(abilities, 'grn.partial_return') && <Button disabled={busy} onClick={() => setReturning(true)}>Partial return</Button>}
        {live && can(abilities, 'grn.reverse') && <Button color="error" variant="outlined" disabled={busy} onClick={() => void cancel()}>Cancel GRN</Button>}
        <PdfButton method="post" path="/grn/generate-grn-pdf" params={{ grnId: grn.id }} label="Print GRN" fallbackName={`grn-${grn.grnNo}.pdf`} />
      </Box>
      <PartialReturnDialog lines={view.lineItems} open={returning} busy={busy} onClose={() => setReturning(false)}
        onSubmit={(lines, reason) => void act('/grn/partial-return', { GRNId: grn.id, lines, ...(reason.trim() ? { reason } : {}) }, 'Returned to the supplier')} />
      <InsufficientQtyDialog productName={shortOf} onClose={() => setShortOf(null)} />
      {confirmDialog}
    </Box>
  );
}
