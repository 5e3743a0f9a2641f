import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useDetailCall } from './useDetailCall';
import { SectionState } from './SectionState';
import { KeyValues } from './KeyValues';

interface Payment {
  paymentMethod: string | null; paymentType: string | null; grossTotal: number | null; netTotal: number | null; discountTotal: number | null;
  invoice?: { invoiceNo?: string } | null; collected: number; balance: number | null; settled: boolean;
  tripPayments: Array<{ id: number; mode1Type: string; mode1Amount: number; mode2Type?: string | null; mode2Amount?: number | null; riderName?: string; createdAt: string; voidedAt?: string | null }>;
}

/** Payment data: method, totals, what the rider collected, settlement (GET get-order-payment-data). */
export function PaymentSection({ orderId }: { orderId: number | string }) {
  const translate = useTranslate();
  const state = useDetailCall<Payment>('/orders/admin/get-order-payment-data', { orderId });
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  return (
    <SectionState state={state}>
      {(p) => (
        <>
          <KeyValues items={[
            [t('payment_type'), p.paymentType ?? p.paymentMethod],
            [t('gross_total'), formatMoney(p.grossTotal)],
            [t('discount_total'), formatMoney(p.discountTotal)],
            [t('net_total'), formatMoney(p.netTotal)],
            [t('invoice'), p.invoice?.invoiceNo],
            [t('collected'), formatMoney(p.collected)],
            [t('balance'), formatMoney(p.balance)],
            [t('settled'), translate(p.settled ? 'rx.common.yes' : 'rx.common.no')],
          ]} />
          {p.tripPayments.length > 0 && (
            <Table size="small" sx={{ mt: 2 }} aria-label={t('trip_payments')}>
              <TableHead>
                <TableRow><TableCell>{t('when')}</TableCell><TableCell>{t('rider')}</TableCell><TableCell>{t('modes')}</TableCell><TableCell align="right">{t('amount')}</TableCell></TableRow>
              </TableHead>
              <TableBody>
                {p.tripPayments.map((tp) => (
                  <TableRow key={tp.id} sx={{ opacity: tp.voidedAt ? 0.5 : 1 }}>
                    <TableCell>{formatDateTime(tp.createdAt)}{tp.voidedAt ? ` (${translate('rx.order_detail.voided')})` : ''}</TableCell>
                    <TableCell>{tp.riderName}</TableCell>
                    <TableCell>{[tp.mode1Type, tp.mode2Type].filter(Boolean).join(' + ')}</TableCell>
                    <TableCell align="right">{formatMoney(Number(tp.mode1Amount) + Number(tp.mode2Amount ?? 0))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </SectionState>
  );
}
