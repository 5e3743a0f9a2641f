import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAppPath } from '../orderList/useAppPath';
import { UserFields } from './UserFields';
import { useUserSave } from './useUserSave';
import { EMPTY_USER, type Agent } from './userForm';

/** /app/user-management/create-new-user: registers an agent with roles, locations and, for riders, a vehicle. */
export default function CreateUserPage() {
  const navigate = useNavigate();
  const appPath = useAppPath();
  const notify = useNotify();
  const [form, setForm] = useState(EMPTY_USER);
  const { save, errors, error, busy } = useUserSave<Agent>('create');
  const submit = async () => {
    const saved = await save(form);
    if (!saved) return;
    notify(`User ${saved.firstName} ${saved.lastName} (${saved.displayId}) created`, { type: 'success' });
    navigate(appPath('/user-management/users-list'));
  };
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Title title="Create new user" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Create new user</Typography>
      <Paper sx={{ p: 2 }} component="form" noValidate aria-label="New user" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <UserFields form={form} errors={errors} mode="create" onChange={setForm} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(appPath('/user-management/users-list'))} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>Save</Button>
        </Box>
      </Paper>
    </Box>
  );
}
