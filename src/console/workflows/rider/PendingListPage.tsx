import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useCall } from '../../data/apiContext';
import { useAppPath } from '../../routing/useAppPath';
import type { RiderRun } from './types';

interface Info { pendingRuns: number; ongoingRuns: number; ordersToDeliver: number; deliveredToday: number; collectedToday: Record<string, number> }

/** /app/rider/pending-list: the rider's own runs as big cards (phone first), with today's figures. */
export default function PendingListPage() {
  const call = useCall();
  const appPath = useAppPath();
  const [runs, setRuns] = useState<RiderRun[] | null>(null);
  const [info, setInfo] = useState<Info | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    Promise.all([
      call<{ items: RiderRun[] }>('GET', '/orders/admin/get-rider-dispatch-runs', {}, { silent: true }),
      call<Info>('GET', '/orders/admin/get-rider-processing-info', {}, { silent: true }),
    ]).then(([r, i]) => { setRuns(r.items); setInfo(i); }).catch(() => setError('Could not load your dispatch runs.'));
  }, [call]);
  useEffect(load, [load]);

  if (error) return <Alert severity="error" action={<Button size="large" sx={{ minHeight: 48 }} onClick={load}>Retry</Button>}>{error}</Alert>;
  if (!runs || !info) return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
  const collected = Object.entries(info.collectedToday).map(([m, v]) => `${m} ${v.toFixed(2)}`).join(' · ') || 'nothing yet';
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1">My dispatch runs</Typography>
      <Typography data-testid="rider-info">
        {info.ordersToDeliver} to deliver · {info.deliveredToday} delivered today · collected {collected}
      </Typography>
      {!runs.length && <Alert severity="info">No dispatch runs assigned to you.</Alert>}
      {runs.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardActionArea component={Link} to={appPath(`/rider/dispatch-details/${r.id}`)} sx={{ minHeight: 88 }}>
            <CardContent>
              <Typography variant="h6">{r.display_id} — {r.status}</Typography>
              <Typography>{r.delivery_date}{r.delivery_slot ? ` · ${r.delivery_slot}` : ''}</Typography>
              <Typography color="text.secondary">{r.delivered_count} of {r.order_count} delivered</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
