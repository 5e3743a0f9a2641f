import type { KanbanStage } from '@shared/orders/stages';
import type { Call } from '../../data/apiContext';
import type { OrderFilterValues } from '../../orders/filters';
import type { ListPage, OrderRow } from '../../orders/types';
import type { AssignStatus } from '../../orders/subLists';

/** The filters a chat list opens with. */
export const OPENING_FILTERS: OrderFilterValues = { sortBy: 'status_update' };

/** One page of a chat list as a call: its path and query string. */
export interface ChatPageRequest { path: string; query: Record<string, unknown> }

/** The chat list calls: My Chats → /chats/ongoing, All Chats and "Search - All Chats" → /chats/all-threads. */
export function chatPageRequest(assignStatus: AssignStatus, stage: KanbanStage | undefined, params: Record<string, unknown>, skip: number, limit: number, cursor?: string): ChatPageRequest {
  const path = assignStatus === 'my' ? '/chats/ongoing' : '/chats/all-threads';
  return { path, query: { ...params, stage, skip, limit, ...(cursor ? { cursor } : {}) } };
}

/** A chat list page (the first may already be on its way: data/openingPage.ts, taken by the http client). */
export const fetchChatPage = (call: Call, request: ChatPageRequest): Promise<ListPage<OrderRow>> => call<ListPage<OrderRow>>('GET', request.path, request.query);
