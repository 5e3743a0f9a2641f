import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { showToast } from '../../notify/notifier';
import { useCall } from '../orderList/apiContext';
import { formatMoney } from '../orderList/format';
import { useDetailCall } from '../orderDetail/useDetailCall';
import { SectionState } from '../orderDetail/SectionState';

interface CreditLine { invoiceLineId: number; productName: string; productCode: string; lowestUom: string; batchName: string; batchQty: number; unitPrice: number; credited: number; remaining: number }
interface CreditInfo { invoice: { invoiceNo: string; status: string } | null; lineItems: CreditLine[]; creditNotes: Array<{ creditNoteId: number; creditNote: string; amount: number; reason: string }> }

/**
 * generate-credit-note-batch-wise: per invoice line a quantity (up to what is still creditable)
 * and restock or write-off; the amount is computed by the server and shown when issued.
 */
export default function CreditNoteDialog({ orderId, displayId, onClose, onDone }: { orderId: number; displayId: string; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.credit_note.${k}`, o);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const call = useCall();
  const info = useDetailCall<CreditInfo>('/quotations/get-credit-note-info', { orderId });
  const [qty, setQty] = useState<Record<number, string>>({});
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (lines: CreditLine[]) => {
    const chosen = lines.filter((l) => Number(qty[l.invoiceLineId] ?? 0) > 0);
    if (!reason.trim()) { setError(t('reason_required')); return; }
    if (!chosen.length) { setError(t('none_chosen')); return; }
    setBusy(true);
    setError(null);
    try {
      const r = await call<{ creditNote: string; amount: number }>('POST', '/quotations/admin/generate-credit-note-batch-wise', {
        orderId, reason: reason.trim(),
        lineItems: chosen.map((l) => ({ invoiceLineId: l.invoiceLineId, quantity: Number(qty[l.invoiceLineId]), restock: restock[l.invoiceLineId] ?? true })),
      }, { silent: true });
      showToast(t('done', { no: r.creditNote, amount: formatMoney(r.amount) }), 'success');
      onDone();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="credit-note-title">
      <DialogTitle id="credit-note-title">{t('title', { id: displayId })}</DialogTitle>
      <SectionState state={info}>{(d) => {
        const open = d.lineItems.filter((l) => l.remaining > 0);
        const invalid = open.some((l) => { const n = Number(qty[l.invoiceLineId] ?? 0); return !Number.isInteger(n) || n < 0 || n > l.remaining; });
        return (
          <>
            <DialogContent>
              {!open.length ? <Alert severity="info">{t('nothing')}</Alert> : (
                <Table size="small">
                  <TableHead><TableRow>
                    <TableCell>{translate('rx.quotation.product')}</TableCell><TableCell>{translate('rx.batch_invoice.batch')}</TableCell>
                    <TableCell align="right">{t('remaining')}</TableCell><TableCell align="right">{t('quantity')}</TableCell><TableCell>{t('restock')}</TableCell>
                  </TableRow></TableHead>
                  <TableBody>
                    {open.map((l) => {
                      const n = Number(qty[l.invoiceLineId] ?? 0);
                      const bad = !Number.isInteger(n) || n < 0 || n > l.remaining;
                      return (
                        <TableRow key={l.invoiceLineId} data-testid={`credit-line-${l.invoiceLineId}`}>
                          <TableCell>{l.productName} <small>{l.lowestUom}</small></TableCell>
                          <TableCell>{l.batchName}</TableCell>
                          <TableCell align="right">{l.remaining}</TableCell>
                          <TableCell align="right">
                            <TextField size="small" value={qty[l.invoiceLineId] ?? ''} placeholder="0" error={bad} onChange={(e) => setQty({ ...qty, [l.invoiceLineId]: e.target.value })}
                              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${t('quantity')} ${l.productName} ${l.batchName}`, style: { width: 56, textAlign: 'right' } } }} />
                          </TableCell>
                          <TableCell>
                            <Checkbox checked={restock[l.invoiceLineId] ?? true} onChange={(e) => setRestock({ ...restock, [l.invoiceLineId]: e.target.checked })}
                              slotProps={{ input: { 'aria-label': `${t('restock')} ${l.productName} ${l.batchName}` } }} />
                            <Typography component="span" variant="caption">{(restock[l.invoiceLineId] ?? true) ? t('restock') : t('write_off')}</Typography>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              )}
              <TextField fullWidth required label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ mt: 2 }} slotProps={{ htmlInput: { maxLength: 500 } }} />
              {!!d.creditNotes.length && (
                <Typography variant="body2" sx={{ mt: 2 }}>{t('previous')}: {d.creditNotes.map((c) => `${c.creditNote} (${formatMoney(c.amount)})`).join(', ')}</Typography>
              )}
              {error && <Alert severity="error" sx={{ mt: 2 }} data-testid="credit-error">{error}</Alert>}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{translate('rx.common.back')}</Button>
              <Button variant="contained" disabled={busy || invalid || !open.length} onClick={() => submit(open)}>{busy ? translate('rx.common.working') : t('submit')}</Button>
            </DialogActions>
          </>
        );
      }}</SectionState>
    </Dialog>
  );
}
