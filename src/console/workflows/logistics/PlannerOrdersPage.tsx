import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import { Pager } from '../../paging/Pager';
import { usePaging } from '../../paging/usePaging';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import dispatchRun from '@schemas/dispatchRun.schema.json';
import { toApiError } from '../../data/apiError';
import { propOf } from '../../generated/fieldValue';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { SchemaField } from '../../generated/SchemaField';
import { serverFieldErrors } from '../../generated/serverFieldErrors';
import { firstReason, useSchemaField } from '../../generated/useSchemaField';
import { showToast } from '../../notify/notifier';
import { useCall } from '../../data/apiContext';
import { useOrderEvent } from '../../orders/useOrderEvent';
import { PageLoading } from '../../paging/PageLoading';

interface PlannerOrder { id: number; order_id: string; status: number; customer: string; delivery_address: string | null; delivery_city: string | null;
  delivery_date: string | null; delivery_slot: string | null; amount_due: number | null; dispatch_run: string | null; rider_name: string | null }
interface Rider { id: number; name: string }

const TITLES: Record<string, string> = { 'assign-dispatch': 'Assign Dispatch', 're-assign-rider': 'Re-assign Rider', 'returned-orders': 'Returned Orders' };
const today = () => new Date().toISOString().slice(0, 10);
const RUN_DATE = propOf(dispatchRun, 'deliveryDate');

/** /app/logistics-planner/{orderType}: pick orders, choose a rider, put them into a dispatch bucket (all or none). */
export default function PlannerOrdersPage() {
  const orderType = useLocation().pathname.split('/').pop() ?? 'assign-dispatch';
  const call = useCall();
  const [filters, setFilters] = useState({ deliveryDate: '', searchTerm: '' });
  const paging = usePaging();
  const [data, setData] = useState<{ items: PlannerOrder[]; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [riders, setRiders] = useState<Rider[]>([]);
  const [bucket, setBucket] = useState({ riderId: '', vehicleNumber: '' });
  // The run date is the shared schema field: emptied, it says so, and so does the bucket button.
  const runDate = useSchemaField({ schema: RUN_DATE, label: 'Run date', required: true, initial: today() });
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => call<{ items: PlannerOrder[]; count: number }>('GET', '/orders/admin/get-prepared-orders', { ...filters, skip: paging.skip, limit: paging.limit, orderType }, { silent: true })
    .then((d) => { setData(d); setError(null); }).catch((e) => setError(toApiError(e).message)), [call, filters, paging.skip, paging.limit, orderType]);
  useEffect(() => { void load(); }, [load]);
  useEffect(() => { setSelected(new Set()); }, [orderType]);
  useEffect(() => { call<Rider[]>('GET', '/agent/auth/get-delivery-agents', {}, { silent: true }).then(setRiders).catch(() => setRiders([])); }, [call]);
  useOrderEvent([], load, true);

  const toggle = (id: number) => setSelected((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const submit = async () => {
    setBusy(true);
    try {
      const r = await call<{ dispatchRun: string }>('POST', '/orders/admin/set-dispatch-bucket', {
        orderIds: [...selected], orderType, formValues: { riderId: Number(bucket.riderId), deliveryDate: runDate.value as string, vehicleNumber: bucket.vehicleNumber || null },
      }, { silent: true });
      showToast(`${selected.size} order(s) put in dispatch run ${r.dispatchRun}`, 'success');
      setSelected(new Set());
      setBusy(false);
      void load();
    } catch (e) {
      // Reload first (it clears a stale list error), then show the refusal: it must stay on screen.
      const err = toApiError(e);
      const onDate = serverFieldErrors(err).get('formValues.deliveryDate');
      await load();
      setBusy(false);
      if (onDate) runDate.setServerError(onDate); else setError(err.message);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1">{TITLES[orderType] ?? 'Logistics planner'}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField type="date" label="Delivery date" value={filters.deliveryDate} onChange={(e) => { setFilters({ ...filters, deliveryDate: e.target.value }); paging.restart(); }} InputLabelProps={{ shrink: true }} />
        <TextField label="Search" value={filters.searchTerm} onChange={(e) => { setFilters({ ...filters, searchTerm: e.target.value }); paging.restart(); }} />
      </Stack>
      {error && <Alert severity="error" onClose={() => setError(null)}>{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select label="Rider" value={bucket.riderId} onChange={(e) => setBucket({ ...bucket, riderId: e.target.value })} sx={{ minWidth: 220 }} inputProps={{ 'aria-label': 'Rider' }}>
          {riders.map((r) => <MenuItem key={r.id} value={String(r.id)}>{r.name}</MenuItem>)}
        </TextField>
        <SchemaField field={runDate} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="Vehicle number" value={bucket.vehicleNumber} onChange={(e) => setBucket({ ...bucket, vehicleNumber: e.target.value })}
          helperText={orderType === 're-assign-rider' ? "Left empty: the run's vehicle is kept" : undefined} />
        <PrimaryAction busy={busy} onClick={() => void submit()}
          disabledReason={firstReason(!selected.size && 'Select the orders to put in the bucket', !bucket.riderId && 'Choose a rider', runDate.problem)}>
          Put {selected.size || ''} in dispatch bucket
        </PrimaryAction>
      </Stack>
      {!data ? <PageLoading /> : !data.items.length ? <Alert severity="info">No orders here.</Alert> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead><TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Order</TableCell><TableCell>Customer</TableCell><TableCell>Address</TableCell><TableCell>Delivery</TableCell><TableCell>Due</TableCell><TableCell>Run</TableCell>
            </TableRow></TableHead>
            <TableBody>
              {data.items.map((o) => (
                <TableRow key={o.id} hover onClick={() => toggle(o.id)} data-testid={`planner-order-${o.id}`}>
                  <TableCell padding="checkbox"><Checkbox checked={selected.has(o.id)} inputProps={{ 'aria-label': `Select ${o.order_id}` }} /></TableCell>
                  <TableCell>{o.order_id}</TableCell><TableCell>{o.customer}</TableCell>
                  <TableCell>{o.delivery_address}{o.delivery_city ? `, ${o.delivery_city}` : ''}</TableCell>
                  <TableCell>{o.delivery_date} {o.delivery_slot}</TableCell><TableCell>{(o.amount_due ?? 0).toFixed(2)}</TableCell>
                  <TableCell>{o.dispatch_run ? `${o.dispatch_run} (${o.rider_name})` : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager paging={paging} count={data.count} />
        </Box>
      )}
    </Stack>
  );
}
