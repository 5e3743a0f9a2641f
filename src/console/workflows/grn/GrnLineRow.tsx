import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../orderList/format';
import type { EntryLine, LineFlags } from './grnEntryState';

const num = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** One GRN entry row: quantity, batch (MM-YYYY), new prices, flags, clone and reset. */
export function GrnLineRow({ line, flags, disabled, onChange, onClone, onReset }: {
  line: EntryLine; flags: LineFlags; disabled: boolean;
  onChange: (p: Partial<EntryLine>) => void; onClone: () => void; onReset: () => void;
}) {
  const name = line.product_name;
  const receiving = (line.grn_qty ?? 0) > 0;
  const batchError = receiving && (flags.empty_batch ? 'Missing batch' : !flags.valid_batch ? 'MM-YYYY, in the future' : '');
  return (
    <TableRow data-testid={`grn-line-${line.key}`}>
      <TableCell>
        {name}{line.isAClonedLine && <Chip size="small" label="Split" sx={{ ml: 1 }} />}
        <div style={{ fontSize: 12, opacity: 0.7 }}>{line.product_code} · {line.lowest_uom} · ordered {line.order_qty}, received {line.received_qty}</div>
      </TableCell>
      <TableCell align="right">{line.available_to_grn}</TableCell>
      <TableCell>
        <TextField size="small" type="number" label={`GRN qty ${name}`} value={line.grn_qty ?? ''} disabled={disabled}
          onChange={(e) => onChange({ grn_qty: num(e.target.value) })} error={!flags.valid_grn_qty}
          helperText={flags.valid_grn_qty ? `Balance ${flags.balance_qty}` : `0 to ${line.available_to_grn}`} inputProps={{ min: 0, step: 1 }} sx={{ width: 120 }} />
      </TableCell>
      <TableCell>
        <TextField size="small" label={`Batch ${name}`} placeholder="MM-YYYY" value={line.batch_name} disabled={disabled}
          onChange={(e) => onChange({ batch_name: e.target.value })} error={!!batchError} helperText={batchError || ' '} sx={{ width: 130 }} />
      </TableCell>
      <TableCell>
        <TextField size="small" type="number" label={`New PP ${name}`} value={line.new_pp ?? ''} disabled={disabled} placeholder={String(line.last_purchase_price)}
          onChange={(e) => onChange({ new_pp: num(e.target.value) })} error={line.new_pp != null && !(line.new_pp >= 0)} helperText={line.new_pp != null && !(line.new_pp >= 0) ? '0 or more' : ' '} sx={{ width: 110 }} />
      </TableCell>
      <TableCell>
        <TextField size="small" type="number" label={`New RP ${name}`} value={line.new_rp ?? ''} disabled={disabled} placeholder={String(line.retail_price)}
          onChange={(e) => onChange({ new_rp: num(e.target.value) })} error={line.new_rp != null && !(line.new_rp >= 0)} helperText={line.new_rp != null && !(line.new_rp >= 0) ? '0 or more' : ' '} sx={{ width: 110 }} />
      </TableCell>
      <TableCell align="right" data-testid="new-line-total">{formatMoney(flags.new_line_total)}</TableCell>
      <TableCell>
        {flags.grn_line_completed && <Chip size="small" color="success" label="Line complete" />}
        <Button size="small" disabled={disabled || line.available_to_grn === 0} onClick={onClone}>Clone</Button>
        <Button size="small" disabled={disabled} onClick={onReset}>Reset</Button>
      </TableCell>
    </TableRow>
  );
}
