import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../orderList/format';
import { PagedTable } from '../purchases/PagedTable';
import type { GrnHead } from './types';
import { useAppPath } from '../orderList/useAppPath';

/** View GRN list (grn/fetch-all filters: dates, status, search). */
export default function GrnListPage() {
  const navigate = useNavigate();
  const appPath = useAppPath();
  const [f, setF] = useState({ startDate: '', endDate: '', reportType: 'all', searchTerm: '' });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>GRNs</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <TextField size="small" label="Search" value={f.searchTerm} onChange={set('searchTerm')} />
        <TextField size="small" type="date" label="From" InputLabelProps={{ shrink: true }} value={f.startDate} onChange={set('startDate')} />
        <TextField size="small" type="date" label="To" InputLabelProps={{ shrink: true }} value={f.endDate} onChange={set('endDate')} />
        <TextField size="small" select label="Status" value={f.reportType} onChange={set('reportType')} sx={{ minWidth: 140 }}>
          <MenuItem value="all">All</MenuItem><MenuItem value="completed">Completed</MenuItem><MenuItem value="cancelled">Cancelled</MenuItem>
        </TextField>
      </Box>
      <PagedTable<GrnHead> path="/grn/fetch-all" params={f} empty="No GRNs match." onRow={(r) => navigate(appPath(`/purchases-grn/grn-details/${r.id}`))} columns={[
        { label: 'GRN', cell: (r) => r.grnNo }, { label: 'PO', cell: (r) => r.poNo }, { label: 'Supplier', cell: (r) => r.supplierName },
        { label: 'Status', cell: (r) => <Chip size="small" label={r.status} /> }, { label: 'Net total', cell: (r) => formatMoney(r.netTotal), align: 'right' },
        { label: 'Received', cell: (r) => new Date(r.createdAt).toLocaleString() },
      ]} />
    </Box>
  );
}
