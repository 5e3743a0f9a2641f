import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SchemaField } from '../../generated/SchemaField';
import { PAYMENT_AMOUNT, PAYMENT_MODES, defaultMode, paymentErrors, type PaymentDraft } from './paymentRules';

const big = { minHeight: 56, fontSize: '1.1rem' };

/** Payment taken at the door: mode 1 (the order's own method first), optionally mode 2; the two must add up to the amount due. */
export function PaymentForm({ amountDue, method, busy, onSubmit }: { amountDue: number; method?: string | null; busy: boolean; onSubmit: (p: PaymentDraft) => void }) {
  const [p, setP] = useState<PaymentDraft>({ mode1Type: defaultMode(method), mode1Amount: amountDue.toFixed(2), mode2Type: '', mode2Amount: '' });
  const [tried, setTried] = useState(false);
  const errors = paymentErrors(p, amountDue);
  const show = (f: string) => (tried ? errors[f] : undefined);
  const set = (patch: Partial<PaymentDraft>) => setP((x) => ({ ...x, ...patch }));
  const submit = () => { setTried(true); if (!Object.keys(errors).length) onSubmit(p); };
  const mode = (field: 'mode1Type' | 'mode2Type', label: string, optional: boolean) => (
    <TextField select label={label} value={p[field]} onChange={(e) => set({ [field]: e.target.value })} error={!!show(field)} helperText={show(field)}
      fullWidth inputProps={{ 'aria-label': label }} SelectProps={{ sx: big }}>
      {optional && <MenuItem value="">None</MenuItem>}
      {PAYMENT_MODES.map((m) => <MenuItem key={m} value={m} sx={big}>{m[0].toUpperCase() + m.slice(1)}</MenuItem>)}
    </TextField>
  );
  // The amounts are the trip payment's own schema fields: the text as typed, its problem under it.
  const amount = (field: 'mode1Amount' | 'mode2Amount', label: string) => (
    <SchemaField field={{ label, schema: PAYMENT_AMOUNT[field], text: p[field], error: show(field) ?? null, touch: () => undefined, setText: (text) => set({ [field]: text }) }}
      fullWidth slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label, style: { fontSize: '1.2rem' } } }} />
  );
  return (
    <Stack spacing={2} data-testid="payment-form">
      <Typography variant="h6">Amount due {amountDue.toFixed(2)}</Typography>
      {mode('mode1Type', 'Mode 1 type', false)}
      {amount('mode1Amount', 'Mode 1 amount')}
      {mode('mode2Type', 'Mode 2 type', true)}
      {amount('mode2Amount', 'Mode 2 amount')}
      {show('total') && <Alert severity="error" data-testid="payment-total-error">{show('total')}</Alert>}
      <Button variant="contained" size="large" sx={big} disabled={busy} onClick={submit}>Arrived — record payment</Button>
    </Stack>
  );
}
