import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { showToast } from '../../notify/notifier';
import { useCall } from '../orderList/apiContext';

export type OrderAction = 'cancel' | 'complete';

/**
 * Confirms cancelling or completing an order with its form values (cancel: reason and note;
 * complete: note) and posts them. Pessimistic: the dialog closes only once the server agreed.
 */
export function OrderActionDialog({ action, orderId, displayId, onClose, onDone }: {
  action: OrderAction; orderId: number; displayId: string; onClose: () => void; onDone: () => void;
}) {
  const translate = useTranslate();
  const call = useCall();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.order_detail.${action}.${k}`, o);
  const reasonMissing = action === 'cancel' && !reason.trim();

  const submit = async () => {
    setTouched(true);
    if (reasonMissing || busy) return;
    setBusy(true);
    setError(null);
    try {
      const formValues = action === 'cancel' ? { reason: reason.trim(), ...(note.trim() ? { note: note.trim() } : {}) } : (note.trim() ? { note: note.trim() } : {});
      await call('POST', action === 'cancel' ? '/orders/admin/cancel-order' : '/orders/admin/complete-order', { orderId, formValues });
      showToast(t('done', { id: displayId }), 'success');
      onDone();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="order-action-title">
      <DialogTitle id="order-action-title">{t('title', { id: displayId })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('confirm', { id: displayId })}</DialogContentText>
        {action === 'cancel' && (
          <TextField autoFocus required fullWidth label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ mb: 2 }}
            error={touched && reasonMissing} helperText={touched && reasonMissing ? t('reason_required') : ' '} slotProps={{ htmlInput: { maxLength: 500 } }} />
        )}
        <TextField fullWidth multiline minRows={2} label={translate('rx.order_detail.note')} value={note} onChange={(e) => setNote(e.target.value)}
          autoFocus={action === 'complete'} slotProps={{ htmlInput: { maxLength: 500 } }} />
        {error && <Alert severity="error" sx={{ mt: 2 }} data-testid="action-error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('rx.common.back')}</Button>
        <Button variant="contained" color={action === 'cancel' ? 'error' : 'primary'} onClick={submit} disabled={busy}>
          {busy ? translate('rx.common.working') : t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
