import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import order from '@schemas/order.schema.json';
import { toApiError } from '../../../data/apiError';
import { PrimaryAction } from '../../../generated/PrimaryAction';
import { propOf } from '../../../generated/fieldValue';
import { SchemaField } from '../../../generated/SchemaField';
import { serverFieldErrors } from '../../../generated/serverFieldErrors';
import { firstReason, useSchemaField } from '../../../generated/useSchemaField';
import { showToast } from '../../../notify/notifier';
import { useCall } from '../../../data/apiContext';

interface Slot { id: number; name: string; capacity: number; remaining: number; full: boolean }
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** The order's delivery date, as the confirm call takes it: a date, today or later. */
const DELIVERY_DATE = propOf(order, 'deliveryDate', { type: 'string', 'x-date-range': 'today-or-later' });

/** confirm-quotation-by-agent: payment method, delivery date and a slot with room (/orders/delivery-slot). */
export function ConfirmQuotationDialog({ orderId, displayId, onClose, onDone }: { orderId: number; displayId: string; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.quotation.confirm_dialog.${k}`, o);
  const call = useCall();
  const [payment, setPayment] = useState('cash');
  const date = useSchemaField({ schema: DELIVERY_DATE, label: t('date'), required: true, initial: tomorrow() });
  // The slots with room on the date; asked only for a date the server would take.
  const day = date.valid ? date.value as string : null;
  const [slots, setSlots] = useState<Slot[]>([]);
  const [slot, setSlot] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSlots([]);
    if (day) call<Slot[]>('GET', '/orders/delivery-slot', { deliveryDate: day }, { silent: true }).then((s) => live && setSlots(s)).catch((e) => live && setError(toApiError(e).message));
    return () => { live = false; };
  }, [call, day]);
  const submit = async () => {
    if (!payment || !day || slot === '') { setError(t('need_all')); return; }
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/orders/admin/confirm-quotation-by-agent', { orderId, paymentMethod: payment, deliveryDate: day, deliverySlot: slot }, { silent: true });
      showToast(t('done', { id: displayId }), 'success');
      onDone();
    } catch (e) {
      // A refused date is said under its box (a day that passed while the dialog was open); the rest above.
      const err = toApiError(e);
      const onDate = serverFieldErrors(err).get('deliveryDate');
      if (onDate) date.setServerError(onDate); else setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="confirm-quotation-title">
      <DialogTitle id="confirm-quotation-title">{t('title', { id: displayId })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField select label={t('payment')} value={payment} onChange={(e) => setPayment(e.target.value)}>
          {['cash', 'card', 'online', 'cashless'].map((m) => <MenuItem key={m} value={m}>{t(`payment_methods.${m}`)}</MenuItem>)}
        </TextField>
        <SchemaField field={{ ...date, setText: (text) => { date.setText(text); setSlot(''); } }} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select label={t('slot')} value={slot} onChange={(e) => setSlot(Number(e.target.value))}>
          {slots.map((s) => (
            <MenuItem key={s.id} value={s.id} disabled={s.full}>{s.full ? t('slot_full', { name: s.name }) : t('slot_left', { name: s.name, left: s.remaining, capacity: s.capacity })}</MenuItem>
          ))}
        </TextField>
        {error && <Alert severity="error" data-testid="confirm-error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('rx.common.back')}</Button>
        <PrimaryAction onClick={submit} busy={busy} busyLabel={translate('rx.common.working')}
          disabledReason={firstReason(date.problem, slot === '' && t('need_slot'))}>{t('submit')}</PrimaryAction>
      </DialogActions>
    </Dialog>
  );
}
