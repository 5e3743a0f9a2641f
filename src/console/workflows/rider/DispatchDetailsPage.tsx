import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { useCall } from '../../data/apiContext';
import { useAppPath } from '../../routing/useAppPath';
import { useOrderEvent } from '../../orders/useOrderEvent';
import { ActionFailure } from './ActionFailure';
import { useRiderAction } from './useRiderAction';
import { useConfirm } from '../../confirm/useConfirm';
import { TRIP_STATUS, type RiderRun, type RunOrder } from './types';

const big = { minHeight: 56, fontSize: '1.1rem' };

/** /app/rider/dispatch-details/{dispatchId}: the run's orders as cards; start and end the run. */
export default function DispatchDetailsPage() {
  const { dispatchId } = useParams();
  const call = useCall();
  const appPath = useAppPath();
  const [data, setData] = useState<{ run: RiderRun; items: RunOrder[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  type Data = { run: RiderRun; items: RunOrder[] };
  // The fresh run (throws when it cannot be read): the page's load, and the rider action's check.
  const fetchRun = useCallback(async () => {
    const d = await call<Data>('GET', '/orders/admin/get-dispatch-related-orders', { dispatchId }, { silent: true });
    setData(d);
    return d;
  }, [call, dispatchId]);
  const load = useCallback(() => fetchRun().catch((e: { message?: string }) => setError(e.message ?? 'Could not load the dispatch run.')), [fetchRun]);
  useEffect(() => { void load(); }, [load]);
  useOrderEvent(data?.items.map((o) => o.id) ?? [], load);
  const action = useRiderAction(fetchRun);
  const [confirm, confirmDialog] = useConfirm();

  if (error) return <Alert severity="error" action={<Button size="large" sx={{ minHeight: 48 }} onClick={() => { setError(null); void load(); }}>Retry</Button>}>{error}</Alert>;
  if (!data) return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
  const { run, items } = data;
  const endRun = async () => {
    const open = items.filter((o) => ![14, 15, 16, 21].includes(o.status)).length;
    const yes = await confirm({
      title: `End run ${run.display_id}?`, confirmLabel: 'End run', cancelLabel: 'Keep the run', destructive: true,
      body: `Arrived orders become delivered${open ? `; ${open} order${open === 1 ? '' : 's'} not yet arrived return to the pharmacy` : ''}. A run that has ended cannot start again.`,
    });
    if (yes) await action.run({ label: 'End run', path: '/orders/admin/end-dispatch', body: { dispatchId: run.id }, done: (d) => d.run.status === 'completed' });
  };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Button component={Link} to={appPath('/rider/pending-list')} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>← My runs</Button>
      <Typography variant="h5" component="h1">{run.display_id}</Typography>
      <Typography>{run.delivery_date}{run.delivery_slot ? ` · ${run.delivery_slot}` : ''} · {run.status}</Typography>
      <ActionFailure failure={action.failed} recorded={action.recorded} busy={action.busy} onRetry={() => void action.retry()} />
      {run.status === 'pending' && (
        <Button variant="contained" size="large" sx={big} disabled={action.busy}
          onClick={() => void action.run({ label: 'Start run', path: '/orders/admin/start-dispatch', body: { dispatchId: run.id }, done: (d) => d.run.status !== 'pending' })}>Start run</Button>
      )}
      {run.status === 'ongoing' && (
        <Button variant="outlined" size="large" sx={big} disabled={action.busy} onClick={() => void endRun()}>End run</Button>
      )}
      {items.map((o) => (
        <Card key={o.id} variant="outlined" data-testid={`run-order-${o.id}`}>
          <CardActionArea component={Link} to={appPath(`/rider/order-details/${o.id}?dispatchId=${run.id}`)} sx={{ minHeight: 88 }}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="h6">{o.order_id}</Typography>
                <Chip label={TRIP_STATUS[o.status] ?? `Status ${o.status}`} color={o.status === 15 ? 'success' : 'default'} />
                {o.cold_chain && <Chip color="info" label="Cold chain" />}
                {o.narcotic && <Chip color="error" label="Narcotic" />}
              </Stack>
              <Typography>{o.customer} · {o.customer_contact}</Typography>
              <Typography color="text.secondary">{o.delivery_address}{o.delivery_city ? `, ${o.delivery_city}` : ''}</Typography>
              <Typography>Due {(o.amount_due ?? 0).toFixed(2)}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      {confirmDialog}
    </Stack>
  );
}
