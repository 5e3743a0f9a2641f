import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { OrderRow } from './types';
import { StatusChip } from './StatusChip';
import { formatDate, formatDateTime, formatMoney, fullName } from './format';

/** One order list row as a card (phones, kanban). */
export function OrderRowCard({ row, open, actions, checkbox, showAssignee, compact }: {
  row: OrderRow; open: ReactNode; actions?: ReactNode; checkbox?: ReactNode; showAssignee?: boolean; compact?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" role="listitem" sx={{ p: 1, mb: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="order-card" data-order-id={row.order_id}>
      {checkbox}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {open}
          <StatusChip status={row.status} />
          {row.actionRequired && <Chip size="small" color="warning" label={translate('rx.orders.action_required')} />}
        </Box>
        <Typography variant="body2" noWrap>{row.customer ?? '—'} · {fullName(row.patient_first_name, row.patient_last_name)}</Typography>
        {!compact && row.address && <Typography variant="body2" color="text.secondary" noWrap title={row.address}>{row.address}</Typography>}
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('rx.orders.columns.delivery')}: {formatDate(row.delivery_date)}{row.delivery_slot ? ` · ${row.delivery_slot}` : ''}
          {' · '}{translate(`rx.orders.sorting_type.${row.sorting_type ?? 'received_date'}`)}: {formatDate(row.sorting_date)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('rx.orders.columns.last_status_update_time')}: {formatDateTime(row.last_status_update_time)}
          {row.quotation_total !== null && row.quotation_total !== undefined && ` · ${translate('rx.orders.columns.quotation_total')}: ${formatMoney(row.quotation_total)}`}
          {showAssignee && ` · ${row.assigned_agent_name ?? translate('rx.orders.unassigned')}`}
        </Typography>
      </Box>
      {actions}
    </Paper>
  );
}
