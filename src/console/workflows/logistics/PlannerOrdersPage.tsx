import { useEffect, useState } from 'react';
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
import { useDebouncedSearch } from '../../tables/useDebouncedSearch';
import { useStateOf } from '../../tables/useStateOf';
import { useFilterField } from '../../tables/useFilterField';
import { FILTER_DAY, LIST_SEARCH } from '@shared/forms/requestFields';

interface PlannerOrder { id: number; order_id: string; status: number; customer: string; delivery_address: string | null; delivery_city: string | null;
  delivery_date: string | null; delivery_slot: string | null; amount_due: number | null; dispatch_run: string | null; rider_name: string | null }
interface Rider { id: number; name: string }

const TITLES: Record<string, string> = { 'assign-dispatch': 'Assign Dispatch', 're-assign-rider': 'Re-assign Rider', 'returned-orders': 'Returned Orders' };
const today = () => new Date().toISOString().slice(0, 10);
const NONE: ReadonlySet<number> = new Set();
const RUN_DATE = propOf(dispatchRun, 'deliveryDate');
const VEHICLE = propOf(dispatchRun, 'vehicleNumber');

/** /app/logistics-planner/{orderType}: pick orders, choose a rider, put them into a dispatch bucket (all or none). */
export default function PlannerOrdersPage() {
  const orderType = useLocation().pathname.split('/').pop() ?? 'assign-dispatch';
  const call = useCall();
  const { field: deliveryDay, query: deliveryDate } = useFilterField(FILTER_DAY, 'Delivery date');
  const { field: search, query: searchTerm } = useFilterField(LIST_SEARCH, 'Search');
  const filters = { deliveryDate, searchTerm };
  const paging = usePaging(undefined, { ...filters, orderType });
  // The selection belongs to the order type it was made in: another type starts with none.
  const [selected, setSelected] = useStateOf(orderType, NONE);
  const [riders, setRiders] = useState<Rider[]>([]);
  const [riderId, setRiderId] = useState('');
  // The run date is the shared schema field: emptied, it says so, and so does the bucket button.
  const runDate = useSchemaField({ schema: RUN_DATE, label: 'Run date', required: true, initial: today() });
  const vehicle = useSchemaField({ schema: VEHICLE, label: 'Vehicle number' });
  const [busy, setBusy] = useState(false);
  // A refused bucket; the list's own error is the list's.
  const [refusal, setRefusal] = useState<string | null>(null);

  // The search is typed; a date, a page or another order type asks at once. Only the newest answer shows.
  const list = useDebouncedSearch({ ...filters, skip: paging.skip, limit: paging.limit, orderType },
    (q, signal) => call<{ items: PlannerOrder[]; count: number }>('GET', '/orders/admin/get-prepared-orders', q, { silent: true, signal }), { typed: (q) => q.searchTerm });
  const data = list.data;
  useEffect(() => { call<Rider[]>('GET', '/agent/auth/get-delivery-agents', {}, { silent: true }).then(setRiders).catch(() => setRiders([])); }, [call]);
  useOrderEvent([], list.reload, true);

  const toggle = (id: number) => setSelected((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const submit = async () => {
    setBusy(true);
    try {
      const r = await call<{ dispatchRun: string }>('POST', '/orders/admin/set-dispatch-bucket', {
        orderIds: [...selected], orderType, formValues: { riderId: Number(riderId), deliveryDate: runDate.value as string, vehicleNumber: (vehicle.value as string | undefined) ?? null },
      }, { silent: true });
      showToast(`${selected.size} order(s) put in dispatch run ${r.dispatchRun}`, 'success');
      setSelected(NONE);
      setRefusal(null);
    } catch (e) {
      // The refusal stays on screen; the list is asked again (another planner may have moved an order).
      const err = toApiError(e);
      const onField = serverFieldErrors(err);
      const onDate = onField.get('formValues.deliveryDate');
      const onVehicle = onField.get('formValues.vehicleNumber');
      if (onDate) runDate.setServerError(onDate);
      if (onVehicle) vehicle.setServerError(onVehicle);
      if (!onDate && !onVehicle) setRefusal(err.message);
    } finally {
      setBusy(false);
      list.reload();
    }
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1">{TITLES[orderType] ?? 'Logistics planner'}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SchemaField field={deliveryDay} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <SchemaField field={search} />
      </Stack>
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {refusal && <Alert severity="error" onClose={() => setRefusal(null)}>{refusal}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select label="Rider" value={riderId} onChange={(e) => setRiderId(e.target.value)} sx={{ minWidth: 220 }} inputProps={{ 'aria-label': 'Rider' }}>
          {riders.map((r) => <MenuItem key={r.id} value={String(r.id)}>{r.name}</MenuItem>)}
        </TextField>
        <SchemaField field={runDate} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <SchemaField field={vehicle} helperText={orderType === 're-assign-rider' ? "Left empty: the run's vehicle is kept" : undefined} />
        <PrimaryAction busy={busy} onClick={() => void submit()}
          disabledReason={firstReason(!selected.size && 'Select the orders to put in the bucket', !riderId && 'Choose a rider', runDate.problem, vehicle.problem)}>
          Put {selected.size || ''} in dispatch bucket
        </PrimaryAction>
      </Stack>
      {!data ? <PageLoading /> : !data.items.length ? <Alert severity="info">No orders here.</Alert> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-busy={list.loading}>
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
