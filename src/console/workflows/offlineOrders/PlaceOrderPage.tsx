import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';
import { useAppPath } from '../../routing/useAppPath';
import { AttachmentUploader } from './AttachmentUploader';
import { CustomerPicker } from './CustomerPicker';
import { EMPTY_ORDER, orderBody, TYPED_FIELDS, validateOrder, type OrderForm, type TypedField } from './orderForm';
import { fieldState } from '../../generated/useSchemaField';
import { SchemaField } from '../../generated/SchemaField';
import { PATHS, type OfflineCustomer, type PlacedOrder } from './types';
import { useCities, useModes } from './useOptions';

const RELATIONSHIPS = [['self', 'The customer'], ['spouse', 'Spouse'], ['child', 'Child'], ['parent', 'Parent'], ['other', 'Someone else']];
const PAYMENTS = [['', 'Decide later'], ['cash', 'Cash'], ['card', 'Card'], ['online', 'Online'], ['cashless', 'Cashless']];

/** /app/offline-order/place-new-order: an order that arrived by phone or at the counter, with its prescription scans. */
export default function PlaceOrderPage() {
  const call = useCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const [params] = useSearchParams();
  const { modes } = useModes('receive');
  const cities = useCities();
  const [f, setF] = useState<OrderForm>(EMPTY_ORDER);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = touched ? validateOrder(f) : {};
  const set = (k: keyof OrderForm) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  // A typed box: its schema's refusal (too long) at once, the form's rules (required) once placing was tried.
  const typed = (k: TypedField) => fieldState(TYPED_FIELDS[k].schema, TYPED_FIELDS[k].label, f[k], (text) => setF((old) => ({ ...old, [k]: text })), { server: errors[k] });

  // ?customerId=: coming from the customer list or from "create and place order".
  const preset = params.get('customerId');
  useEffect(() => {
    if (!preset) return;
    call<{ items: OfflineCustomer[] }>('GET', PATHS.customers, { q: `HNCX${preset}`, limit: 1 }, { silent: true })
      .then((d) => { if (d.items[0]) setF((old) => (old.customer ? old : { ...old, customer: d.items[0] })); })
      .catch(() => undefined);
  }, [call, preset]);

  const chooseCustomer = (customer: OfflineCustomer | null) => {
    // Scans belong to the customer they were uploaded for: another customer starts without them.
    for (const a of f.attachments) void call('POST', PATHS.deleteAttachment, { attachment: a.attachment }, { silent: true }).catch(() => undefined);
    setF({ ...f, customer, attachments: [], deliveryAddress: '', deliveryCityId: '' });
  };

  const place = async (draft = false) => {
    setTouched(true);
    if (Object.keys(validateOrder(f)).length) return;
    setBusy(true);
    setError(null);
    try {
      const placed = await call<PlacedOrder>('POST', PATHS.placeOrder, { ...orderBody(f), ...(draft ? { draft: true } : {}) }, { silent: true });
      notify(draft ? `Order ${placed.order_id} saved as a draft` : `Order ${placed.order_id} placed`, { type: 'success' });
      navigate(appPath(`/offline-order/order-list?placed=${placed.order_id}`));
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  };

  const addresses = f.customer?.addresses ?? [];
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void place(); }} sx={{ maxWidth: 900 }}>
      <Title title="Place new order" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>Place new offline order</Typography>
        <Button onClick={() => navigate(appPath('/offline-order/create-customer'))}>New customer</Button>
      </Box>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container columnSpacing={2} rowSpacing={1}>
          <Grid size={{ xs: 12, sm: 8 }}><CustomerPicker value={f.customer} onChange={chooseCustomer} error={errors.customer} /></Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" required label="Receive mode" value={f.receiveMode} onChange={set('receiveMode')}
              error={Boolean(errors.receiveMode)} helperText={errors.receiveMode ?? 'How the order reached us'}>
              {modes.map((m) => <MenuItem key={m.id} value={String(m.id)}>{m.name}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label="Patient" value={f.relationship} onChange={set('relationship')} helperText=" ">
              {RELATIONSHIPS.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SchemaField field={typed('patientFirstName')} fullWidth size="small" required={f.relationship !== 'self'}
              helperText={f.relationship === 'self' ? 'Blank: the customer' : ' '} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SchemaField field={typed('patientLastName')} fullWidth size="small" />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <SchemaField field={typed('deliveryAddress')} fullWidth size="small" helperText={addresses[0] ? `Blank: ${addresses[0].address}` : ' '} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label="Delivery city" value={f.deliveryCityId} onChange={set('deliveryCityId')} helperText=" ">
              <MenuItem value="">The customer's city</MenuItem>
              {cities.map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth size="small" label="Payment method" value={f.paymentMethod} onChange={set('paymentMethod')} helperText=" ">
              {PAYMENTS.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <SchemaField field={typed('note')} fullWidth size="small" counter />
          </Grid>
          <Grid size={12}>
            <AttachmentUploader customerId={f.customer?.id ?? null} value={f.attachments} onChange={(attachments) => setF((old) => ({ ...old, attachments }))} />
            {errors.attachments && <Alert severity="error">{errors.attachments}</Alert>}
          </Grid>
        </Grid>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>Place order</Button>
        <Button variant="outlined" disabled={busy} onClick={() => void place(true)}>Save as draft</Button>
        <Button disabled={busy} onClick={() => navigate(appPath('/offline-order/order-list'))}>Cancel</Button>
      </Box>
    </Box>
  );
}
