import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { toApiError } from '../../../data/apiError';
import { PrimaryAction } from '../../../generated/PrimaryAction';
import { notifyError, showToast } from '../../../notify/notifier';
import { useCall } from '../../../data/apiContext';

/** redeem-from-promo-code: one code per order; the server answers the discount (or says why not). */
export function PromoCodeField({ orderId, onApplied }: { orderId: number; onApplied: () => void }) {
  const translate = useTranslate();
  const call = useCall();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const r = await call<{ applied: { promoCode: string; discountAmount: number } | null }>('POST', '/promocode/admin/redeem-from-promo-code', { orderId, promoCode: code.trim() }, { silent: true });
      if (r.applied) showToast(translate('rx.quotation.promo_applied', { code: r.applied.promoCode, amount: r.applied.discountAmount.toFixed(2) }), 'success');
      setCode('');
      onApplied();
    } catch (e) {
      notifyError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField size="small" label={translate('rx.quotation.promo')} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} sx={{ width: 180 }} />
      <PrimaryAction variant="text" size="small" busy={busy} onClick={apply}
        disabledReason={code.trim().length < 3 ? translate(code.trim() ? 'rx.quotation.promo_short' : 'rx.quotation.promo_type') : null}>{translate('rx.quotation.promo_apply')}</PrimaryAction>
    </Box>
  );
}
