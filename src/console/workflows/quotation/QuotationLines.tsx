import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../orderList/format';
import type { QuotationLine } from './types';

/** The quotation's lines; quantities editable (saved on blur or Enter) and lines removable when the quotation is open. */
export function QuotationLines({ lines, editable, onQuantity, onRemove }: {
  lines: QuotationLine[]; editable: boolean; onQuantity: (line: QuotationLine, qty: number) => void; onRemove: (line: QuotationLine) => void;
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
            <TableCell align="right">{editable ? <QuantityCell line={l} onSave={onQuantity} /> : l.quantity}</TableCell>
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

function QuantityCell({ line, onSave }: { line: QuotationLine; onSave: (line: QuotationLine, qty: number) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(String(line.quantity));
  const qty = Number(text);
  const valid = Number.isInteger(qty) && qty >= 1;
  const save = () => { if (valid && qty !== line.quantity) onSave(line, qty); };
  return (
    <TextField size="small" value={text} onChange={(e) => setText(e.target.value)} onBlur={save} onKeyDown={(e) => { if (e.key === 'Enter') save(); }}
      error={!valid} slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${translate('rx.quotation.quantity')} ${line.productName}`, style: { textAlign: 'right', width: 64 } } }} />
  );
}
