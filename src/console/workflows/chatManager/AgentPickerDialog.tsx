import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { useReference } from '../../orders/useReference';

/** Chooses the agent to (re-)assign the selected orders to, from GET /agent/auth/get-pharmacists. */
export function AgentPickerDialog({ open, count, title, busy, onClose, onConfirm }: {
  open: boolean; count: number; title: string; busy: boolean; onClose: () => void; onConfirm: (agentId: number) => void;
}) {
  const translate = useTranslate();
  const { options, error } = useReference('/agent/auth/get-pharmacists', { anyLocation: true }, open);
  const [agentId, setAgentId] = useState<number | ''>('');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="agent-picker-title">
      <DialogTitle id="agent-picker-title">{title}</DialogTitle>
      <DialogContent>
        <p>{translate('rx.chat_manager.selected', { smart_count: count })}</p>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField select fullWidth autoFocus label={translate('rx.chat_manager.agent')} value={agentId}
          onChange={(e) => setAgentId(e.target.value === '' ? '' : Number(e.target.value))}>
          {options.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('rx.common.cancel')}</Button>
        <PrimaryAction busy={busy} disabledReason={agentId === '' ? translate('rx.chat_manager.choose_agent') : null} onClick={() => agentId !== '' && onConfirm(agentId)}>
          {translate('rx.chat_manager.assign')}
        </PrimaryAction>
      </DialogActions>
    </Dialog>
  );
}
