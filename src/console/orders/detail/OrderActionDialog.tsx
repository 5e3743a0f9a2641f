import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { ORDER_ACTION_TEXT } from '@shared/forms/requestFields';
import { toApiError } from '../../data/apiError';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { SchemaField } from '../../generated/SchemaField';
import { serverFieldErrors } from '../../generated/serverFieldErrors';
import { firstReason, useSchemaField } from '../../generated/useSchemaField';
import { showToast } from '../../notify/notifier';
import { useCall } from '../../data/apiContext';

export type OrderAction = 'cancel' | 'complete';

/**
 * Confirms cancelling or completing an order with its form values (cancel: reason and note;
 * complete: note) and posts them. Pessimistic: the dialog closes only once the server agreed.
 * Both boxes are shared schema fields (the server's limit, with a counter: never cut short).
 */
export function OrderActionDialog({ action, orderId, displayId, onClose, onDone }: {
  action: OrderAction; orderId: number; displayId: string; onClose: () => void; onDone: () => void;
}) {
  const translate = useTranslate();
  const call = useCall();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.order_detail.${action}.${k}`, o);
  const reasonField = useSchemaField({ schema: ORDER_ACTION_TEXT, label: action === 'cancel' ? t('reason') : '', required: action === 'cancel' });
  const noteField = useSchemaField({ schema: ORDER_ACTION_TEXT, label: translate('rx.order_detail.note') });
  const reason = reasonField.text;
  const note = noteField.text;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const why = firstReason(action === 'cancel' && reasonField.problem, noteField.problem);

  const submit = async () => {
    if (why || busy) return;
    setBusy(true);
    setError(null);
    try {
      const formValues = action === 'cancel' ? { reason: reason.trim(), ...(note.trim() ? { note: note.trim() } : {}) } : (note.trim() ? { note: note.trim() } : {});
      await call('POST', action === 'cancel' ? '/orders/admin/cancel-order' : '/orders/admin/complete-order', { orderId, formValues }, { silent: true });
      showToast(t('done', { id: displayId }), 'success');
      onDone();
    } catch (e) {
      const err = toApiError(e);
      const byField = serverFieldErrors(err);
      if (byField.has('formValues.reason')) reasonField.setServerError(byField.get('formValues.reason')!);
      if (byField.has('formValues.note')) noteField.setServerError(byField.get('formValues.note')!);
      if (!byField.has('formValues.reason') && !byField.has('formValues.note')) setError(err.message);
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
          <SchemaField field={reasonField} autoFocus required fullWidth counter sx={{ mb: 2 }} />
        )}
        <SchemaField field={noteField} fullWidth multiline minRows={2} counter autoFocus={action === 'complete'} />
        {error && <Alert severity="error" sx={{ mt: 2 }} data-testid="action-error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('rx.common.back')}</Button>
        <PrimaryAction color={action === 'cancel' ? 'error' : 'primary'} onClick={submit} busy={busy} busyLabel={translate('rx.common.working')} disabledReason={why}>
          {t('submit')}
        </PrimaryAction>
      </DialogActions>
    </Dialog>
  );
}
