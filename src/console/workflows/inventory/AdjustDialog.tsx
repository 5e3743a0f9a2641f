import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ADJUST_QUANTITY, ADJUST_REASON } from '@shared/forms/requestFields';
import type { ApiError } from '../../data/apiError';
import { serverFieldErrors } from '../../generated/serverFieldErrors';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { SchemaField } from '../../generated/SchemaField';
import { firstReason, useSchemaField } from '../../generated/useSchemaField';

/**
 * Manual stock adjustment of one batch: a signed whole quantity and a reason (the server keeps it
 * ≥ 0). Both are shared schema fields (the server's own limits), and Adjust says why it is off;
 * a server refusal naming one of them lands under it (`onSubmit` answers the refusal, or null).
 */
export function AdjustDialog({ batch, busy, onClose, onSubmit }: {
  batch: { batch_id: number; batch_name: string; available_quantity: number } | null; busy: boolean;
  onClose: () => void; onSubmit: (quantity: number, reason: string) => Promise<ApiError | null>;
}) {
  // At most what is available can be removed.
  const qty = useSchemaField({ schema: { ...ADJUST_QUANTITY, minimum: -(batch?.available_quantity ?? 0) }, label: 'Quantity (+/−)', required: true });
  const reason = useSchemaField({ schema: ADJUST_REASON, label: 'Reason', required: true });
  const notZero = qty.value === 0 ? 'Quantity (+/−) must not be 0 (negative to remove)' : null;
  const qtyField = notZero ? { ...qty, problem: notZero, error: notZero } : qty;
  const submit = async () => {
    const err = await onSubmit(qty.value as number, String(reason.value).trim());
    const byField = err ? serverFieldErrors(err) : new Map<string, string>();
    qty.setServerError(byField.get('formValues.quantity') ?? null);
    reason.setServerError(byField.get('formValues.reason') ?? null);
  };
  return (
    <Dialog open={!!batch} onClose={onClose}>
      <DialogTitle>Adjust batch {batch?.batch_name}</DialogTitle>
      <DialogContent>
        <SchemaField field={qtyField} fullWidth margin="dense" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <SchemaField field={reason} fullWidth margin="dense" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <PrimaryAction busy={busy} disabledReason={firstReason(qtyField.problem, reason.problem)}
          onClick={() => void submit()}>Adjust</PrimaryAction>
      </DialogActions>
    </Dialog>
  );
}
