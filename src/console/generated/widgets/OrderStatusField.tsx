import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { isOrderStatus, orderStatusLabel } from '@shared/orders/statuses';

/** An order status number in the pharmacy's words ("Arrived"); an unknown number as itself. */
export function OrderStatusField({ source }: { source: string; label?: string }) {
  const v = useRecordContext()?.[source] as unknown;
  return <Typography variant="body2" component="span">{isOrderStatus(v) ? orderStatusLabel(v) : String(v ?? '—')}</Typography>;
}
