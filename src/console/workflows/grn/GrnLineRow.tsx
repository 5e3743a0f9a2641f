import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import poLine from '@schemas/poLine.schema.json';
import { propOf } from '../../generated/fieldValue';
import { SchemaField } from '../../generated/SchemaField';
import { fieldState } from '../../generated/useSchemaField';
import { formatMoney } from '../../i18n/format';
import type { EntryLine, LineFlags } from './grnEntryState';

// A GRN quantity is whole (the server's grnQty); a price has two decimals (the server's PRICE).
const GRN_QTY = propOf(poLine, 'grn_qty', { type: 'integer' });
const PRICE = propOf(poLine, 'new_pp', { multipleOf: 0.01 });
// A batch is its expiry month, MM-YYYY: the server's batchName takes 7 characters.
const BATCH = propOf(poLine, 'batch_name', { maxLength: 7 });

/** The boxes of one row as shared schema fields: typed text kept, the number only while valid (NaN while refused). */
export function rowFields(line: EntryLine, onChange: (p: Partial<EntryLine>) => void) {
  const name = line.product_name;
  const box = (key: 'grn_qty' | 'new_pp' | 'new_rp', schema: typeof PRICE, label: string, required: boolean, empty: number | null) => {
    const set = (text: string) => {
      const next = fieldState(schema, label, text, () => undefined, { required });
      const n = next.valid ? ((next.value as number | undefined) ?? empty) : NaN;
      onChange({ [key]: n, text: { ...line.text, [key]: text }, refused: { ...line.refused, [key]: undefined } });
    };
    return fieldState(schema, label, line.text[key], set, { required, server: line.refused[key] ?? null });
  };
  return {
    qty: box('grn_qty', { ...GRN_QTY, maximum: line.available_to_grn }, `GRN qty ${name}`, true, 0),
    pp: box('new_pp', PRICE, `New PP ${name}`, false, null),
    rp: box('new_rp', PRICE, `New RP ${name}`, false, null),
  };
}

/** One GRN entry row: quantity, batch (MM-YYYY), new prices, flags, clone and reset. A refusal names its row and box. */
export function GrnLineRow({ line, flags, disabled, onChange, onClone, onReset }: {
  line: EntryLine; flags: LineFlags; disabled: boolean;
  onChange: (p: Partial<EntryLine>) => void; onClone: () => void; onReset: () => void;
}) {
  const name = line.product_name;
  const { qty, pp, rp } = rowFields(line, onChange);
  const receiving = (line.grn_qty ?? 0) > 0;
  // Named for its row, as the other boxes are ("Batch Panadol 500mg …").
  const batchError = line.refused.batch_name ?? (receiving && (flags.empty_batch ? `Batch ${name} is required`
    : !flags.valid_batch ? `Batch ${name} must be a month in the future, as MM-YYYY` : ''));
  const batch = {
    label: `Batch ${name}`, schema: BATCH, text: line.batch_name, error: batchError || null, touch: () => undefined,
    setText: (text: string) => onChange({ batch_name: text, refused: { ...line.refused, batch_name: undefined } }),
  };
  // Across the row and its clones the PO line takes no more than remains to be received.
  const qtyField = qty.valid && !flags.valid_grn_qty ? { ...qty, error: `GRN qty of ${name} across its batches must be ${line.available_to_grn} or less` } : qty;
  const priced = qty.valid && pp.valid;
  return (
    <TableRow data-testid={`grn-line-${line.key}`}>
      <TableCell>
        {name}{line.isAClonedLine && <Chip size="small" label="Split" sx={{ ml: 1 }} />}
        <div style={{ fontSize: 12, opacity: 0.7 }}>{line.product_code} · {line.lowest_uom} · ordered {line.order_qty}, received {line.received_qty}</div>
      </TableCell>
      <TableCell align="right">{line.available_to_grn}</TableCell>
      <TableCell>
        <SchemaField field={qtyField} size="small" disabled={disabled} helperText={`Balance ${flags.balance_qty}`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ width: 150 }} />
      </TableCell>
      <TableCell>
        <SchemaField field={batch} size="small" placeholder="MM-YYYY" disabled={disabled} sx={{ width: 130 }} />
      </TableCell>
      <TableCell>
        <SchemaField field={pp} size="small" disabled={disabled} placeholder={String(line.last_purchase_price)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ width: 150 }} />
      </TableCell>
      <TableCell>
        <SchemaField field={rp} size="small" disabled={disabled} placeholder={String(line.retail_price)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ width: 150 }} />
      </TableCell>
      <TableCell align="right" data-testid="new-line-total">{priced ? formatMoney(flags.new_line_total) : '—'}</TableCell>
      <TableCell>
        {flags.grn_line_completed && <Chip size="small" color="success" label="Line complete" />}
        <Button size="small" disabled={disabled || line.available_to_grn === 0} onClick={onClone}>Clone</Button>
        <Button size="small" disabled={disabled} onClick={onReset}>Reset</Button>
      </TableCell>
    </TableRow>
  );
}
