import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';
import { PdfButton } from '../../documents/PdfButton';
import { useCall } from '../orderList/apiContext';
import { formatMoney } from '../orderList/format';
import { PoLinesTable } from './PoLinesTable';
import { usePo } from './usePo';
import { useAppPath } from '../orderList/useAppPath';
import { useConfirm } from '../../confirm/useConfirm';
import type { ConfirmRequest } from '../../confirm/ConfirmDialog';

interface GrnRow { id: number; grnNo: string; status: string; netTotal: number; createdAt: string }

/** A PO read-only, with the actions its state allows (edit, submit, discard, cancel, enter GRN) and its GRNs. */
export default function PoViewPage() {
  const { poId } = useParams();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const call = useCall();
  const { abilities } = useAuthState();
  const { view, error, busy, act } = usePo(poId);
  const [grns, setGrns] = useState<GrnRow[]>([]);
  const [confirm, confirmDialog] = useConfirm();
  useEffect(() => { call<{ items: GrnRow[] }>('GET', '/grn/fetch-po-grns', { poId }, { silent: true }).then((d) => setGrns(d.items)).catch(() => setGrns([])); }, [call, poId, view?.po.status]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!view) return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
  const { po } = view;
  const confirmAct = (q: ConfirmRequest, path: string, done: string) => void confirm(q).then((yes) => { if (yes) void act(path, { poId: po.id }, done); });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">PO {po.poNo} <Chip size="small" label={po.status.replace('_', ' ')} /></Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{po.supplierName ?? 'No supplier yet'} · required {po.requiredDate ?? '—'} · by {po.agentName}</Typography>
      <PoLinesTable lines={view.poItems} editable={false} />
      <Typography sx={{ mt: 1 }}><b>Net total {formatMoney(po.netTotal)}</b></Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {po.status === 'draft' && can(abilities, 'po.edit') && <Button onClick={() => navigate(appPath(`/purchases-grn/edit/${po.id}`))}>Edit</Button>}
        {po.status === 'draft' && can(abilities, 'po.cancel') && <Button color="error" disabled={busy} onClick={() => confirmAct({ title: `Discard draft PO ${po.poNo}?`, confirmLabel: 'Discard', cancelLabel: 'Keep the draft', destructive: true, body: 'The draft and its lines are deleted; this cannot be undone.' }, '/po/discard', 'Discarded')}>Discard</Button>}
        {po.status === 'submitted' && can(abilities, 'po.cancel') && !view.poItems.some((l) => l.received_qty > 0) &&
          <Button color="error" disabled={busy} onClick={() => confirmAct({ title: `Cancel PO ${po.poNo}?`, confirmLabel: 'Cancel PO', cancelLabel: 'Keep the PO', destructive: true, body: `${po.supplierName ?? 'The supplier'} is no longer expected to deliver it; no GRN can be entered against it. This cannot be undone.` }, '/po/cancel', 'Cancelled')}>Cancel PO</Button>}
        {(po.status === 'submitted' || po.status === 'partially_received') && can(abilities, 'grn.process') &&
          <Button variant="contained" onClick={() => navigate(appPath(`/purchases-grn/grn/${po.id}`))}>Enter GRN</Button>}
        {(can(abilities, 'po.print') || can(abilities, 'po.view')) &&
          <PdfButton method="post" path="/po/generate-po-pdf" params={{ poId: po.id }} label="Print PO" fallbackName={`purchase-order-${po.poNo}.pdf`} />}
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 3 }}>GRNs</Typography>
      {!grns.length ? <Typography variant="body2" color="text.secondary">No GRN yet.</Typography> : grns.map((g) => (
        <Typography key={g.id} variant="body2"><RouterLink to={appPath(`/purchases-grn/grn-details/${g.id}`)}>GRN {g.grnNo}</RouterLink> · {g.status} · {formatMoney(g.netTotal)} · {new Date(g.createdAt).toLocaleString()}</Typography>
      ))}
      {confirmDialog}
    </Box>
  );
}
