import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import type { CustomerKeyRow } from './useCustomerKeys';

/** Confirms revoking one key (with an optional reason); the server revokes once, whatever the clicks. */
export function RevokeKeyDialog({ row, onClose, onRevoked }: { row: CustomerKeyRow; onClose: () => void; onRevoked: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const call = useCall();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.intake_keys.${k}`, o);
  const revoke = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/intake/admin/revoke-customer-key', { keyId: row.id, ...(reason.trim() ? { reason: reason.trim() } : {}) }, { silent: true });
      notify(t('done', { id: row.id, customer: `${row.customerName} (${row.customerDisplayId})` }), { type: 'success' });
      onRevoked();
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="revoke-key-title">
      <DialogTitle id="revoke-key-title">{t('confirm_title', { id: row.id })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirm_text', { customer: `${row.customerName} (${row.customerDisplayId})` })}</DialogContentText>
        {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
        <TextField fullWidth margin="dense" label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void revoke()} disabled={busy}>{t('revoke')}</Button>
      </DialogActions>
    </Dialog>
  );
}
