import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';
import { formatMoney } from '../orderList/format';
import { PagedTable } from './PagedTable';
import { PO_STATUSES, type PoHead } from './types';
import { useAppPath } from '../orderList/useAppPath';

/** View PO list (spec 7 filters: dates, supplier, status, search). */
export default function PoListPage() {
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { abilities } = useAuthState();
  const [f, setF] = useState({ startDate: '', endDate: '', status: '', searchTerm: '' });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>Purchase orders</Typography>
        {can(abilities, 'po.create') && <Button variant="contained" onClick={() => navigate(appPath('/purchases-grn/create-new-po'))}>New PO</Button>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <TextField size="small" label="Search" value={f.searchTerm} onChange={set('searchTerm')} />
        <TextField size="small" type="date" label="From" InputLabelProps={{ shrink: true }} value={f.startDate} onChange={set('startDate')} />
        <TextField size="small" type="date" label="To" InputLabelProps={{ shrink: true }} value={f.endDate} onChange={set('endDate')} />
        <TextField size="small" select label="Status" value={f.status} onChange={set('status')} sx={{ minWidth: 160 }}>
          <MenuItem value="">Any</MenuItem>
          {PO_STATUSES.map((s) => <MenuItem key={s} value={s}>{s.replace('_', ' ')}</MenuItem>)}
        </TextField>
      </Box>
      <PagedTable<PoHead> path="/po/get-po-list" params={f} empty="No purchase orders match." onRow={(r) => navigate(appPath(`/purchases-grn/view/${r.id}`))} columns={[
        { label: 'PO', cell: (r) => r.poNo }, { label: 'Supplier', cell: (r) => r.supplierName ?? '—' },
        { label: 'Status', cell: (r) => <Chip size="small" label={r.status.replace('_', ' ')} /> }, { label: 'Lines', cell: (r) => r.lineCount, align: 'right' },
        { label: 'Net total', cell: (r) => formatMoney(r.netTotal), align: 'right' }, { label: 'Created', cell: (r) => new Date(r.createdAt).toLocaleDateString() },
      ]} />
    </Box>
  );
}
