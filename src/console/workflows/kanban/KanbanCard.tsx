import { memo } from 'react';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { OrderRow } from '../../orders/types';
import { StatusChip } from '../../orders/StatusChip';
import { formatDate, formatDateTime, formatMoney, fullName } from '../../i18n/format';
import { KanbanCardRoot } from './KanbanCardRoot';
import { CARD_HEIGHT } from './cardHeight';

export { CARD_HEIGHT };

/**
 * A kanban card: order data, its sorting date and delivery date (spec 2, Kanban board). Fixed height
 * for the virtualiser. Plain elements under one styled root (./KanbanCardRoot.tsx).
 */
export const KanbanCard = memo(function KanbanCard({ row, onOpen }: { row: OrderRow; onOpen?: (row: OrderRow) => void }) {
  const translate = useTranslate();
  const body = (
    <span className="rx-kc-body">
      <span className="rx-kc-head">
        <span className="rx-kc-id">{row.order_id}</span>
        <StatusChip status={row.status} />
      </span>
      <span className="rx-kc-line">{row.customer ?? '—'} · {fullName(row.patient_first_name, row.patient_last_name)}</span>
      <span className="rx-kc-caption">
        {translate(`rx.orders.sorting_type.${row.sorting_type ?? 'received_date'}`)}: {formatDate(row.sorting_date)}
        {' · '}{translate('rx.orders.columns.delivery_date')}: {formatDate(row.delivery_date)}{row.delivery_slot ? ` ${row.delivery_slot}` : ''}
      </span>
      <span className="rx-kc-caption">
        {formatDateTime(row.last_status_update_time)}{row.quotation_total != null ? ` · ${formatMoney(row.quotation_total)}` : ''}
        {row.assigned_agent_name ? ` · ${row.assigned_agent_name}` : ''}
      </span>
      {row.actionRequired && <Chip size="small" color="warning" label={translate('rx.orders.action_required')} className="rx-kc-flag" />}
    </span>
  );
  return (
    <KanbanCardRoot data-testid="kanban-card" data-order-id={row.order_id}>
      {onOpen
        // The name is "Open order HN… <what the card shows>": the visible text stays part of it (WCAG 2.5.3, label in name).
        ? <button type="button" className="rx-kc-open" onClick={() => onOpen(row)}><span style={visuallyHidden}>{translate('rx.orders.open_detail', { id: '' }).trim()} </span>{body}</button>
        : body}
    </KanbanCardRoot>
  );
});
