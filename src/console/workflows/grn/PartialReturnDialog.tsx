import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { GrnLine } from './types';

/** Quantities of a GRN's lines going back to the supplier, with a reason. */
export function PartialReturnDialog({ lines, open, busy, onClose, onSubmit }: {
  lines: GrnLine[]; open: boolean; busy: boolean; onClose: () => void;
  onSubmit: (lines: Array<{ grnLineId: number; quantity: number }>, reason: string) => void;
}) {
  const [qty, setQty] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const chosen = lines.map((l) => ({ grnLineId: l.id, quantity: Number(qty[l.id] || 0), max: l.net_qty, name: l.product_name })).filter((l) => l.quantity !== 0);
  const invalid = chosen.some((l) => !Number.isInteger(l.quantity) || l.quantity < 0 || l.quantity > l.max);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Partial return to the supplier</DialogTitle>
      <DialogContent>
        {lines.filter((l) => l.net_qty > 0).map((l) => (
          <TextField key={l.id} type="number" size="small" fullWidth margin="dense" label={`Return ${l.product_name} (${l.batch_name})`}
            helperText={`0 to ${l.net_qty}`} value={qty[l.id] ?? ''} onChange={(e) => setQty({ ...qty, [l.id]: e.target.value })}
            error={Number(qty[l.id] || 0) > l.net_qty || Number(qty[l.id] || 0) < 0} />
        ))}
        <TextField fullWidth margin="dense" label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={busy || invalid || !chosen.length}
          onClick={() => onSubmit(chosen.map(({ grnLineId, quantity }) => ({ grnLineId, quantity })), reason)}>Return</Button>
      </DialogActions>
    </Dialog>
  );
}
