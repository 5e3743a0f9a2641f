import type { KanbanStage } from '@shared/orders/stages';
import type { Call } from '../orderList/apiContext';
import type { ListPage, OrderRow } from '../orderList/types';
import type { AssignStatus } from '../orderList/subLists';

/** The chat list calls: My Chats → /chats/ongoing, All Chats and "Search - All Chats" → /chats/all-threads. */
export function fetchChatPage(call: Call, assignStatus: AssignStatus, stage: KanbanStage | undefined, params: Record<string, unknown>, skip: number, limit: number, cursor?: string) {
  const path = assignStatus === 'my' ? '/chats/ongoing' : '/chats/all-threads';
  return call<ListPage<OrderRow>>('GET', path, { ...params, stage, skip, limit, ...(cursor ? { cursor } : {}) });
}
