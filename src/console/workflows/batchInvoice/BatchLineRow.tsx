import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { BatchOption } from '@shared/invoices/batchRules';
import { formatMoney } from '../orderList/format';
import type { EditLine } from './editorState';

/** One batch-wise invoice line: batch (others' batches of the product hidden), batch qty, flags, clone and delete. */
export function BatchLineRow({ line, choices, overloaded, expiresSoon, deliveryDate, editable, cloneBlocked, onChange, onClone, onDelete }: {
  line: EditLine; choices: Array<BatchOption & { show: boolean }>; overloaded: boolean; expiresSoon: boolean; deliveryDate: string | null; editable: boolean;
  cloneBlocked: boolean; onChange: (patch: Partial<EditLine>) => void; onClone: () => void; onDelete: () => void;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.batch_invoice.${k}`, o);
  const chosen = choices.find((c) => c._id === line.batch_id);
  const qtyOk = Number.isInteger(line.batch_qty) && line.batch_qty >= 0;
  return (
    <TableRow data-testid={`batch-line-${line._id}`}>
      <TableCell>{line.product_name} <small>{line.lowest_uom}</small></TableCell>
      <TableCell align="right">{line.quantity}</TableCell>
      <TableCell>
        {editable ? (
          <TextField select size="small" value={line.batch_id ?? ''} onChange={(e) => onChange({ batch_id: Number(e.target.value) })} sx={{ minWidth: 150 }}
            slotProps={{ htmlInput: { 'aria-label': `${t('batch')} ${line.product_name}` } }}>
            {choices.filter((c) => c.show || c._id === line.batch_id).map((c) => (
              <MenuItem key={c._id} value={c._id}>{c.batch_name} · {c.quantity}{deliveryDate && c.expiry_date < deliveryDate ? ' ⚠' : ''}</MenuItem>
            ))}
          </TextField>
        ) : chosen?.batch_name ?? '—'}
        {expiresSoon && <Chip size="small" color="warning" sx={{ ml: 0.5 }} label={t('expires_soon', { date: chosen?.expiry_date })} />}
      </TableCell>
      <TableCell align="right">
        {editable ? (
          <TextField size="small" value={Number.isNaN(line.batch_qty) ? '' : line.batch_qty} error={!qtyOk || overloaded}
            onChange={(e) => onChange({ batch_qty: e.target.value === '' ? 0 : Number(e.target.value) })}
            helperText={overloaded ? t('overloaded', { n: chosen?.quantity ?? 0 }) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${t('batch_qty')} ${line.product_name} ${chosen?.batch_name ?? ''}`.trim(), style: { width: 64, textAlign: 'right' } } }} />
        ) : line.batch_qty}
      </TableCell>
      <TableCell align="right">{formatMoney(Math.round(line.batch_qty * line.unit_price * 100) / 100)}</TableCell>
      {editable && (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" disabled={cloneBlocked} title={cloneBlocked ? t('clone_blocked') : undefined} onClick={onClone}>{t('clone')}</Button>
          <Button size="small" color="error" onClick={onDelete}>{t('delete')}</Button>
        </TableCell>
      )}
    </TableRow>
  );
}
