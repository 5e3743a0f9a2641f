import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListStatus } from '../orderList/ListStatus';
import { formatDateTime, formatMoney } from '../orderList/format';
import type { ActivatedCustomer, RedeemedOrder } from './types';
import { compact, useGet } from '../orderList/useGet';

interface Props { promoId: number; startDate: string; endDate: string }
const PAGE = 25;

function usePaged<T>(path: string, p: Props) {
  const [page, setPage] = useState(0);
  const state = useGet<T & { total: number }>(path, compact({ promoId: p.promoId, startDate: p.startDate, endDate: p.endDate, skip: page * PAGE, limit: PAGE }));
  const pager = state.data && state.data.total > 0
    ? <TablePagination component="div" count={state.data.total} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_, n) => setPage(n)} />
    : null;
  return { state, pager };
}

export function RedeemedOrdersTable(p: Props) {
  const { state, pager } = usePaged<{ orders: RedeemedOrder[]; totalDiscount: number }>('/promocode/admin/get-promocode-redeemed-ordes-list', p);
  const rows = state.data?.orders ?? [];
  return (
    <Box>
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={state.data !== null && state.data.total === 0} emptyText="No order redeemed this code in this period." />
      {state.data && state.data.total > 0 && <Typography sx={{ mb: 1 }}>{state.data.total} orders, {formatMoney(state.data.totalDiscount)} discount in all</Typography>}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Redeemed orders">
            <TableHead><TableRow><TableCell>Order</TableCell><TableCell>Customer</TableCell><TableCell>Discount</TableCell><TableCell>Redeemed</TableCell></TableRow></TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.orderId} data-testid="redeemed-row">
                  <TableCell>{r.orderDisplayId}</TableCell>
                  <TableCell>{r.customerName}</TableCell>
                  <TableCell>{formatMoney(r.discountAmount)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.redeemedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {pager}
    </Box>
  );
}

export function ActivatedCustomersTable(p: Props) {
  const { state, pager } = usePaged<{ customers: ActivatedCustomer[] }>('/promocode/admin/get-promocode-activated-customer-list', p);
  const rows = state.data?.customers ?? [];
  return (
    <Box>
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={state.data !== null && state.data.total === 0} emptyText="No customer activated this code in this period." />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Activated customers">
            <TableHead><TableRow><TableCell>Customer</TableCell><TableCell>Contact number</TableCell><TableCell>Activated</TableCell><TableCell>Times redeemed</TableCell></TableRow></TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.customerId} data-testid="activated-row">
                  <TableCell>{r.name} ({r.customerDisplayId})</TableCell>
                  <TableCell>{r.contactNumber}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.activatedAt)}</TableCell>
                  <TableCell>{r.redemptions}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {pager}
    </Box>
  );
}
