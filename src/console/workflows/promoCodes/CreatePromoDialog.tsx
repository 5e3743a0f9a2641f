import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Grid from '@mui/material/Grid';
import { useNotify } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import { EMPTY_FORM, promoBody, validatePromo, type PromoForm } from './createForm';

/** Creates a promo code; the server's refusal (a duplicate code, a bad field) shows here, the dialog stays open. */
export function CreatePromoDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const call = useCall();
  const notify = useNotify();
  const [f, setF] = useState<PromoForm>(EMPTY_FORM);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = touched ? validatePromo(f) : {};
  const field = (k: keyof PromoForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField fullWidth size="small" label={label} value={f[k]} error={Boolean(errors[k])} helperText={errors[k] ?? ' '}
      onChange={(e) => setF({ ...f, [k]: e.target.value })} {...extra} />
  );
  const save = async () => {
    setTouched(true);
    if (Object.keys(validatePromo(f)).length) return;
    setBusy(true);
    setError(null);
    try {
      const body = promoBody(f);
      await call('POST', '/promocode/', body, { silent: true });
      notify(`Promo code ${body.code} created`, { type: 'success' });
      onCreated();
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  };
  const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="create-promo-title">
      <DialogTitle id="create-promo-title">New promo code</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert>}
        <Grid container columnSpacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('code', 'Code', { slotProps: { htmlInput: { maxLength: 30 } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('description', 'Description', { slotProps: { htmlInput: { maxLength: 300 } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth size="small" label="Discount type" value={f.discountType} helperText=" "
              onChange={(e) => setF({ ...f, discountType: e.target.value as PromoForm['discountType'] })}>
              <MenuItem value="percentage">Percentage</MenuItem>
              <MenuItem value="fixed">Fixed amount</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('discountValue', f.discountType === 'percentage' ? 'Discount (%)' : 'Discount (Rs.)', { inputMode: 'decimal' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('maxDiscountAmount', 'Maximum discount (Rs., optional)')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('minOrderAmount', 'Minimum order value (Rs.)')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('startDate', 'Valid from', date)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('endDate', 'Valid until', date)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('usageLimit', 'Total limit (optional)')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('perCustomerLimit', 'Per-customer limit')}</Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>Create</Button>
      </DialogActions>
    </Dialog>
  );
}
