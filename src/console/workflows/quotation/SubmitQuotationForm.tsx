import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { QuotationDetails } from './types';

const twoDecimals = (s: string) => /^\d+(\.\d{1,2})?$/.test(s.trim());

/** Delivery fee and dispensing, then submit-quotation (the server reserves the stock). */
export function SubmitQuotationForm({ q, busy, onSubmit }: {
  q: NonNullable<QuotationDetails['quotation']>; busy: boolean; onSubmit: (v: { deliveryFee: number; dispensePeriod: number | null; dispenseType: string | null }) => void;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`rx.quotation.${k}`);
  const [fee, setFee] = useState(String(q.deliveryFee ?? 0));
  const [period, setPeriod] = useState(q.dispensePeriod ? String(q.dispensePeriod) : '');
  const [type, setType] = useState(q.dispenseType ?? 'full');
  const feeOk = twoDecimals(fee);
  const periodOk = !period || (Number.isInteger(Number(period)) && Number(period) >= 1 && Number(period) <= 365);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
      <TextField size="small" label={t('delivery_fee')} value={fee} onChange={(e) => setFee(e.target.value)} error={!feeOk}
        helperText={feeOk ? ' ' : t('fee_invalid')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ width: 150 }} />
      <TextField size="small" label={t('dispense_period')} value={period} onChange={(e) => setPeriod(e.target.value)} error={!periodOk} helperText=" " sx={{ width: 180 }} />
      <TextField size="small" select label={t('dispense_type')} value={type} onChange={(e) => setType(e.target.value)} helperText=" " sx={{ width: 150 }}>
        {['full', 'partial', 'recurring'].map((v) => <MenuItem key={v} value={v}>{v}</MenuItem>)}
      </TextField>
      <Button variant="contained" disabled={busy || !feeOk || !periodOk} sx={{ mt: 0.25 }}
        onClick={() => onSubmit({ deliveryFee: Number(fee), dispensePeriod: period ? Number(period) : null, dispenseType: type })}>
        {t('submit')}
      </Button>
    </Box>
  );
}
