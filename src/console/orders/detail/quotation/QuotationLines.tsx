import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import quotationLine from '@schemas/quotationLine.schema.json';
import { propOf } from '../../../generated/fieldValue';
import { SchemaField } from '../../../generated/SchemaField';
import { useSchemaField } from '../../../generated/useSchemaField';
import { formatMoney } from '../../../i18n/format';
import type { QuotationLine } from './types';

const QUANTITY = propOf(quotationLine, 'quantity');

/**
 * The quotation's lines; quantities editable (saved on blur or Enter) and lines removable when the
 * quotation is open. `onQuantity` answers the refusal's words, or null when saved.
 */
export function QuotationLines({ lines, editable, onQuantity, onRemove }: {
  lines: QuotationLine[]; editable: boolean; onQuantity: (line: QuotationLine, qty: number) => Promise<string | null>; onRemove: (line: QuotationLine) => void;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`rx.quotation.${k}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label={t('title')} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('product')}</TableCell><TableCell>{t('unit')}</TableCell><TableCell align="right">{t('quantity')}</TableCell>
          <TableCell align="right">{t('unit_price')}</TableCell><TableCell align="right">{t('line_total')}</TableCell>{editable && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.lineId} data-testid={`quotation-line-${l.productCode}`}>
            <TableCell>
              {l.productName} <small>{l.productCode}</small>
              {l.coldStorage && <Chip size="small" color="info" label={t('cold')} sx={{ ml: 0.5 }} />}
              {l.narcotic && <Chip size="small" color="warning" label={t('narcotic')} sx={{ ml: 0.5 }} />}
            </TableCell>
            <TableCell>{l.lowestUom}</TableCell>
            <TableCell align="right">{editable ? <QuantityCell key={`${l.lineId}-${l.quantity}`} line={l} onSave={onQuantity} /> : l.quantity}</TableCell>
            <TableCell align="right">{formatMoney(l.unitPrice)}</TableCell>
            <TableCell align="right">{formatMoney(l.lineTotal)}</TableCell>
            {editable && <TableCell><Button size="small" color="error" onClick={() => onRemove(l)}>{t('remove')}</Button></TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </Box>
  );
}

/**
 * A line's quantity box: a refused value (the schema's check, or the server's: over stock, too
 * large) stays in the box with its message, never beside a line that quietly keeps the old number.
 * A saved quantity comes back as a new line quantity, which re-keys the cell.
 */
function QuantityCell({ line, onSave }: { line: QuotationLine; onSave: (line: QuotationLine, qty: number) => Promise<string | null> }) {
  const translate = useTranslate();
  const label = translate('rx.quotation.quantity');
  const field = useSchemaField({ schema: QUANTITY, label, required: true, initial: String(line.quantity) });
  const pending = useRef(false);
  const save = async () => {
    field.touch();
    if (!field.valid || field.value === line.quantity || pending.current) return;
    pending.current = true;
    const refused = await onSave(line, field.value as number);
    pending.current = false;
    if (refused) field.setServerError(refused);
  };
  return (
    <SchemaField field={field} size="small" hideLabel ariaLabel={`${label} ${line.productName}`}
      onBlur={() => void save()} onKeyDown={(e) => { if (e.key === 'Enter') void save(); }}
      slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'right', width: 64 } }, formHelperText: { sx: { maxWidth: 180, ml: 0, textAlign: 'right' } } }} />
  );
}
