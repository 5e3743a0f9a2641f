import { useTranslate } from 'react-admin';
import { isOrderStatus, orderStatusLabel, orderStatusName } from '@shared/orders/statuses';

/** The colour of a status's chip or tag, by its name (default: grey). */
export const STATUS_COLOR: Record<string, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'> = {
  cancelled: 'error', completed: 'success', delivered: 'success', change_request: 'warning',
  request_new_quotation: 'warning', cashless_request_change: 'warning', failed_trip: 'error', cancelled_trip: 'error',
};

/**
 * An order status's words and colour, as its chip (./StatusChip.tsx) and an order row's tag
 * (./StatusTag.tsx) show it; null when none. A module of its own: a row's tag needs no MUI Chip.
 */
export function useStatusLook(status: number | undefined | null): { label: string; color: typeof STATUS_COLOR[string] } | null {
  const translate = useTranslate();
  if (status === undefined || status === null) return null;
  const name = isOrderStatus(status) ? orderStatusName(status) : undefined;
  const label = name ? translate(`rx.order_status.${name}`, { _: orderStatusLabel(status) }) : String(status);
  return { label, color: (name && STATUS_COLOR[name]) || 'default' };
}
