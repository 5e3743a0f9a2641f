import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../StatusChip';
import { formatDate, formatDateTime, formatMoney, fullName } from '../../i18n/format';
import { stageLabelKey } from '../subLists';
import { KeyValues } from './KeyValues';
import type { OrderSummary } from './types';

/** The order at a glance: status, delivery, people, totals (net and gross), payment type and quotation lines. */
export function SummarySection({ s }: { s: OrderSummary }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  const lines = s.quotation?.lineItems ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <KeyValues items={[
        [t('status'), <StatusChip key="s" status={s.orderStatus} />],
        [t('stage'), s.stage ? translate(stageLabelKey(s.stage), { _: s.stage }) : null],
        [t('received'), formatDateTime(s.receivedDate)],
        [t('last_update'), formatDateTime(s.lastStatusUpdateTime)],
        [t('location'), s.location?.name],
        [t('assigned_to'), s.assignedAgent?.name ?? translate('rx.orders.unassigned')],
        [t('customer'), s.customer ? `${s.customer.name ?? ''} (${s.customer.displayId ?? s.customer.id})` : null],
        [t('contact'), [s.customer?.contactNumber, s.customer?.email].filter(Boolean).join(' · ')],
        [t('patient'), s.patient ? `${fullName(s.patient.firstName, s.patient.lastName)} (${s.patient.displayId ?? s.patient.id})` : null],
        [t('delivery'), `${formatDate(s.deliveryDate)}${s.deliverySlot?.name ? ` · ${s.deliverySlot.name}` : ''}`],
        [t('city'), s.deliveryCity?.name],
        [t('address'), s.deliveryAddress],
        [t('payment_type'), s.paymentType ?? s.paymentMethod],
        [t('gross_total'), formatMoney(s.grossTotal)],
        [t('discount_total'), formatMoney(s.discountTotal)],
        [t('net_total'), <strong key="n">{formatMoney(s.netTotal)}</strong>],
        [t('invoice'), s.invoice?.invoiceNo],
        [t('note'), s.note],
        [t('cancellation_reason'), s.cancellationReason],
      ]} />
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>{t('quotation_lines')}</Typography>
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{translate('rx.order_detail.no_quotation')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('quotation_lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('product')}</TableCell>
                  <TableCell align="right">{t('quantity')}</TableCell>
                  <TableCell align="right">{t('unit_price')}</TableCell>
                  <TableCell align="right">{t('line_total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((l) => (
                  <TableRow key={l.lineId}>
                    <TableCell>{l.productName}{l.productCode ? ` (${l.productCode})` : ''}</TableCell>
                    <TableCell align="right">{l.quantity} {l.lowestUom ?? ''}</TableCell>
                    <TableCell align="right">{formatMoney(l.unitPrice)}</TableCell>
                    <TableCell align="right">{formatMoney(l.lineTotal)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3}>{t('delivery_fee')}</TableCell>
                  <TableCell align="right">{formatMoney(s.quotation?.deliveryFee)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </Box>
  );
}
