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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import creditNote from '@schemas/creditNote.schema.json';
import creditNoteLine from '@schemas/creditNoteLine.schema.json';
import { toApiError } from '../../../data/apiError';
import { propOf } from '../../../generated/fieldValue';
import { PrimaryAction } from '../../../generated/PrimaryAction';
import { SchemaField } from '../../../generated/SchemaField';
import { serverFieldErrors } from '../../../generated/serverFieldErrors';
import { fieldState, firstReason, useSchemaField } from '../../../generated/useSchemaField';
import { showToast } from '../../../notify/notifier';
import { useCall } from '../../../data/apiContext';
import { formatMoney } from '../../../i18n/format';
import { useDetailCall } from '../useDetailCall';
import { SectionState } from '../SectionState';

interface CreditLine { invoiceLineId: number; productName: string; productCode: string; lowestUom: string; batchName: string; batchQty: number; unitPrice: number; credited: number; remaining: number }
interface CreditInfo { invoice: { invoiceNo: string; status: string } | null; lineItems: CreditLine[]; creditNotes: Array<{ creditNoteId: number; creditNote: string; amount: number; reason: string }> }

const REASON = propOf(creditNote, 'reason');
/** A line's credit qty: empty or 0 credits nothing; at most what is still creditable on it. */
const creditQty = (remaining: number) => propOf(creditNoteLine, 'quantity', { minimum: 0, maximum: remaining });

/**
 * generate-credit-note-batch-wise: per invoice line a quantity (up to what is still creditable)
 * and restock or write-off; the amount is computed by the server and shown when issued. Every box
 * is the shared schema field: a refused quantity names its line, and Issue says why it is off.
 */
export default function CreditNoteDialog({ orderId, displayId, onClose, onDone }: { orderId: number; displayId: string; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.credit_note.${k}`, o);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const call = useCall();
  const info = useDetailCall<CreditInfo>('/quotations/get-credit-note-info', { orderId });
  const [qty, setQty] = useState<Record<number, string>>({});
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const reason = useSchemaField({ schema: REASON, label: t('reason'), required: true });
  const [refused, setRefused] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const qtyField = (l: CreditLine) => fieldState(creditQty(l.remaining), `${t('quantity')} of ${l.productName} (${l.batchName})`, qty[l.invoiceLineId] ?? '',
    (text) => { setQty({ ...qty, [l.invoiceLineId]: text }); setRefused({ ...refused, [l.invoiceLineId]: '' }); }, { server: refused[l.invoiceLineId] || null });

  const submit = async (chosen: CreditLine[]) => {
    setBusy(true);
    setError(null);
    try {
      const r = await call<{ creditNote: string; amount: number }>('POST', '/quotations/admin/generate-credit-note-batch-wise', {
        orderId, reason: String(reason.value).trim(),
        lineItems: chosen.map((l) => ({ invoiceLineId: l.invoiceLineId, quantity: Number(qty[l.invoiceLineId]), restock: restock[l.invoiceLineId] ?? true })),
      }, { silent: true });
      showToast(t('done', { no: r.creditNote, amount: formatMoney(r.amount) }), 'success');
      onDone();
    } catch (e) {
      // A refusal naming a line (lineItems.<i>.…) or the reason lands under that box.
      const err = toApiError(e);
      const byLine: Record<number, string> = {};
      let placed = false;
      for (const [path, message] of serverFieldErrors(err)) {
        const m = /^lineItems\.(\d+)\./.exec(path);
        if (m && chosen[Number(m[1])]) { byLine[chosen[Number(m[1])].invoiceLineId] = message; placed = true; }
        if (path === 'reason') { reason.setServerError(message); placed = true; }
      }
      setRefused(byLine);
      if (!placed) setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="credit-note-title">
      <DialogTitle id="credit-note-title">{t('title', { id: displayId })}</DialogTitle>
      <SectionState state={info}>{(d) => {
        const open = d.lineItems.filter((l) => l.remaining > 0);
        const fields = new Map(open.map((l) => [l.invoiceLineId, qtyField(l)]));
        const chosen = open.filter((l) => fields.get(l.invoiceLineId)!.valid && Number(fields.get(l.invoiceLineId)!.value ?? 0) > 0);
        const why = firstReason(...open.map((l) => fields.get(l.invoiceLineId)!.problem), !chosen.length && t('none_chosen'), reason.problem);
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
                      return (
                        <TableRow key={l.invoiceLineId} data-testid={`credit-line-${l.invoiceLineId}`}>
                          <TableCell>{l.productName} <small>{l.lowestUom}</small></TableCell>
                          <TableCell>{l.batchName}</TableCell>
                          <TableCell align="right">{l.remaining}</TableCell>
                          <TableCell align="right">
                            <SchemaField field={fields.get(l.invoiceLineId)!} size="small" placeholder="0" hideLabel ariaLabel={`${t('quantity')} ${l.productName} ${l.batchName}`}
                              slotProps={{ htmlInput: { inputMode: 'numeric', style: { width: 56, textAlign: 'right' } }, formHelperText: { sx: { maxWidth: 220, ml: 0, textAlign: 'right' } } }} />
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
              <SchemaField field={reason} fullWidth required counter sx={{ mt: 2 }} />
              {!!d.creditNotes.length && (
                <Typography variant="body2" sx={{ mt: 2 }}>{t('previous')}: {d.creditNotes.map((c) => `${c.creditNote} (${formatMoney(c.amount)})`).join(', ')}</Typography>
              )}
              {error && <Alert severity="error" sx={{ mt: 2 }} data-testid="credit-error">{error}</Alert>}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{translate('rx.common.back')}</Button>
              {!!open.length && <PrimaryAction busy={busy} busyLabel={translate('rx.common.working')} disabledReason={why} onClick={() => submit(chosen)}>{t('submit')}</PrimaryAction>}
            </DialogActions>
          </>
        );
      }}</SectionState>
    </Dialog>
  );
}
