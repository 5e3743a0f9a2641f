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
import { useNavigate } from 'react-router-dom';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';
import { ListStatus } from '../orderList/ListStatus';
import { useAppPath } from '../orderList/useAppPath';
import { formatDate, formatMoney } from '../orderList/format';
import { CreatePromoDialog } from './CreatePromoDialog';
import { DeactivateDialog } from './DeactivateDialog';
import { discountText, type PromoCode } from './types';
import { compact, useGet } from '../orderList/useGet';
import { usePaging } from '../../paging/usePaging';
import { Pager } from '../../paging/Pager';

/** /app/marketing-manager/promo-codes: codes by status and validity dates; create and deactivate per spec 6. */
export default function PromoCodesPage() {
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { abilities } = useAuthState();
  const [filter, setFilter] = useState({ status: '', startDate: '', endDate: '' });
  const paging = usePaging();
  const [nonce, setNonce] = useState(0);
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<PromoCode | null>(null);
  const byDates = Boolean(filter.startDate || filter.endDate);
  const badRange = Boolean(filter.startDate && filter.endDate && filter.endDate < filter.startDate);
  const state = useGet<{ promoCodes: PromoCode[]; total: number }>(byDates ? '/promocode/find-promoCodes' : '/promocode/all',
    badRange ? null : compact({ ...filter, skip: paging.skip, limit: paging.limit }), nonce);
  const rows = state.data?.promoCodes ?? [];
  const set = (k: keyof typeof filter) => (e: { target: { value: string } }) => { setFilter({ ...filter, [k]: e.target.value }); paging.restart(); };
  return (
    <Box>
      <Title title="Promo codes" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>Promo codes</Typography>
        {can(abilities, 'promo.create') && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>New promo code</Button>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <TextField size="small" select label="Status" value={filter.status} onChange={set('status')} sx={{ minWidth: 140 }}>
          <MenuItem value="">All</MenuItem><MenuItem value="active">Active</MenuItem><MenuItem value="inactive">Inactive</MenuItem>
        </TextField>
        <TextField size="small" type="date" label="Valid on or after" value={filter.startDate} onChange={set('startDate')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="Valid on or before" value={filter.endDate} onChange={set('endDate')} slotProps={{ inputLabel: { shrink: true } }}
          error={badRange} helperText={badRange ? 'Must not be before the start date' : undefined} />
      </Box>
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={state.data !== null && state.data.total === 0} emptyText="No promo codes match these filters." />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Promo codes">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell><TableCell>Discount</TableCell><TableCell>Minimum order</TableCell><TableCell>Valid</TableCell>
                <TableCell>Limits (total / customer)</TableCell><TableCell>Used</TableCell><TableCell>Status</TableCell><TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.promoId} data-testid="promo-row">
                  <TableCell><strong>{r.code}</strong>{r.description && <Typography variant="caption" display="block" color="text.secondary">{r.description}</Typography>}</TableCell>
                  <TableCell>{discountText(r)}{r.maxDiscountAmount != null && <Typography variant="caption" display="block">up to {formatMoney(r.maxDiscountAmount)}</Typography>}</TableCell>
                  <TableCell>{formatMoney(r.minOrderAmount)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.startsAt)} – {formatDate(r.endsAt)}</TableCell>
                  <TableCell>{r.usageLimit ?? 'No limit'} / {r.perCustomerLimit}</TableCell>
                  <TableCell>{r.redemptions}</TableCell>
                  <TableCell><Chip size="small" label={r.status === 'active' ? 'Active' : 'Inactive'} color={r.status === 'active' ? 'success' : 'default'} /></TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => navigate(appPath(`/promo-redemptions?promoId=${r.promoId}`))}>Customers & orders</Button>
                    {r.status === 'active' && can(abilities, 'promo.deactivate') && <Button size="small" color="error" onClick={() => setDeactivating(r)}>Deactivate</Button>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {state.data !== null && <Pager paging={paging} count={state.data.total} />}
      {creating && <CreatePromoDialog onClose={() => setCreating(false)} onCreated={() => { setCreating(false); paging.restart(); setNonce((n) => n + 1); }} />}
      {deactivating && <DeactivateDialog code={deactivating} onClose={() => setDeactivating(null)} onDone={() => { setDeactivating(null); setNonce((n) => n + 1); }} />}
    </Box>
  );
}
