import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { OrderRow } from './types';
import { rowTag, StatusTag } from './StatusTag';
import { ListStatus } from '../paging/ListStatus';
import { OrderRowCard } from './OrderRowCard';
import { OrderTableRoot } from './OrderTableRoot';
import { RowCheckbox } from './RowCheckbox';
import { DeferredPart } from '../routing/DeferredMount';
import { formatCount, formatDate, formatDateTime, formatMoney, fullName } from '../i18n/format';

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
  // The order id opens the detail: a plain button styled by its container (./OrderTableRoot.tsx,
  // ./OrderCardRoot.tsx), not a Link component per row.
  const rowLink = (row: OrderRow, className: string) => (onOpen
    ? <button type="button" className={className} onClick={() => onOpen(row)} aria-label={translate('rx.orders.open_detail', { id: row.order_id })}>{row.order_id}</button>
    : <strong>{row.order_id}</strong>);

  const pagination = (
    <TablePagination
      component="div" count={countCapped ? -1 : count} page={page} rowsPerPage={pageSize} rowsPerPageOptions={[10, 25, 50, 100]}
      onPageChange={(_, p) => onPage(p, pageSize)} onRowsPerPageChange={(e) => onPage(0, Number(e.target.value))}
      labelRowsPerPage={translate('rx.orders.rows_per_page')}
      labelDisplayedRows={({ from, to }) => (countCapped ? translate('rx.list.range_capped', { from, to, count: formatCount(count) }) : `${from}–${to} of ${formatCount(count)}`)}
      slotProps={{ actions: { nextButton: { disabled: countCapped ? rows.length < pageSize : (page + 1) * pageSize >= count } } }}
    />
  );

  return (
    <Box>
      <ListStatus loading={loading} error={error} onRetry={onRetry} />
      {phone ? (
        <Box role="list" aria-label={label}>
          {rows.map((row) => (
            <OrderRowCard key={row.id} row={row} open={rowLink(row, 'rx-card-open')} actions={rowActions?.(row)} showAssignee={showAssignee}
              checkbox={selectable ? <RowCheckbox checked={selected.includes(row.id)} onChange={() => toggle(row.id)} label={translate('rx.orders.select_order', { id: row.order_id })} /> : undefined} />
          ))}
        </Box>
      ) : (
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          <OrderTableRoot aria-label={label} aria-busy={loading}>
            <thead>
              <tr>
                {selectable && (
                  <th scope="col" className="rx-cell-check">
                    <Checkbox checked={allOnPage} indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))} onChange={toggleAll}
                      inputProps={{ 'aria-label': translate('rx.orders.select_page') }} />
                  </th>
                )}
                <th scope="col">{t('order_id')}</th>
                <th scope="col">{t('customer')}</th>
                <th scope="col">{t('patient')}</th>
                <th scope="col">{t('address')}</th>
                <th scope="col">{t('delivery')}</th>
                <th scope="col">{t('status')}</th>
                {showAssignee && <th scope="col">{t('assignee')}</th>}
                <th scope="col">{t('created')}</th>
                <th scope="col" className="rx-cell-right">{t('quotation_total')}</th>
                <th scope="col">{t('last_status_update_time')}</th>
                <th scope="col">{t('sorting_date')}</th>
                {rowActions && <th scope="col"><Box component="span" sx={visuallyHidden}>{t('actions')}</Box></th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={selected.includes(row.id) ? 'rx-row-selected' : undefined} data-testid="order-row" data-order-id={row.order_id}>
                  {selectable && (
                    <td className="rx-cell-check">
                      <RowCheckbox checked={selected.includes(row.id)} onChange={() => toggle(row.id)} label={translate('rx.orders.select_order', { id: row.order_id })} />
                    </td>
                  )}
                  <td>{rowLink(row, 'rx-row-open')}</td>
                  <td>{row.customer ?? '—'}</td>
                  <td>{fullName(row.patient_first_name, row.patient_last_name)}</td>
                  <td className="rx-cell-ellipsis" title={row.address ?? ''}>{row.address ?? '—'}</td>
                  <td className="rx-cell-delivery">
                    {formatDate(row.delivery_date)}
                    {row.delivery_slot && <span className="rx-cell-sub">{row.delivery_slot}</span>}
                  </td>
                  <td>
                    <div className="rx-cell-chips">
                      <StatusTag status={row.status} />
                      {row.actionRequired && rowTag(translate('rx.orders.action_required'), 'warning', true)}
                    </div>
                  </td>
                  {showAssignee && <td>{row.assigned_agent_name ?? translate('rx.orders.unassigned')}</td>}
                  <td className="rx-cell-time">{formatDateTime(row.created)}</td>
                  <td className="rx-cell-right">{formatMoney(row.quotation_total)}</td>
                  <td className="rx-cell-time">{formatDateTime(row.last_status_update_time)}</td>
                  <td className="rx-cell-date">
                    {formatDate(row.sorting_date)}
                    {row.sorting_type && <span className="rx-cell-sub">{translate(`rx.orders.sorting_type.${row.sorting_type}`)}</span>}
                  </td>
                  {rowActions && <td>{rowActions(row)}</td>}
                </tr>
              ))}
            </tbody>
          </OrderTableRoot>
        </Box>
      )}
      <ListStatus loading={false} empty={!loading && !error && rows.length === 0} emptyText={translate('rx.orders.empty')} />
      {countCapped && <Typography role="status" color="warning.main" sx={{ px: 2, pt: 1 }}>{translate('rx.list.count_capped', { count: formatCount(count) })}</Typography>}
      {/* MUI's pager (a select, its menu, two icon buttons) in a commit after the rows': it is below them. */}
      {count > 0 && <DeferredPart>{pagination}</DeferredPart>}
    </Box>
  );
}
