import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/format';
import type { QuotationDetails } from './types';

/**
 * The server's totals: lines, promo discount, delivery fee, net. The promo row shows whenever a
 * code is applied, also at −0.00 (every line's product allows 0 % discount): the code is spent on
 * this order, and the row is the only place that says so once the code field is gone.
 */
export function QuotationTotals({ q }: { q: NonNullable<QuotationDetails['quotation']> }) {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    [translate('rx.quotation.lines_total'), formatMoney(q.linesTotal)],
    ...(q.promoCode || q.promoDiscount > 0 ? [[`${translate('rx.quotation.promo_discount')} (${q.promoCode ?? ''})`, `−${formatMoney(q.promoDiscount)}`] as [string, string]] : []),
    [translate('rx.quotation.delivery_fee'), formatMoney(q.deliveryFee)],
    [translate('rx.quotation.net_total'), formatMoney(q.netTotal)],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', justifyContent: 'end', columnGap: 3, mt: 1 }} data-testid="quotation-totals">
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography variant="body2" color="text.secondary">{k}</Typography>
          <Typography variant="body2" align="right">{v}</Typography>
        </Box>
      ))}
    </Box>
  );
}
