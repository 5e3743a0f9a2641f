import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useCall } from '../../data/apiContext';
import { useAppPath } from '../../routing/useAppPath';
import { ActionFailure } from './ActionFailure';
import { PaymentForm } from './PaymentForm';
import { paymentBody } from './paymentRules';
import { TRIP_ACTIONS, reached, type TripAction } from './tripActions';
import { useConfirm } from '../../confirm/useConfirm';
import { useRiderAction } from './useRiderAction';
import { TRIP_STATUS, type RiderRun, type RunOrder } from './types';

const big = { minHeight: 56, fontSize: '1.1rem' };
const ARRIVED: TripAction = { label: 'Arrived', path: '/chats/arrived', transition: 'arrived' };

/** /app/rider/order-details/{orderId}?dispatchId=: one delivery and the trip actions its status allows. */
export default function OrderDetailsPage() {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const dispatchId = search.get('dispatchId');
  const call = useCall();
  const appPath = useAppPath();
  const [order, setOrder] = useState<RunOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The fresh order (throws when it cannot be read): the page's load, and the rider action's check.
  const fetchOrder = useCallback(async () => {
    const d = await call<{ run: RiderRun; items: RunOrder[] }>('GET', '/orders/admin/get-dispatch-related-orders', { dispatchId }, { silent: true });
    const o = d.items.find((x) => String(x.id) === orderId) ?? null;
    if (o) setOrder(o); else setError('This order is no longer on the run (it may have returned to the pharmacy).');
    return o;
  }, [call, dispatchId, orderId]);
  const load = useCallback(() => fetchOrder().catch((e: { message?: string }) => setError(e.message ?? 'Could not load the order.')), [fetchOrder]);
  useEffect(() => { void load(); }, [load]);
  const action = useRiderAction(fetchOrder);
  const [confirm, confirmDialog] = useConfirm();

  if (error) return <Alert severity="error" action={<Button size="large" sx={{ minHeight: 48 }} onClick={() => { setError(null); void load(); }}>Retry</Button>}>{error}</Alert>;
  if (!order) return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
  const o = order;
  const go = async (a: TripAction, body: Record<string, unknown> = { orderId: o.id }) => {
    if (a.confirm && !(await confirm(a.confirm(o)))) return;
    await action.run({ label: a.label, path: a.path, body, done: reached(a) });
  };
  const act = (a: TripAction) => (
    <Button key={a.label} variant={a.primary ? 'contained' : 'outlined'} color={a.confirm ? 'error' : 'primary'} size="large" sx={big} fullWidth
      disabled={action.busy} onClick={() => void go(a)}>{a.label}</Button>
  );
  const s = order.status;
  const due = order.amount_due ?? 0;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Button component={Link} to={appPath(`/rider/dispatch-details/${dispatchId}`)} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>← Run</Button>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">{order.order_id}</Typography>
        <Chip label={TRIP_STATUS[s] ?? `Status ${s}`} data-testid="trip-status" />
        {order.cold_chain && <Chip color="info" label="Cold chain" />}
        {order.narcotic && <Chip color="error" label="Narcotic" />}
      </Stack>
      <Typography variant="h6">{order.customer}</Typography>
      {order.customer_contact && <Button href={`tel:${order.customer_contact}`} size="large" sx={big} variant="outlined">Call {order.customer_contact}</Button>}
      <Typography>{order.delivery_address}{order.delivery_city ? `, ${order.delivery_city}` : ''}</Typography>
      <Typography>Payment method {order.payment_method ?? '—'} · due {due.toFixed(2)}</Typography>
      {order.mode1_type && <Typography data-testid="payment-taken">Taken: {order.mode1_type} {order.mode1_amount?.toFixed(2)}{order.mode2_type ? ` + ${order.mode2_type} ${order.mode2_amount?.toFixed(2)}` : ''}</Typography>}
      <ActionFailure failure={action.failed} recorded={action.recorded} busy={action.busy} onRetry={() => void action.retry()} />
      {s === 12 && act(TRIP_ACTIONS.start)}
      {s === 13 && <PaymentForm amountDue={due} method={order.payment_method} busy={action.busy} onSubmit={(p) => void go(ARRIVED, paymentBody(order.id, p))} />}
      {s === 14 && act(TRIP_ACTIONS.delivered)}
      {s === 11 && <Alert severity="info">Start the run first.</Alert>}
      {/* What cannot be undone sits apart from the everyday buttons, and asks first. */}
      {[12, 13, 14, 19, 20].includes(s) && <Divider sx={{ pt: 2 }} />}
      {s === 12 && act(TRIP_ACTIONS.cancel)}
      {(s === 13 || s === 14) && act(TRIP_ACTIONS.fail)}
      {[13, 14, 19, 20].includes(s) && act(TRIP_ACTIONS.reset)}
      {confirmDialog}
    </Stack>
  );
}
