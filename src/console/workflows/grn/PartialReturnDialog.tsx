import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { parseGrnInsufficientQty } from '@shared/envelope';
import { RETURN_REASON } from '@shared/forms/requestFields';
import type { ApiError } from '../../data/apiError';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { SchemaField } from '../../generated/SchemaField';
import { serverFieldErrors } from '../../generated/serverFieldErrors';
import { fieldState, firstReason, useSchemaField } from '../../generated/useSchemaField';
import type { GrnLine } from './types';

export type ReturnLines = Array<{ grnLineId: number; quantity: number }>;

/**
 * Quantities of a GRN's lines going back to the supplier, with a reason (kept on the stock
 * movement). Each line offers 0 to what can go back now (its batch's free stock, not what was
 * received); a refusal lands under the line it names. `onSubmit` answers the refusal, or null.
 */
export function PartialReturnDialog({ lines, open, busy, onClose, onSubmit }: {
  lines: GrnLine[]; open: boolean; busy: boolean; onClose: () => void;
  onSubmit: (lines: ReturnLines, reason: string) => Promise<ApiError | null>;
}) {
  const [qty, setQty] = useState<Record<number, string>>({});
  const [refused, setRefused] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const reason = useSchemaField({ schema: RETURN_REASON, label: 'Reason' });
  const shown = lines.filter((l) => l.net_qty > 0);
  const fields = new Map(shown.map((l) => {
    const max = l.returnable_qty ?? l.net_qty;
    return [l.id, fieldState({ type: 'integer', minimum: 0, maximum: max }, `Return ${l.product_name} (${l.batch_name})`, qty[l.id] ?? '',
      (text) => { setQty({ ...qty, [l.id]: text }); setRefused({ ...refused, [l.id]: '' }); }, { server: refused[l.id] || null })];
  }));
  const chosen = shown.filter((l) => fields.get(l.id)!.valid && Number(fields.get(l.id)!.value ?? 0) > 0);
  const why = firstReason(...shown.map((l) => fields.get(l.id)!.problem), !chosen.length && 'Enter a quantity to return', reason.problem);
  const submit = async () => {
    setError(null);
    const err = await onSubmit(chosen.map((l) => ({ grnLineId: l.id, quantity: Number(fields.get(l.id)!.value) })), reason.text.trim());
    if (!err) { setQty({}); reason.reset(''); return; }
    const byLine: Record<number, string> = {};
    for (const [path, message] of serverFieldErrors(err)) {
      const m = /^lines\.(\d+)\./.exec(path);
      if (m && chosen[Number(m[1])]) byLine[chosen[Number(m[1])].id] = message;
      if (path === 'reason') reason.setServerError(message);
    }
    setRefused(byLine);
    const short = parseGrnInsufficientQty(err.message);
    if (!Object.keys(byLine).length && !serverFieldErrors(err).has('reason')) {
      setError(short !== null ? `Part of ${short} received on this GRN has already been sold or reserved: return at most what is left on hand` : err.message);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Partial return to the supplier</DialogTitle>
      <DialogContent>
        {shown.map((l) => (
          <SchemaField key={l.id} field={fields.get(l.id)!} size="small" fullWidth margin="dense" slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText={`0 to ${l.returnable_qty ?? l.net_qty}${(l.returnable_qty ?? l.net_qty) < l.net_qty ? ` (${l.net_qty} received, the rest already sold or reserved)` : ''}`} />
        ))}
        <SchemaField field={reason} fullWidth margin="dense" counter />
        {error && <Alert severity="error" data-testid="return-error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <PrimaryAction busy={busy} disabledReason={why} onClick={() => void submit()}>Return</PrimaryAction>
      </DialogActions>
    </Dialog>
  );
}
