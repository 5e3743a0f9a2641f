import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNotify } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import type { PromoCode } from './types';

/** Confirms deactivating a code; the server deactivates once, whatever the clicks. */
export function DeactivateDialog({ code, onClose, onDone }: { code: PromoCode; onClose: () => void; onDone: () => void }) {
  const call = useCall();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deactivate = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/promocode/de-activate/', { promoId: code.promoId }, { silent: true });
      notify(`Promo code ${code.code} deactivated`, { type: 'success' });
      onDone();
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="deactivate-promo-title">
      <DialogTitle id="deactivate-promo-title">Deactivate {code.code}?</DialogTitle>
      <DialogContent>
        <DialogContentText>Customers can no longer redeem {code.code} on new orders. Orders that already used it keep their discount. This cannot be undone.</DialogContentText>
        {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => void deactivate()} disabled={busy}>Deactivate</Button>
      </DialogActions>
    </Dialog>
  );
}
