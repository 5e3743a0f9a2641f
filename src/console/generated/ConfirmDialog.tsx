import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** An in-app confirmation (never window.confirm): the question, what follows, Cancel and the action. */
export function ConfirmDialog({ title, text, confirmLabel, tone = 'primary', busy, error, onConfirm, onClose, children }: {
  title: string; text?: string; confirmLabel: string; tone?: 'primary' | 'warning' | 'error'; busy: boolean; error?: string | null;
  onConfirm: () => void; onClose: () => void; children?: ReactNode;
}) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="rx-confirm-title">
      <DialogTitle id="rx-confirm-title">{title}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert>}
        {text && <DialogContentText>{text}</DialogContentText>}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" color={tone} onClick={onConfirm} disabled={busy}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
