import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useNotify } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import type { Agent } from './userForm';

/**
 * The agent's status as a switch. Deactivating asks first (their sign-ins end at once); the
 * server's refusal, such as the last active super admin, shows here.
 */
export function StatusControl({ agent, onChanged }: { agent: Agent; onChanged: () => void }) {
  const call = useCall();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = agent.status === 'active';
  const name = `${agent.firstName} ${agent.lastName}`;
  const setStatus = async (status: 'active' | 'inactive') => {
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/agent/auth/update', { id: agent.id, status }, { silent: true });
      notify(status === 'active' ? `${name} is active again` : `${name} is deactivated and signed out`, { type: 'success' });
      setConfirming(false);
      onChanged();
    } catch (e) {
      setError(toApiError(e).message);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel label="Active" disabled={busy}
          control={<Switch slotProps={{ input: { role: 'switch' } }} checked={active} onChange={() => (active ? setConfirming(true) : void setStatus('active'))} />} />
        <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />
      </Box>
      {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
      <Dialog open={confirming} onClose={busy ? undefined : () => setConfirming(false)} aria-labelledby="deactivate-user-title">
        <DialogTitle id="deactivate-user-title">Deactivate {name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>They are signed out everywhere at once and cannot sign in until a super admin reactivates them.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void setStatus('inactive')} disabled={busy}>Deactivate</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
