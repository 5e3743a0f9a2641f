import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatMoney } from '../orderList/format';
import type { PoLine } from './types';

/** PO lines (spec 3 fields); editable: ordered quantity (integer ≥ 1) saved on blur, and remove. */
export function PoLinesTable({ lines, editable, onQty, onRemove }: {
  lines: PoLine[]; editable: boolean; onQty?: (l: PoLine, qty: number) => void; onRemove?: (l: PoLine) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead><TableRow>
          <TableCell>Product</TableCell><TableCell align="right">Available</TableCell><TableCell align="right">Ordered</TableCell>
          <TableCell align="right">Received</TableCell><TableCell align="right">Last PP</TableCell><TableCell align="right">WAC</TableCell>
          <TableCell align="right">Retail</TableCell><TableCell align="right">Est. line total</TableCell>{editable && <TableCell />}
        </TableRow></TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id} data-testid={`po-line-${l.product_id}`}>
              <TableCell>{l.product_name}<div style={{ fontSize: 12, opacity: 0.7 }}>{l.product_code} · {l.generic_name} · {l.lowest_uom}</div></TableCell>
              <TableCell align="right">{l.available_quantity}</TableCell>
              <TableCell align="right">
                {editable ? (
                  <TextField key={`${l.id}-${l.order_qty}`} size="small" type="number" defaultValue={l.order_qty} inputProps={{ min: 1, step: 1, 'aria-label': `Ordered qty ${l.product_name}` }} sx={{ width: 100 }}
                    onBlur={(e) => { const q = Number(e.target.value); if (Number.isInteger(q) && q >= 1 && q !== l.order_qty) onQty?.(l, q); }} />
                ) : l.order_qty}
              </TableCell>
              <TableCell align="right">{l.received_qty}</TableCell>
              <TableCell align="right">{formatMoney(l.last_purchase_price)}</TableCell>
              <TableCell align="right">{Number(l.weighted_average_cost).toFixed(2)}</TableCell>
              <TableCell align="right">{formatMoney(l.retail_price)}</TableCell>
              <TableCell align="right">{formatMoney(l.est_line_total)}</TableCell>
              {editable && <TableCell><IconButton aria-label={`Remove ${l.product_name}`} onClick={() => onRemove?.(l)}><DeleteIcon fontSize="small" /></IconButton></TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
