import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, orderStatusLabel } from '@shared/orders/statuses';
import { useCall } from '../../data/apiContext';
import { OrderDetailHost, useOpenOrder } from '../../orders/OrderDetailHost';
import { OrderRowsTable } from '../../orders/OrderRowsTable';
import { useAppPath } from '../../routing/useAppPath';
import { usePagedList } from '../../paging/usePagedList';
import type { ListPage, OrderRow } from '../../orders/types';
import { EMPTY_FILTERS, filterParams, filterProblems, type ListFilters } from './orderForm';
import { LIST_SEARCH, FILTER_DAY } from '@shared/forms/requestFields';
import { SchemaField } from '../../generated/SchemaField';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { PATHS } from './types';
import { SubmitDraftButton } from './SubmitDraftButton';

const SEARCH_BY = [['orderId', 'Order id'], ['customerName', 'Customer name'], ['contactNumber', 'Contact number'], ['customerId', 'Customer id'], ['patientName', 'Patient name']];

type OfflineRow = OrderRow & { receive_mode?: string | null; created_by?: string | null };

/** /app/offline-order/order-list: offline orders with spec 3's filters, paged by the server (10 a page). */
export default function OfflineOrderListPage() {
  return <OrderDetailHost><OfflineOrderList /></OrderDetailHost>;
}

function OfflineOrderList() {
  const call = useCall();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const openOrder = useOpenOrder();
  const [params] = useSearchParams();
  const placed = params.get('placed');
  const [draft, setDraft] = useState<ListFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<ListFilters>(EMPTY_FILTERS);
  const problems = filterProblems(draft);
  const problem = problems.endDate ?? problems.searchInput ?? null;
  const list = usePagedList(
    (skip, limit) => call<ListPage<OfflineRow>>('GET', PATHS.orders, { ...filterParams(applied), skip, pageSize: limit }, { silent: true }),
    JSON.stringify(applied));
  const set = (k: keyof ListFilters) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value });
  const date = { type: 'date', size: 'small' as const, slotProps: { inputLabel: { shrink: true } } };
  // The typed boxes are schema fields (the list call's own schemas); each problem shows under its box.
  const box = (key: 'searchInput' | 'startDate' | 'endDate', schema: typeof LIST_SEARCH, label: string) => ({
    label, schema, text: draft[key], error: problems[key] ?? null, touch: () => undefined,
    setText: (text: string) => setDraft({ ...draft, [key]: text }),
  });
  return (
    <Box>
      <Title title="Offline orders" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>Offline orders</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(appPath('/offline-order/place-new-order'))}>Place new order</Button>
      </Box>
      {placed && <Alert severity="success" sx={{ mb: 2 }}>Order {placed} was placed; it is now in the new requests like an app order.</Alert>}
      <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (!problem) setApplied(draft); }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }} aria-label="Filters">
        <TextField select size="small" label="Status" value={draft.status} onChange={set('status')} sx={{ minWidth: 180 }}>
          <MenuItem value="">All</MenuItem>
          {ORDER_STATUSES.map((s) => <MenuItem key={s} value={String(s)}>{orderStatusLabel(s)}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="Search by" value={draft.searchBy} onChange={set('searchBy')} sx={{ minWidth: 160 }}>
          {SEARCH_BY.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
        </TextField>
        <SchemaField field={box('searchInput', LIST_SEARCH, 'Search')} size="small" />
        <SchemaField field={box('startDate', FILTER_DAY, 'Received from')} {...date} />
        <SchemaField field={box('endDate', FILTER_DAY, 'Received to')} {...date} />
        <PrimaryAction type="submit" variant="outlined" disabledReason={problem}>Apply</PrimaryAction>
        <Button onClick={() => { setDraft(EMPTY_FILTERS); setApplied(EMPTY_FILTERS); }}>Reset</Button>
      </Box>
      <OrderRowsTable label="Offline orders" rows={list.rows} count={list.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage}
        loading={list.loading} error={list.error} onRetry={list.reload} onOpen={openOrder ? (r) => openOrder(r.id) : undefined}
        rowActions={(r) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={(r as OfflineRow).receive_mode ?? '—'} title={(r as OfflineRow).created_by ? `Entered by ${(r as OfflineRow).created_by}` : undefined} />
            {r.status === 0 && <SubmitDraftButton orderId={r.id} displayId={r.order_id} onDone={list.reload} />}
          </Box>
        )} />
    </Box>
  );
}
