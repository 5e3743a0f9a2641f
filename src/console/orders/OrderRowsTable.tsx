import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import Typography from '@mui/material/Typography';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { OrderRow } from './types';
import { StatusChip } from './StatusChip';
import { ListStatus } from '../paging/ListStatus';
import { OrderRowCard } from './OrderRowCard';
import { formatDate, formatDateTime, formatMoney, fullName } from '../i18n/format';

export interface OrderRowsTableProps {
  rows: OrderRow[];
  count: number;
  /** More than `count` match: say so instead of a wrong total. */
  countCapped?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  onOpen?: (row: OrderRow) => void;
  selectable?: boolean;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
  /** Extra cell at the row's end (open chat, assign to me…). */
  rowActions?: (row: OrderRow) => ReactNode;
  showAssignee?: boolean;
  label: string;
}

/**
 * The order list row of spec 3 (order, customer, patient, address, delivery, status, received,
 * quotation total, status update, sorting date) with server-side paging. On a phone each row is
 * a card. Rows open the order detail from the order id link (keyboard: Tab, Enter).
 */
export function OrderRowsTable(props: OrderRowsTableProps) {
  const { rows, count, countCapped, page, pageSize, onPage, loading, error, onRetry, onOpen, selectable, selected = [], onSelect, rowActions, showAssignee, label } = props;
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => onSelect?.(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const toggleAll = () => onSelect?.(allOnPage ? selected.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...selected, ...rows.map((r) => r.id)])]);
  const t = (k: string) => translate(`rx.orders.columns.${k}`);
  const openLink = (row: OrderRow) => (onOpen
    ? <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ fontWeight: 600 }} aria-label={translate('rx.orders.open_detail', { id: row.order_id })}>{row.order_id}</Link>
    : <strong>{row.order_id}</strong>);
  // On a card the same link as a plain button, styled by the card (./OrderCardRoot.tsx): no Link component per row.
  const cardLink = (row: OrderRow) => (onOpen
    ? <button type="button" className="rx-card-open" onClick={() => onOpen(row)} aria-label={translate('rx.orders.open_detail', { id: row.order_id })}>{row.order_id}</button>
    : <strong>{row.order_id}</strong>);

  const pagination = (
    <TablePagination
      component="div" count={countCapped ? -1 : count} page={page} rowsPerPage={pageSize} rowsPerPageOptions={[10, 25, 50, 100]}
      onPageChange={(_, p) => onPage(p, pageSize)} onRowsPerPageChange={(e) => onPage(0, Number(e.target.value))}
      labelRowsPerPage={translate('rx.orders.rows_per_page')}
      labelDisplayedRows={({ from, to }) => (countCapped ? translate('rx.list.range_capped', { from, to, count: count.toLocaleString() }) : `${from}–${to} of ${count.toLocaleString()}`)}
      slotProps={{ actions: { nextButton: { disabled: countCapped ? rows.length < pageSize : (page + 1) * pageSize >= count } } }}
    />
  );

  return (
    <Box>
      <ListStatus loading={loading} error={error} onRetry={onRetry} />
      {phone ? (
        <Box role="list" aria-label={label}>
          {rows.map((row) => (
            <OrderRowCard key={row.id} row={row} open={cardLink(row)} actions={rowActions?.(row)} showAssignee={showAssignee}
              checkbox={selectable ? <Checkbox checked={selected.includes(row.id)} onChange={() => toggle(row.id)} inputProps={{ 'aria-label': translate('rx.orders.select_order', { id: row.order_id }) }} /> : undefined} />
          ))}
        </Box>
      ) : (
        <TableContainer>
          {/* Compact cells and date-times that may wrap: the widest list (All Chats) fits 1366 px beside the menu. */}
          <Table size="small" aria-label={label} aria-busy={loading} sx={{ '& .MuiTableCell-root': { px: 0.75, fontSize: '0.8125rem' } }}>
            <TableHead>
              <TableRow>
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox checked={allOnPage} indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))} onChange={toggleAll}
                      inputProps={{ 'aria-label': translate('rx.orders.select_page') }} />
                  </TableCell>
                )}
                <TableCell>{t('order_id')}</TableCell>
                <TableCell>{t('customer')}</TableCell>
                <TableCell>{t('patient')}</TableCell>
                <TableCell>{t('address')}</TableCell>
                <TableCell>{t('delivery')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                {showAssignee && <TableCell>{t('assignee')}</TableCell>}
                <TableCell>{t('created')}</TableCell>
                <TableCell align="right">{t('quotation_total')}</TableCell>
                <TableCell>{t('last_status_update_time')}</TableCell>
                <TableCell>{t('sorting_date')}</TableCell>
                {rowActions && <TableCell><Box component="span" sx={visuallyHidden}>{t('actions')}</Box></TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.includes(row.id)} data-testid="order-row" data-order-id={row.order_id}>
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox checked={selected.includes(row.id)} onChange={() => toggle(row.id)} inputProps={{ 'aria-label': translate('rx.orders.select_order', { id: row.order_id }) }} />
                    </TableCell>
                  )}
                  <TableCell>{openLink(row)}</TableCell>
                  <TableCell>{row.customer ?? '—'}</TableCell>
                  <TableCell>{fullName(row.patient_first_name, row.patient_last_name)}</TableCell>
                  <TableCell sx={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.address ?? ''}>{row.address ?? '—'}</TableCell>
                  <TableCell sx={{ minWidth: 72 }}>
                    {formatDate(row.delivery_date)}
                    {row.delivery_slot && <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, display: 'block' }}>{row.delivery_slot}</Box>}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      <StatusChip status={row.status} />
                      {row.actionRequired && <Chip size="small" color="warning" label={translate('rx.orders.action_required')} />}
                    </Box>
                  </TableCell>
                  {showAssignee && <TableCell>{row.assigned_agent_name ?? translate('rx.orders.unassigned')}</TableCell>}
                  <TableCell sx={{ minWidth: 88 }}>{formatDateTime(row.created)}</TableCell>
                  <TableCell align="right">{formatMoney(row.quotation_total)}</TableCell>
                  <TableCell sx={{ minWidth: 88 }}>{formatDateTime(row.last_status_update_time)}</TableCell>
                  <TableCell sx={{ minWidth: 80 }}>
                    {formatDate(row.sorting_date)}
                    {row.sorting_type && <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, display: 'block' }}>{translate(`rx.orders.sorting_type.${row.sorting_type}`)}</Box>}
                  </TableCell>
                  {rowActions && <TableCell>{rowActions(row)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListStatus loading={false} empty={!loading && !error && rows.length === 0} emptyText={translate('rx.orders.empty')} />
      {countCapped && <Typography role="status" color="warning.main" sx={{ px: 2, pt: 1 }}>{translate('rx.list.count_capped', { count: count.toLocaleString() })}</Typography>}
      {count > 0 && pagination}
    </Box>
  );
}
