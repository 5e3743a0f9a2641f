import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { OrderRow } from '../orderList/types';
import { StatusChip } from '../orderList/StatusChip';
import { visuallyHidden } from '@mui/utils';
import { formatDate, formatDateTime, formatMoney, fullName } from '../orderList/format';

export const CARD_HEIGHT = 118;

/** A kanban card: order data, its sorting date and delivery date (spec 2, Kanban board). Fixed height for the virtualiser. */
export const KanbanCard = memo(function KanbanCard({ row, onOpen }: { row: OrderRow; onOpen?: (row: OrderRow) => void }) {
  const translate = useTranslate();
  const body = (
    <Box sx={{ p: 1, width: '100%', textAlign: 'left' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle2" component="span">{row.order_id}</Typography>
        <StatusChip status={row.status} />
      </Box>
      <Typography variant="body2" noWrap>{row.customer ?? '—'} · {fullName(row.patient_first_name, row.patient_last_name)}</Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap>
        {translate(`rx.orders.sorting_type.${row.sorting_type ?? 'received_date'}`)}: {formatDate(row.sorting_date)}
        {' · '}{translate('rx.orders.columns.delivery_date')}: {formatDate(row.delivery_date)}{row.delivery_slot ? ` ${row.delivery_slot}` : ''}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap>
        {formatDateTime(row.last_status_update_time)}{row.quotation_total != null ? ` · ${formatMoney(row.quotation_total)}` : ''}
        {row.assigned_agent_name ? ` · ${row.assigned_agent_name}` : ''}
      </Typography>
      {row.actionRequired && <Chip size="small" color="warning" label={translate('rx.orders.action_required')} sx={{ height: 18, fontSize: 11 }} />}
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ height: CARD_HEIGHT - 8, overflow: 'hidden', display: 'flex' }} data-testid="kanban-card" data-order-id={row.order_id}>
      {onOpen
        // The name is "Open order HN… <what the card shows>": the visible text stays part of it (WCAG 2.5.3, label in name).
        ? <ButtonBase sx={{ width: '100%', alignItems: 'flex-start' }} onClick={() => onOpen(row)}><Box component="span" sx={visuallyHidden}>{translate('rx.orders.open_detail', { id: '' }).trim()} </Box>{body}</ButtonBase>
        : body}
    </Paper>
  );
});
