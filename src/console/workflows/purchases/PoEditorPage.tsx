import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { formatMoney } from '../orderList/format';
import { PoLinesTable } from './PoLinesTable';
import { ProductPicker } from './ProductPicker';
import { SupplierSelect } from './SupplierSelect';
import { usePo } from './usePo';
import { useAppPath } from '../orderList/useAppPath';
import { useConfirm } from '../../confirm/useConfirm';

/** Create / edit a draft PO: supplier, required date, lines priced by the server from the product; submit or discard. */
export default function PoEditorPage() {
  const { poId } = useParams();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { view, error, busy, act } = usePo(poId);
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [requiredDate, setRequiredDate] = useState('');
  const [qty, setQty] = useState('1');
  const [confirm, confirmDialog] = useConfirm();
  useEffect(() => { if (view) { setSupplierId(view.po.supplierId); setRequiredDate(view.po.requiredDate ?? ''); } }, [view]);
  if (error) return <Alert severity="error">{error}</Alert>;
  const po = view?.po;
  if (po && po.status !== 'draft') return <Alert severity="info">PO {po.poNo} is {po.status.replace('_', ' ')} and can no longer be edited.</Alert>;
  const orderedQty = Number(qty);
  const qtyOk = Number.isInteger(orderedQty) && orderedQty >= 1;
  const head = { supplierId, requiredDate: requiredDate || null };

  const add = async (productId: number) => {
    const v = await act('/po/create', po ? { type: 'add', purchaseOrderId: po.id, productId, orderedQty } : { type: 'new', productId, orderedQty, ...(supplierId ? { supplierId } : {}) });
    if (v && !po) navigate(appPath(`/purchases-grn/edit/${v.po.id}`), { replace: true });
  };
  const submit = async () => {
    if (!po || !(await confirm({ title: `Submit PO ${po.poNo}?`, confirmLabel: 'Submit PO',
      body: `It goes to the supplier for ${formatMoney(po.netTotal)} and can no longer be edited.` }))) return;
    if (await act('/po/submit', { poId: po.id, ...head }, `PO ${po.poNo} submitted`)) navigate(appPath(`/purchases-grn/view/${po.id}`));
  };
  const discard = async () => {
    if (!po || !(await confirm({ title: `Discard draft PO ${po.poNo}?`, confirmLabel: 'Discard', cancelLabel: 'Keep the draft', destructive: true,
      body: 'The draft and its lines are deleted; this cannot be undone.' }))) return;
    if (await act('/po/discard', { poId: po.id }, `PO ${po.poNo} discarded`)) navigate(appPath('/purchases-grn/view-po-list'));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">{po ? `Edit PO ${po.poNo}` : 'New purchase order'}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <SupplierSelect value={supplierId} onChange={setSupplierId} disabled={busy} />
        <TextField size="small" type="date" label="Required date" InputLabelProps={{ shrink: true }} value={requiredDate} onChange={(e) => setRequiredDate(e.target.value)} />
        {po && <Button disabled={busy} onClick={() => act('/po/update', { poId: po.id, ...head }, 'Saved')}>Save</Button>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <TextField size="small" type="number" label="Ordered qty" value={qty} onChange={(e) => setQty(e.target.value)} error={!qtyOk}
          helperText={qtyOk ? ' ' : 'A whole number of 1 or more'} sx={{ width: 130 }} inputProps={{ min: 1, step: 1 }} />
        <ProductPicker onPick={(p) => { if (qtyOk) void add(p.id); }} />
      </Box>
      {po && !!view?.poItems.length && (
        <PoLinesTable lines={view.poItems} editable onQty={(l, q) => act('/po/edit-line-item', { lineItemId: l.id, orderedQty: q })}
          onRemove={(l) => void confirm({ title: `Remove ${l.product_name}?`, confirmLabel: 'Remove', destructive: true, body: 'The line leaves the draft PO.' })
            .then((yes) => { if (yes) void act('/po/remove-line-item', { lineItemId: l.id }); })} />
      )}
      {!view?.poItems.length && <Alert severity="info" sx={{ mt: 1 }}>Add the first product: the draft is created with it.</Alert>}
      {po && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography><b>Net total {formatMoney(po.netTotal)}</b></Typography>
          <Box sx={{ flex: 1 }} />
          <Button color="error" disabled={busy} onClick={discard}>Discard</Button>
          <Button variant="contained" disabled={busy || !view?.poItems.length || !supplierId} onClick={submit}>Submit PO</Button>
        </Box>
      )}
      {confirmDialog}
    </Box>
  );
}
