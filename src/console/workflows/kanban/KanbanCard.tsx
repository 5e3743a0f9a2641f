import { memo } from 'react';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { OrderRow } from '../../orders/types';
import { rowTag, StatusTag } from '../../orders/StatusTag';
import { formatDate, formatDateTime, formatMoney, fullName } from '../../i18n/format';
import { KanbanCardRoot } from './KanbanCardRoot';

/**
 * A kanban card: order data, its sorting date and delivery date (spec 2, Kanban board). A fixed
 * height for the virtualiser (./cardHeight.ts: a line more when it carries the action-required
 * flag). Plain elements under one styled root (./KanbanCardRoot.tsx); the status and the flag are
 * the order rows' own tags (../../orders/StatusTag.tsx), as on a chat list's cards, not a Chip each.
 */
export const KanbanCard = memo(function KanbanCard({ row, onOpen }: { row: OrderRow; onOpen?: (row: OrderRow) => void }) {
  const translate = useTranslate();
  const body = (
    <span className="rx-kc-body">
      <span className="rx-kc-head">
        <span className="rx-kc-id">{row.order_id}</span>
        <StatusTag status={row.status} />
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
      {row.actionRequired && rowTag(translate('rx.orders.action_required'), 'warning', true)}
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
