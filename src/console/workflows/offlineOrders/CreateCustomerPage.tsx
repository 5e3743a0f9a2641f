import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import { useAppPath } from '../orderList/useAppPath';
import { customerBody, EMPTY_CUSTOMER, hasErrors, validateCustomer, type CustomerForm } from './customerForm';
import { PATHS, type OfflineCustomer } from './types';
import { useCities, useModes } from './useOptions';

/** /app/offline-order/create-customer: a customer who orders by phone or at the counter. */
export default function CreateCustomerPage() {
  const call = useCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { modes } = useModes('referral');
  const cities = useCities();
  const [f, setF] = useState<CustomerForm>(EMPTY_CUSTOMER);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = touched ? validateCustomer(f) : {};
  const text = (k: 'customerName' | 'contactNumber' | 'emailId', label: string, extra: Record<string, unknown> = {}) => (
    <TextField fullWidth size="small" label={label} value={f[k]} error={Boolean(errors[k])} helperText={errors[k] ?? ' '}
      onChange={(e) => setF({ ...f, [k]: e.target.value })} {...extra} />
  );
  const setAddress = (i: number, patch: Partial<CustomerForm['addresses'][number]>) =>
    setF({ ...f, addresses: f.addresses.map((a, j) => (j === i ? { ...a, ...patch } : a)) });

  const save = async (then: 'list' | 'order') => {
    setTouched(true);
    if (hasErrors(validateCustomer(f))) return;
    setBusy(true);
    setError(null);
    try {
      const created = await call<OfflineCustomer>('POST', PATHS.customers, customerBody(f), { silent: true });
      notify(`Customer ${created.displayId} created`, { type: 'success' });
      navigate(appPath(then === 'order' ? `/offline-order/place-new-order?customerId=${created.id}` : '/offline-order/customer-list'));
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void save('list'); }} sx={{ maxWidth: 860 }}>
      <Title title="Create customer" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Create offline customer</Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{text('customerName', 'Customer name', { required: true, slotProps: { htmlInput: { maxLength: 160 } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('contactNumber', 'Contact number', { required: true, inputMode: 'tel', slotProps: { htmlInput: { maxLength: 20 } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('emailId', 'E-mail (optional)', { type: 'email', slotProps: { htmlInput: { maxLength: 200 } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth size="small" label="Referral mode" value={f.referralMode} helperText="How the customer heard of us"
              onChange={(e) => setF({ ...f, referralMode: e.target.value })}>
              <MenuItem value="">Not known</MenuItem>
              {modes.map((m) => <MenuItem key={m.id} value={String(m.id)}>{m.name}</MenuItem>)}
            </TextField>
          </Grid>
        </Grid>
        <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>Addresses</Typography>
        {errors.addresses && <Alert severity="error" sx={{ mb: 1 }}>{errors.addresses}</Alert>}
        {f.addresses.map((a, i) => (
          <Grid container columnSpacing={2} key={i} alignItems="flex-start">
            <Grid size={{ xs: 12, sm: 2 }}>
              <TextField fullWidth size="small" label="Label" value={a.label} helperText=" " onChange={(e) => setAddress(i, { label: e.target.value })} slotProps={{ htmlInput: { maxLength: 60 } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth size="small" required label={`Address ${i + 1}`} value={a.address} error={Boolean(errors.address?.[i])} helperText={errors.address?.[i] ?? ' '}
                onChange={(e) => setAddress(i, { address: e.target.value })} slotProps={{ htmlInput: { maxLength: 500 } }} />
            </Grid>
            <Grid size={{ xs: 10, sm: 3 }}>
              <TextField select fullWidth size="small" label="City" value={a.cityId} helperText=" " onChange={(e) => setAddress(i, { cityId: e.target.value })}>
                <MenuItem value="">—</MenuItem>
                {cities.map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
              </TextField>
            </Grid>
            <Grid size={{ xs: 2, sm: 1 }}>
              {f.addresses.length > 1 && (
                <IconButton aria-label={`Remove address ${i + 1}`} onClick={() => setF({ ...f, addresses: f.addresses.filter((_, j) => j !== i) })}><DeleteIcon /></IconButton>
              )}
            </Grid>
          </Grid>
        ))}
        <Button size="small" onClick={() => setF({ ...f, addresses: [...f.addresses, { label: '', address: '', cityId: '' }] })} disabled={f.addresses.length >= 5}>Add address</Button>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>Create customer</Button>
        <Button variant="outlined" disabled={busy} onClick={() => void save('order')}>Create and place order</Button>
        <Button disabled={busy} onClick={() => navigate(appPath('/offline-order/customer-list'))}>Cancel</Button>
      </Box>
    </Box>
  );
}
