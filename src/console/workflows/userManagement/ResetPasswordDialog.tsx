import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotify } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import { passwordError, type Agent } from './userForm';

/** A super admin sets a new password: typed twice, checked by the rules, and the agent is signed out. */
export function ResetPasswordDialog({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const call = useCall();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rule = touched ? passwordError(password, agent.email) : undefined;
  const mismatch = touched && !rule && password !== again ? 'The passwords do not match' : undefined;
  const reset = async () => {
    setTouched(true);
    if (passwordError(password, agent.email) || password !== again) return;
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/agent/auth/update', { id: agent.id, password }, { silent: true });
      notify(`Password of ${agent.firstName} ${agent.lastName} reset`, { type: 'success' });
      onClose();
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <DialogTitle id="reset-password-title">Reset password of {agent.firstName} {agent.lastName}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Their current sign-ins end and they must sign in with the new password.</DialogContentText>
        {error && <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert>}
        <TextField fullWidth size="small" type="password" label="New password" autoComplete="new-password" value={password}
          error={Boolean(rule)} helperText={rule ?? 'At least 8 characters, with a letter and a digit'} onChange={(e) => setPassword(e.target.value)} sx={{ mb: 1 }} />
        <TextField fullWidth size="small" type="password" label="Confirm new password" autoComplete="new-password" value={again}
          error={Boolean(mismatch)} helperText={mismatch ?? ' '} onChange={(e) => setAgain(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={() => void reset()} disabled={busy}>Reset password</Button>
      </DialogActions>
    </Dialog>
  );
}
