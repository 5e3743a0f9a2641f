import { Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { LazyHistoryPanel } from '../../history';
import { ListStatus } from '../orderList/ListStatus';
import { useAppPath } from '../orderList/useAppPath';
import { useGet } from '../orderList/useGet';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { StatusControl } from './StatusControl';
import { UserFields } from './UserFields';
import { useUserSave } from './useUserSave';
import { formOf, type Agent, type UserForm } from './userForm';

/** /app/user-management/edit-user/{userId}: the agent's details, status and a password reset. */
export default function EditUserPage() {
  const { userId } = useParams();
  const id = Number(userId);
  const navigate = useNavigate();
  const appPath = useAppPath();
  const notify = useNotify();
  const [nonce, setNonce] = useState(0);
  const state = useGet<Agent>('/agent/auth/get-agent-details', Number.isInteger(id) && id > 0 ? { userId: id } : null, nonce);
  const agent = state.data;
  const [form, setForm] = useState<UserForm | null>(null);
  const [resetting, setResetting] = useState(false);
  const { save, errors, error, busy } = useUserSave<Agent>('edit', id);
  useEffect(() => { if (agent) setForm(formOf(agent)); }, [agent]);

  const submit = async () => {
    if (!form) return;
    const saved = await save(form);
    if (!saved) return;
    notify(`User ${saved.displayId} saved`, { type: 'success' });
    setNonce((n) => n + 1);
  };
  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">No user is named in this address.</Alert>;
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Title title="Edit user" />
      <ListStatus loading={state.loading && !agent} error={state.error} onRetry={state.retry} />
      {agent && form && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{agent.firstName} {agent.lastName} · {agent.displayId}</Typography>
            <Button variant="outlined" onClick={() => setResetting(true)}>Reset password</Button>
          </Box>
          <StatusControl agent={agent} onChanged={() => setNonce((n) => n + 1)} />
          <Paper sx={{ p: 2, mt: 2 }} component="form" noValidate aria-label="Edit user" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
            {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
            <UserFields form={form} errors={errors} mode="edit" onChange={setForm} />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(appPath('/user-management/users-list'))} disabled={busy}>Back to users</Button>
              <Button type="submit" variant="contained" disabled={busy}>Save</Button>
            </Box>
          </Paper>
          <Paper sx={{ p: 2, mt: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>History</Typography>
            <Suspense fallback={null}><LazyHistoryPanel entity="agent" recordId={agent.id} /></Suspense>
          </Paper>
          {resetting && <ResetPasswordDialog agent={agent} onClose={() => setResetting(false)} />}
        </>
      )}
    </Box>
  );
}
