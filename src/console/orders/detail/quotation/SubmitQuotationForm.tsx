import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import quotation from '@schemas/quotation.schema.json';
import type { ApiError } from '../../../data/apiError';
import { propOf } from '../../../generated/fieldValue';
import { PrimaryAction } from '../../../generated/PrimaryAction';
import { SchemaField } from '../../../generated/SchemaField';
import { serverFieldErrors } from '../../../generated/serverFieldErrors';
import { firstReason, useSchemaField } from '../../../generated/useSchemaField';
import type { QuotationDetails } from './types';

// Money has two decimals; a dispense period is at most a year (the server's submit-quotation limits).
const FEE = propOf(quotation, 'deliveryFee', { multipleOf: 0.01 });
const PERIOD = propOf(quotation, 'dispensePeriod');

type Values = { deliveryFee: number; dispensePeriod: number | null; dispenseType: string | null };

/** Delivery fee and dispensing, then submit-quotation (the server reserves the stock); a refusal lands under the box it names. */
export function SubmitQuotationForm({ q, busy, onSubmit }: {
  q: NonNullable<QuotationDetails['quotation']>; busy: boolean; onSubmit: (v: Values, onRefused: (e: ApiError) => void) => void;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`rx.quotation.${k}`);
  const fee = useSchemaField({ schema: FEE, label: t('delivery_fee'), required: true, initial: String(q.deliveryFee ?? 0) });
  const period = useSchemaField({ schema: PERIOD, label: t('dispense_period'), initial: q.dispensePeriod ? String(q.dispensePeriod) : '' });
  const [type, setType] = useState(q.dispenseType ?? 'full');
  const refused = (e: ApiError) => {
    const byField = serverFieldErrors(e);
    fee.setServerError(byField.get('deliveryFee') ?? null);
    period.setServerError(byField.get('dispensePeriod') ?? null);
    if (!byField.has('deliveryFee') && !byField.has('dispensePeriod')) fee.setServerError(e.message);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
      <SchemaField field={fee} size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ width: 170 }} />
      <SchemaField field={period} size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ width: 200 }} />
      <TextField size="small" select label={t('dispense_type')} value={type} onChange={(e) => setType(e.target.value)} helperText=" " sx={{ width: 150 }}>
        {['full', 'partial', 'recurring'].map((v) => <MenuItem key={v} value={v}>{v}</MenuItem>)}
      </TextField>
      <PrimaryAction busy={busy} sx={{ mt: 0.25 }} disabledReason={firstReason(fee.problem, period.problem)}
        onClick={() => onSubmit({ deliveryFee: fee.value as number, dispensePeriod: (period.value as number | undefined) ?? null, dispenseType: type }, refused)}>
        {t('submit')}
      </PrimaryAction>
    </Box>
  );
}
