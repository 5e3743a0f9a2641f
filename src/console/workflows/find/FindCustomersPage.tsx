import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';
import { useCall } from '../orderList/apiContext';
import { ListStatus } from '../orderList/ListStatus';
import { OrderDetailHost } from '../orderList/OrderDetailHost';
import { usePagedList } from '../orderList/usePagedList';
import { formatDateTime } from '../orderList/format';
import type { ListPage } from '../orderList/types';
import { SearchBar } from './SearchBar';
import { CustomerDialog, type CustomerHit } from './CustomerDialog';

/** The search types GET /users/admin/find-customers takes ('auto' sends none: the server guesses). */
export const FIND_CUSTOMER_TYPES = ['auto', 'name', 'contactNumber', 'customerId', 'email'];

/** /app/find-customers: find customers, open one's orders, patients and prescriptions. */
export default function FindCustomersPage() {
  return <OrderDetailHost><FindCustomers /></OrderDetailHost>;
}

function FindCustomers() {
  const translate = useTranslate();
  const call = useCall();
  const { abilities } = useAuthState();
  const [query, setQuery] = useState<{ searchType?: string; searchKey: string } | null>(null);
  const [open, setOpen] = useState<CustomerHit | null>(null);
  const list = usePagedList(
    (skip, limit) => (query ? call<ListPage<CustomerHit>>('GET', '/users/admin/find-customers', { ...query, skip, limit }) : Promise.resolve({ items: [], count: 0 })),
    JSON.stringify(query));
  const profile = can(abilities, 'customers.profile');
  const title = translate('rx.find.customers_title');
  const t = (k: string) => translate(`rx.find.columns.${k}`);
  return (
    <Box>
      <Title title={title} />
      <Typography variant="h5" component="h1">{title}</Typography>
      <SearchBar types={FIND_CUSTOMER_TYPES} initialType="auto" labelPrefix="rx.find.customer_types"
        onSearch={(type, searchKey) => setQuery({ searchType: type === 'auto' ? undefined : type, searchKey })} />
      {!query ? <Typography color="text.secondary" sx={{ p: 2 }}>{translate('rx.find.hint')}</Typography> : (
        <>
          <ListStatus loading={list.loading} error={list.error} onRetry={list.reload} empty={!list.loading && !list.error && list.rows.length === 0} />
          {list.rows.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('customer_id')}</TableCell><TableCell>{t('name')}</TableCell><TableCell>{t('contact')}</TableCell>
                    <TableCell>{t('email')}</TableCell><TableCell>{t('city')}</TableCell><TableCell align="right">{t('orders')}</TableCell><TableCell>{t('last_order')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.rows.map((c) => (
                    <TableRow key={c.id} hover data-testid="customer-row">
                      <TableCell>{profile ? <Link component="button" type="button" onClick={() => setOpen(c)}>{c.displayId}</Link> : c.displayId}</TableCell>
                      <TableCell>{c.name}</TableCell><TableCell>{c.contactNumber}</TableCell><TableCell>{c.email ?? '—'}</TableCell>
                      <TableCell>{c.city ?? '—'}</TableCell><TableCell align="right">{c.ordersCount ?? 0}</TableCell><TableCell>{formatDateTime(c.lastOrderAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {list.countCapped && <Typography role="status" color="warning.main" sx={{ px: 2, pt: 1 }}>{translate('rx.list.count_capped', { count: list.count.toLocaleString() })}</Typography>}
          {list.count > 0 && (
            <TablePagination component="div" count={list.countCapped ? -1 : list.count} page={list.page} rowsPerPage={list.pageSize} rowsPerPageOptions={[10, 25, 50]}
              onPageChange={(_, p) => list.setPage(p, list.pageSize)} onRowsPerPageChange={(e) => list.setPage(0, Number(e.target.value))}
              labelRowsPerPage={translate('rx.orders.rows_per_page')}
              labelDisplayedRows={({ from, to }) => (list.countCapped ? translate('rx.list.range_capped', { from, to, count: list.count.toLocaleString() }) : `${from}–${to} of ${list.count.toLocaleString()}`)}
              slotProps={{ actions: { nextButton: { disabled: list.countCapped ? list.rows.length < list.pageSize : (list.page + 1) * list.pageSize >= list.count } } }} />
          )}
        </>
      )}
      {open && <CustomerDialog customer={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
