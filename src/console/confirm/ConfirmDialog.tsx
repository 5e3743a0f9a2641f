import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** What a confirmation says: the question, what will happen, the button that does it. */
export interface ConfirmRequest {
  title: string;
  /** What will happen, in the user's words ("The recorded payment of 401.70 is voided"). */
  body?: ReactNode;
  /** The button that goes ahead; says the action ("Reset trip"), never just "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /** Irreversible or destructive: the go-ahead button is red. */
  destructive?: boolean;
  /**
   * The action itself, run from the dialog: the buttons wait while it runs; a refusal (the text it
   * answers) is shown in the dialog, which stays open to try again or go back; done, it closes.
   */
  act?: () => Promise<string | null | void>;
}

/** Phone-sized taps: both buttons at least 48 px high (WCAG 2.5.8 asks 24, phones want 44+). */
const tap = { minHeight: 48, minWidth: 96 };

/**
 * The console's one in-app confirmation (never the browser's confirm(): it blocks the page, cannot
 * be styled or tested, and on some phones is suppressed). Controlled; most callers use useConfirm.
 */
export function ConfirmDialog({ open, request, onAnswer, busy = false, refusal }: {
  open: boolean; request: ConfirmRequest | null; onAnswer: (yes: boolean) => void; busy?: boolean; refusal?: string | null;
}) {
  return (
    <Dialog open={open && !!request} onClose={busy ? undefined : () => onAnswer(false)} aria-labelledby="confirm-title"
      aria-describedby={request?.body ? 'confirm-body' : undefined} data-testid="confirm-dialog" fullWidth maxWidth="xs">
      {request && (
        <>
          <DialogTitle id="confirm-title">{request.title}</DialogTitle>
          {(request.body || refusal) && (
            <DialogContent>
              {refusal && <Alert severity="error" sx={{ mb: 1 }}>{refusal}</Alert>}
              {request.body && <DialogContentText id="confirm-body" component="div">{request.body}</DialogContentText>}
            </DialogContent>
          )}
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={() => onAnswer(false)} sx={tap} autoFocus disabled={busy}>{request.cancelLabel ?? 'Go back'}</Button>
            <Button onClick={() => onAnswer(true)} sx={tap} variant="contained" color={request.destructive ? 'error' : 'primary'}
              data-testid="confirm-yes" disabled={busy}>{request.confirmLabel}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
