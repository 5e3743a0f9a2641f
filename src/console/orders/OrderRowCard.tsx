import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderRow } from './types';
import { rowTag, StatusTag } from './StatusTag';
import { OrderCardRoot } from './OrderCardRoot';
import { formatDate, formatDateTime, formatMoney, fullName } from '../i18n/format';

/**
 * One order list row as a card (phones). Plain elements under one styled root (./OrderCardRoot.tsx):
 * a page of cards as Paper, Box and Typography components was ~80 React components and a dozen
 * style serialisations per card, most of a phone's first-load work on a chat list.
 */
export function OrderRowCard({ row, open, actions, checkbox, showAssignee, compact }: {
  row: OrderRow; open: ReactNode; actions?: ReactNode; checkbox?: ReactNode; showAssignee?: boolean; compact?: boolean;
}) {
  const translate = useTranslate();
  return (
    <OrderCardRoot role="listitem" data-testid="order-card" data-order-id={row.order_id}>
      {checkbox}
      <div className="rx-card-body">
        <div className="rx-card-head">
          {open}
          <StatusTag status={row.status} />
          {row.actionRequired && rowTag(translate('rx.orders.action_required'), 'warning', true)}
        </div>
        <p className="rx-card-line">{row.customer ?? '—'} · {fullName(row.patient_first_name, row.patient_last_name)}</p>
        {!compact && row.address && <p className="rx-card-line rx-card-muted" title={row.address}>{row.address}</p>}
        <div className="rx-card-caption">
          {translate('rx.orders.columns.delivery')}: {formatDate(row.delivery_date)}{row.delivery_slot ? ` · ${row.delivery_slot}` : ''}
          {' · '}{translate(`rx.orders.sorting_type.${row.sorting_type ?? 'received_date'}`)}: {formatDate(row.sorting_date)}
        </div>
        <div className="rx-card-caption">
          {translate('rx.orders.columns.last_status_update_time')}: {formatDateTime(row.last_status_update_time)}
          {row.quotation_total !== null && row.quotation_total !== undefined && ` · ${translate('rx.orders.columns.quotation_total')}: ${formatMoney(row.quotation_total)}`}
          {showAssignee && ` · ${row.assigned_agent_name ?? translate('rx.orders.unassigned')}`}
        </div>
      </div>
      {actions}
    </OrderCardRoot>
  );
}
