import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ListStatus } from '../orderList/ListStatus';
import { useAppPath } from '../orderList/useAppPath';
import { formatDate } from '../orderList/format';
import { PATHS, type OfflineCustomer } from './types';
import { useGet } from '../orderList/useGet';
import { usePaging } from '../../paging/usePaging';
import { Pager } from '../../paging/Pager';

/** /app/offline-order/customer-list: offline customers, newest first, searched by name, number or id. */
export default function CustomerListPage() {
  const navigate = useNavigate();
  const appPath = useAppPath();
  const [q, setQ] = useState('');
  const paging = usePaging([10, 25, 50]);
  const state = useGet<{ items: OfflineCustomer[]; count: number }>(PATHS.customerList, { ...(q.trim() ? { q: q.trim() } : {}), skip: paging.skip, limit: paging.limit });
  const rows = state.data?.items ?? [];
  return (
    <Box>
      <Title title="Offline customers" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>Offline customers</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(appPath('/offline-order/create-customer'))}>Create customer</Button>
      </Box>
      <TextField size="small" label="Search name, contact number or HNCX id" value={q} sx={{ minWidth: 320, mb: 1 }}
        onChange={(e) => { setQ(e.target.value); paging.restart(); }} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <ListStatus loading={state.loading} error={state.error} empty={state.data !== null && state.data.count === 0} emptyText="No offline customers match." />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Offline customers">
            <TableHead>
              <TableRow>
                <TableCell>Customer</TableCell><TableCell>Contact number</TableCell><TableCell>E-mail</TableCell><TableCell>Referral mode</TableCell>
                <TableCell>Address</TableCell><TableCell>Created</TableCell><TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id} data-testid="offline-customer-row">
                  <TableCell><strong>{c.customerName}</strong><Typography variant="caption" display="block" color="text.secondary">{c.displayId}</Typography></TableCell>
                  <TableCell>{c.contactNumber}</TableCell>
                  <TableCell>{c.emailId ?? '—'}</TableCell>
                  <TableCell>{c.referralModeName ? <Chip size="small" label={c.referralModeName} /> : '—'}</TableCell>
                  <TableCell>{c.addresses[0]?.address ?? '—'}{c.addresses.length > 1 && <Typography variant="caption" display="block">+{c.addresses.length - 1} more</Typography>}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.createdAt)}</TableCell>
                  <TableCell><Button size="small" onClick={() => navigate(appPath(`/offline-order/place-new-order?customerId=${c.id}`))}>Place order</Button></TableCell>
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
