import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { BatchOption } from '@shared/invoices/batchRules';
import { SchemaField } from '../../generated/SchemaField';
import type { SchemaFieldState } from '../../generated/useSchemaField';
import { formatMoney } from '../../i18n/format';
import type { EditLine } from './editorState';

/**
 * One batch-wise invoice line: batch (others' batches of the product hidden), batch qty (the
 * shared field: a "-" or "." is refused with a message, never dropped), flags, clone and delete.
 */
export function BatchLineRow({ line, qty, choices, expiresSoon, deliveryDate, editable, cloneBlocked, onChange, onClone, onDelete }: {
  line: EditLine; qty: SchemaFieldState; choices: Array<BatchOption & { show: boolean }>; expiresSoon: boolean; deliveryDate: string | null; editable: boolean;
  cloneBlocked: boolean; onChange: (patch: Partial<EditLine>) => void; onClone: () => void; onDelete: () => void;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.batch_invoice.${k}`, o);
  const chosen = choices.find((c) => c._id === line.batch_id);
  const batchName = chosen?.batch_name ?? line.batch;
  return (
    <TableRow data-testid={`batch-line-${line._id}`}>
      <TableCell>{line.product_name} <small>{line.lowest_uom}</small></TableCell>
      <TableCell align="right">{line.quantity}</TableCell>
      <TableCell>
        {editable ? (
          <TextField select size="small" value={line.batch_id ?? ''} sx={{ minWidth: 150 }}
            onChange={(e) => { const id = Number(e.target.value); onChange({ batch_id: id, batch: choices.find((c) => c._id === id)?.batch_name ?? null }); }}
            slotProps={{ htmlInput: { 'aria-label': `${t('batch')} ${line.product_name}` } }}>
            {choices.filter((c) => c.show || c._id === line.batch_id).map((c) => (
              <MenuItem key={c._id} value={c._id}>{c.batch_name} · {c.quantity}{deliveryDate && c.expiry_date < deliveryDate ? ' ⚠' : ''}</MenuItem>
            ))}
          </TextField>
        ) : batchName ?? '—'}
        {expiresSoon && <Chip size="small" color="warning" sx={{ ml: 0.5 }} label={t('expires_soon', { date: chosen?.expiry_date })} />}
      </TableCell>
      <TableCell align="right">
        {editable ? (
          <SchemaField field={qty} size="small" hideLabel ariaLabel={`${t('batch_qty')} ${line.product_name} ${batchName ?? ''}`.trim()}
            slotProps={{ htmlInput: { inputMode: 'numeric', style: { width: 64, textAlign: 'right' } }, formHelperText: { sx: { maxWidth: 200, ml: 0, textAlign: 'right' } } }} />
        ) : line.batch_qty}
      </TableCell>
      <TableCell align="right">{!editable || String(line.batch_qty) === line.qty_text.trim() ? formatMoney(Math.round(line.batch_qty * line.unit_price * 100) / 100) : '—'}</TableCell>
      {editable && (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" disabled={cloneBlocked} title={cloneBlocked ? t('clone_blocked') : undefined} onClick={onClone}>{t('clone')}</Button>
          <Button size="small" color="error" onClick={onDelete}>{t('delete')}</Button>
        </TableCell>
      )}
    </TableRow>
  );
}
