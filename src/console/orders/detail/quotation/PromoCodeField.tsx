import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import promoCode from '@schemas/promoCode.schema.json';
import { toApiError } from '../../../data/apiError';
import { propOf } from '../../../generated/fieldValue';
import { PrimaryAction } from '../../../generated/PrimaryAction';
import { SchemaField } from '../../../generated/SchemaField';
import { firstReason, useSchemaField } from '../../../generated/useSchemaField';
import { showToast } from '../../../notify/notifier';
import { useCall } from '../../../data/apiContext';

/** What a promo code is: the promo code's own `code` (3-30 letters, digits, - or _, kept in capitals). */
const CODE = propOf(promoCode, 'code');

/**
 * redeem-from-promo-code: one code per order; the server answers the discount (or says why not).
 * The box is the promo code's own schema field, shown in capitals as it will be sent; a code that
 * cannot exist is named under it and not sent, and the server's refusal (no such code, one code
 * per order, expired) stays under it until the code is changed.
 */
export function PromoCodeField({ orderId, onApplied }: { orderId: number; onApplied: () => void }) {
  const translate = useTranslate();
  const call = useCall();
  const code = useSchemaField({ schema: CODE, label: translate('rx.quotation.promo') });
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const r = await call<{ applied: { promoCode: string; discountAmount: number } | null }>('POST', '/promocode/admin/redeem-from-promo-code', { orderId, promoCode: code.text.trim() }, { silent: true });
      if (r.applied) showToast(translate('rx.quotation.promo_applied', { code: r.applied.promoCode, amount: r.applied.discountAmount.toFixed(2) }), 'success');
      code.reset('');
      onApplied();
    } catch (e) {
      code.setServerError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };
  const typed = code.text.trim();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <SchemaField field={{ ...code, setText: (t) => code.setText(t.toUpperCase()) }} size="small" sx={{ width: 220 }} />
      <PrimaryAction variant="text" size="small" busy={busy} onClick={apply}
        disabledReason={firstReason(!typed && translate('rx.quotation.promo_type'), typed.length < 3 && translate('rx.quotation.promo_short'), code.problem)}>
        {translate('rx.quotation.promo_apply')}
      </PrimaryAction>
    </Box>
  );
}
