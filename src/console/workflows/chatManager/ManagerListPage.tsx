import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { can } from '@shared/permissions/can';
import { showToast } from '../../notify/notifier';
import { useAuthState } from '../../data/useAuthState';
import { useCall } from '../../data/apiContext';
import { countsStore } from '../../orders/countsStore';
import { filterKey, filterParams, hasNarrowingFilters, type OrderFilterValues } from '../../orders/filters';
import { OrderFilters, type FilterField } from '../../orders/OrderFilters';
import { OrderRowsTable } from '../../orders/OrderRowsTable';
import { OrderDetailHost, useOpenOrder } from '../../orders/OrderDetailHost';
import { useLiveOrderList } from '../../orders/useLiveOrderList';
import { useCounts } from '../../orders/useCounts';
import type { ListPage, OrderRow } from '../../orders/types';
import { OPEN_STATUSES } from './openStatuses';
import { whenIdle } from '../../routing/whenIdle';
import { managerPageRequest, type ManagerKind } from './managerApi';

/**
 * The agent picker (a dialog, MUI's Dialog and the form parts with it) loads when the list has
 * drawn, not before it: nothing of it shows until an Assign button is pressed.
 */
const loadAgentPicker = () => import('./AgentPickerDialog').then((m) => ({ default: m.AgentPickerDialog }));
const AgentPickerDialog = lazy(loadAgentPicker);

/** The filters of the unassigned list and of the re-assign list (constants: the filter bar is memoized). */
const ASSIGN_FIELDS: FilterField[] = ['search', 'dates', 'city', 'location', 'status'];
const REASSIGN_FIELDS: FilterField[] = ['search', 'dates', 'city', 'location', 'assignee', 'status'];

/** Chat manager: Assign Order (unassigned orders) and Re-assign Order (assigned orders). */
export function ManagerListPage({ kind }: { kind: ManagerKind }) {
  return <OrderDetailHost><ManagerList kind={kind} /></OrderDetailHost>;
}

function ManagerList({ kind }: { kind: ManagerKind }) {
  const translate = useTranslate();
  const call = useCall();
  const openOrder = useOpenOrder();
  const { abilities } = useAuthState();
  const counts = useCounts();
  const [filters, setFilters] = useState<OrderFilterValues>({});
  const [selected, setSelected] = useState<number[]>([]);
  // Stable, as the fields: the memoized filter bar is not drawn again when rows arrive or are ticked.
  const filtersChanged = useCallback((f: OrderFilterValues) => { setFilters(f); setSelected([]); }, []);
  const [picking, setPicking] = useState(false);
  // Mounted from the first press on (it keeps its closing animation); fetched once the list is idle.
  const [pickerUsed, setPickerUsed] = useState(false);
  useEffect(() => whenIdle(() => { void loadAgentPicker(); }, 3000, 500), []);
  const [busy, setBusy] = useState(false);
  const view = useMemo(() => ({
    acceptsAssigned: !hasNarrowingFilters(filters),
    belongs: (row: OrderRow) => !hasNarrowingFilters(filters) && row.assigned_agent_id !== null && row.assigned_agent_id !== undefined,
  }), [filters]);
  // Spec 4: the unassigned list reloads (skip 0, limit 10) on every order event; the assigned list follows the row rules.
  const list = useLiveOrderList(
    // The first page may be on its way already (routing/prefetchOpeningPage.ts, taken by the http client).
    (skip, limit, cursor) => { const r = managerPageRequest(kind, filterParams(filters), skip, limit, cursor); return call<ListPage<OrderRow>>('GET', r.path, r.query); },
    `${kind}|${filterKey(filters)}`, view, kind === 'assign' ? 'reloadFirst' : 'rules');
  const canTake = can(abilities, 'orders.assign_to_me');
  const title = translate(kind === 'assign' ? 'rx.chat_manager.assign_title' : 'rx.chat_manager.reassign_title');

  const done = (n: number, who: string) => {
    showToast(translate('rx.chat_manager.assigned', { smart_count: n, name: who }), 'success');
    setSelected([]);
    void countsStore.refresh();
    if (kind === 'assign') list.reloadFirst(); else list.reload();
  };

  const assignTo = async (agentId: number) => {
    setBusy(true);
    try {
      const res = await call<{ assigned: number; agent: { name: string } }>('POST', '/orders/admin/assign-order-to-agent',
        { orderIds: selected, formValues: { agentId }, type: kind === 'assign' ? 'assign' : 're-assign' });
      setPicking(false);
      done(res.assigned, res.agent.name);
    } catch {
      // The http client has shown the server's message; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  const takeOrders = async (ids: number[]) => {
    setBusy(true);
    let taken = 0;
    try {
      for (const orderId of ids) {
        await call('POST', '/orders/admin/assign-order-to-me', { orderId });
        taken++;
      }
    } catch {
      // Shown by the http client; the orders taken so far stay taken.
    } finally {
      setBusy(false);
      if (taken) done(taken, translate('rx.chat_manager.me'));
    }
  };

  return (
    <Box>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{title}</Typography>
        {kind === 'assign' && counts.unassigned !== null && (
          <Chip size="small" color="warning" label={counts.unassigned} aria-label={translate('rx.chat_manager.unassigned_count', { count: counts.unassigned })} data-testid="unassigned-count" />
        )}
        {list.arrived > 0 && (
          <Button size="small" variant="outlined" onClick={list.refresh} data-testid="arrived">
            {translate('rx.orders.arrived', { smart_count: list.arrived })}
          </Button>
        )}
      </Box>
      <OrderFilters value={filters} onChange={filtersChanged} fields={kind === 'assign' ? ASSIGN_FIELDS : REASSIGN_FIELDS} statuses={OPEN_STATUSES} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }} role="toolbar" aria-label={translate('rx.chat_manager.actions')}>
        <Button variant="contained" disabled={!selected.length || busy} onClick={() => { setPicking(true); setPickerUsed(true); }}>
          {translate(kind === 'assign' ? 'rx.chat_manager.assign_selected' : 'rx.chat_manager.reassign_selected', { smart_count: selected.length })}
        </Button>
        {kind === 'assign' && canTake && (
          <Button variant="outlined" disabled={!selected.length || busy} onClick={() => void takeOrders(selected)}>
            {translate('rx.chat_manager.assign_to_me_selected', { smart_count: selected.length })}
          </Button>
        )}
      </Box>
      <OrderRowsTable
        label={title} rows={list.rows} count={list.count} countCapped={list.countCapped} page={list.page} pageSize={list.pageSize} onPage={list.setPage}
        loading={list.loading} error={list.error} onRetry={list.reload} onOpen={openOrder ? (r) => openOrder(r.id) : undefined}
        selectable selected={selected} onSelect={setSelected} showAssignee={kind === 'reassign'}
        rowActions={kind === 'assign' && canTake ? (row) => (
          <button type="button" className="rx-row-action" disabled={busy} onClick={() => void takeOrders([row.id])} aria-label={translate('rx.chat_manager.assign_to_me_order', { id: row.order_id })}>
            {translate('rx.chat_manager.assign_to_me')}
          </button>
        ) : undefined}
      />
      {pickerUsed && (
        <Suspense fallback={null}>
          <AgentPickerDialog open={picking} count={selected.length} busy={busy} onClose={() => setPicking(false)} onConfirm={assignTo}
            title={translate(kind === 'assign' ? 'rx.chat_manager.assign_title' : 'rx.chat_manager.reassign_title')} />
        </Suspense>
      )}
    </Box>
  );
}
