import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { roleLabel } from '@shared/roles';
import { ListStatus } from '../orderList/ListStatus';
import { useAppPath } from '../orderList/useAppPath';
import { useReference } from '../orderList/useReference';
import { compact, useGet } from '../orderList/useGet';
import { useDebounced } from './useDebounced';
import { ROLE_CHOICES, type Agent } from './userForm';
import { usePaging } from '../../paging/usePaging';
import { Pager } from '../../paging/Pager';

/** /app/user-management/users-list: agents paged, searched and filtered by the server. */
export default function UsersListPage() {
  const navigate = useNavigate();
  const appPath = useAppPath();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState({ status: '', role: '', locationId: '' });
  const paging = usePaging();
  const searchTerm = useDebounced(search.trim(), 300);
  const locations = useReference('/pharmacy/admin/get-pharmacies-list', { skip: 0, limit: 500 });
  const state = useGet<{ items: Agent[]; count: number }>('/agent/auth/get-agents-list',
    compact({ ...filter, searchTerm, skip: paging.skip, limit: paging.limit, sortBy: 'firstName', sortOrder: 'ASC' }));
  const rows = state.data?.items ?? [];
  const set = (k: keyof typeof filter) => (e: { target: { value: string } }) => { setFilter({ ...filter, [k]: e.target.value }); paging.restart(); };
  const editPath = (id: number) => appPath(`/user-management/edit-user/${id}`);
  return (
    <Box>
      <Title title="Users" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>Users</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(appPath('/user-management/create-new-user'))}>Create new user</Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <TextField size="small" label="Search" placeholder="Name, e-mail or agent ID" value={search} onChange={(e) => { setSearch(e.target.value); paging.restart(); }} />
        <TextField size="small" select label="Status" value={filter.status} onChange={set('status')} sx={{ minWidth: 130 }}>
          <MenuItem value="">All</MenuItem><MenuItem value="active">Active</MenuItem><MenuItem value="inactive">Inactive</MenuItem>
        </TextField>
        <TextField size="small" select label="Role" value={filter.role} onChange={set('role')} sx={{ minWidth: 180 }}>
          <MenuItem value="">All</MenuItem>
          {ROLE_CHOICES.map((r) => <MenuItem key={r.id} value={r.id}>{r.name}</MenuItem>)}
        </TextField>
        <TextField size="small" select label="Location" value={filter.locationId} onChange={set('locationId')} sx={{ minWidth: 200 }}>
          <MenuItem value="">All</MenuItem>
          {locations.options.map((l) => <MenuItem key={l.id} value={String(l.id)}>{l.name}</MenuItem>)}
        </TextField>
      </Box>
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={state.data !== null && state.data.count === 0} emptyText="No users match these filters." />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>Agent ID</TableCell><TableCell>Name</TableCell><TableCell>E-mail</TableCell><TableCell>Designation</TableCell>
                <TableCell>Roles</TableCell><TableCell>Locations</TableCell><TableCell>Status</TableCell><TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow key={u.id} data-testid="user-row" hover>
                  <TableCell>{u.displayId}</TableCell>
                  <TableCell>{u.firstName} {u.lastName}</TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{u.designation}</TableCell>
                  <TableCell>{u.roles.map(roleLabel).join(', ')}</TableCell>
                  <TableCell>{(u.locationNames ?? []).join(', ')}</TableCell>
                  <TableCell><Chip size="small" label={u.status === 'active' ? 'Active' : 'Inactive'} color={u.status === 'active' ? 'success' : 'default'} /></TableCell>
                  <TableCell><Button size="small" component={RouterLink} to={editPath(u.id)}>Edit</Button></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {state.data !== null && <Pager paging={paging} count={state.data.count} />}
    </Box>
  );
}
