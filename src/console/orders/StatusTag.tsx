import { useTranslate } from 'react-admin';
import { isOrderStatus, orderStatusLabel, orderStatusName } from '@shared/orders/statuses';
import { STATUS_COLOR } from './StatusChip';

/**
 * An order status as a small outlined tag inside an order row (styled by the row's container:
 * ./rowParts.ts), worded and coloured as StatusChip: a plain element where a page of rows needs
 * one per row.
 */
export function StatusTag({ status }: { status: number | undefined | null }) {
  const translate = useTranslate();
  if (status === undefined || status === null) return null;
  const name = isOrderStatus(status) ? orderStatusName(status) : undefined;
  const label = name ? translate(`rx.order_status.${name}`, { _: orderStatusLabel(status) }) : String(status);
  return <span className={`rx-tag rx-tag-${(name && STATUS_COLOR[name]) || 'default'}`}><span>{label}</span></span>;
}
