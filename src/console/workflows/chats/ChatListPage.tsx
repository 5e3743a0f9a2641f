import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { can } from '@shared/permissions/can';
import type { KanbanStage } from '@shared/orders/stages';
import { useAuthState } from '../../data/useAuthState';
import { NotPermittedPage } from '../../layout/NotPermittedPage';
import { useCall } from '../../data/apiContext';
import { chatListAbility, parseChatRoute, slugOf, stageLabelKey } from '../../orders/subLists';
import { filterKey, filterParams, hasNarrowingFilters, type OrderFilterValues } from '../../orders/filters';
import { OrderFilters, type FilterField } from '../../orders/OrderFilters';
import { OrderRowsTable } from '../../orders/OrderRowsTable';
import { OrderDetailHost, useOpenOrder } from '../../orders/OrderDetailHost';
import { useLiveOrderList } from '../../orders/useLiveOrderList';
import { useAppPath } from '../../routing/useAppPath';
import { useCounts } from '../../orders/useCounts';
import { chatPageRequest, fetchChatPage, OPENING_FILTERS } from './chatApi';

/**
 * /app/chats/{assignStatus}/{chatType}, /app/chats/{chatType} and /app/chats/all/search: a chat
 * sub-list (My Chats or All Chats, one stage) or the All Chats search, with server paging and
 * filters, kept true by realtime events.
 */
export default function ChatListPage() {
  const { pathname } = useLocation();
  const route = parseChatRoute(pathname);
  const { abilities } = useAuthState();
  const appPath = useAppPath();
  if (!route.valid) return <Navigate to="/404" replace />;
  if (!route.assignStatus) {
    const assign = can(abilities, 'chats.my') ? 'my' : 'all';
    return <Navigate to={appPath(`/chats/${assign}/${route.stage ? slugOf(route.stage) : 'action-required'}`)} replace />;
  }
  if (!route.stage && !route.search) return <Navigate to={appPath(`/chats/${route.assignStatus}/action-required`)} replace />;
  if (!can(abilities, chatListAbility(route))) return <NotPermittedPage />;
  return (
    <OrderDetailHost>
      <ChatList key={pathname} assignStatus={route.assignStatus} stage={route.stage} search={route.search} />
    </OrderDetailHost>
  );
}

/** The filters of the All Chats search and of a stage's list (constants: the filter bar is memoized). */
const SEARCH_FIELDS: FilterField[] = ['search', 'dates', 'status', 'sort'];
const STAGE_FIELDS: FilterField[] = ['search', 'dates', 'sort'];

function ChatList({ assignStatus, stage, search }: { assignStatus: 'my' | 'all'; stage?: KanbanStage; search: boolean }) {
  const translate = useTranslate();
  const call = useCall();
  const openOrder = useOpenOrder();
  const appPath = useAppPath();
  const { user } = useAuthState();
  const [filters, setFilters] = useState<OrderFilterValues>(OPENING_FILTERS);
  const key = `${assignStatus}|${stage}|${filterKey(filters)}`;
  const searching = search && !filters.searchTerm?.trim();
  const me = Number(user?._id);
  const view = useMemo(() => ({
    stage,
    acceptsNew: !hasNarrowingFilters(filters) && stage === 'new_requests' && assignStatus === 'all',
    belongs: (row: { stage?: string; assigned_agent_id?: number | null }) =>
      !search && !hasNarrowingFilters(filters) && row.stage === stage && (assignStatus === 'all' || row.assigned_agent_id === me),
  }), [stage, assignStatus, search, filters, me]);
  const list = useLiveOrderList(
    (skip, limit, cursor) => (searching ? Promise.resolve({ items: [], count: 0 }) : fetchChatPage(call, chatPageRequest(assignStatus, stage, filterParams(filters), skip, limit, cursor))),
    key, view, 'rules');

  const group = translate(assignStatus === 'my' ? 'rx.menu.groups.my_chats' : 'rx.menu.groups.all_chats');
  const title = search ? translate('rx.chats.search_all') : `${group} · ${translate(stageLabelKey(stage!))}`;

  return (
    <Box>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{title}</Typography>
        {stage && <StageCount assignStatus={assignStatus} stage={stage} />}
        {list.arrived > 0 && (
          <Button size="small" variant="outlined" onClick={list.refresh} data-testid="arrived">
            {translate('rx.orders.arrived', { smart_count: list.arrived })}
          </Button>
        )}
      </Box>
      <OrderFilters value={filters} onChange={setFilters} fields={search ? SEARCH_FIELDS : STAGE_FIELDS} />
      {searching ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{translate('rx.chats.search_hint')}</Typography>
      ) : (
        <OrderRowsTable
          label={title} rows={list.rows} count={list.count} countCapped={list.countCapped} page={list.page} pageSize={list.pageSize} onPage={list.setPage}
          loading={list.loading} error={list.error} onRetry={list.reload} onOpen={openOrder ? (r) => openOrder(r.id) : undefined}
          showAssignee={assignStatus === 'all'}
          rowActions={(row) => (
            <RouterLink className="rx-row-action" to={appPath(`/chats/thread/${row.id}`)}>{translate('rx.chats.open_thread')}</RouterLink>
          )}
        />
      )}
    </Box>
  );
}

/**
 * The sub-list's count beside its title. Its own component: the counts change on every realtime
 * event (and arrive while the first rows are rendering), and only this chip need render again.
 */
function StageCount({ assignStatus, stage }: { assignStatus: 'my' | 'all'; stage: KanbanStage }) {
  const translate = useTranslate();
  const badge = useCounts()[assignStatus][stage];
  return badge === undefined ? null : <Chip size="small" label={badge} aria-label={translate('rx.chats.count', { count: badge })} />;
}
