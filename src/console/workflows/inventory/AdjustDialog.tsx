import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** Manual stock adjustment of one batch: a signed whole quantity and a reason (the server keeps it ≥ 0). */
export function AdjustDialog({ batch, busy, onClose, onSubmit }: {
  batch: { batch_id: number; batch_name: string; available_quantity: number } | null; busy: boolean;
  onClose: () => void; onSubmit: (quantity: number, reason: string) => void;
}) {
  const [qty, setQty] = useState('');
  const [reason, setReason] = useState('');
  const q = Number(qty);
  const qtyError = qty === '' ? '' : !Number.isInteger(q) || q === 0 ? 'A whole number, not 0 (negative to remove)' : batch && q < -batch.available_quantity ? `At most ${batch.available_quantity} can be removed` : '';
  const reasonError = reason && reason.trim().length < 3 ? 'Reason needs at least 3 characters' : '';
  return (
    <Dialog open={!!batch} onClose={onClose}>
      <DialogTitle>Adjust batch {batch?.batch_name}</DialogTitle>
      <DialogContent>
        <TextField fullWidth margin="dense" type="number" label="Quantity (+/−)" value={qty} onChange={(e) => setQty(e.target.value)} error={!!qtyError} helperText={qtyError || ' '} />
        <TextField fullWidth margin="dense" label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={!!reasonError} helperText={reasonError || ' '} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={busy || !qty || !!qtyError || reason.trim().length < 3} onClick={() => onSubmit(q, reason.trim())}>Adjust</Button>
      </DialogActions>
    </Dialog>
  );
}
