import type { AxiosInstance } from 'axios';
import type { KanbanStage } from '@shared/orders/stages';
import { callApi } from '../../data/httpClient';
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

const keyOf = (r: ChatPageRequest): string => `${r.path} ${JSON.stringify(r.query)}`;

/** The page asked for before the console rendered (./prefetchOpeningPage.ts), until a fetch takes it. */
let prefetched: { key: string; page: Promise<ListPage<OrderRow>> } | null = null;

/** Starts `request` now; the next fetchChatPage of the same request answers with it, once. */
export function prefetchChatPage(request: ChatPageRequest, http?: AxiosInstance): void {
  const page = callApi<ListPage<OrderRow>>('GET', request.path, request.query, { http });
  page.catch(() => undefined); // a failure is the taker's to show; untaken, it is nobody's
  prefetched = { key: keyOf(request), page };
}

/**
 * A chat list page: the prefetched one when it is this very request (the first fetch after the
 * console opened on this list), else a call. Either way the prefetch is spent: a later visit, a
 * reload or another page of rows always asks the server again.
 */
export function fetchChatPage(call: Call, request: ChatPageRequest): Promise<ListPage<OrderRow>> {
  const kept = prefetched;
  prefetched = null;
  if (kept && kept.key === keyOf(request)) return kept.page;
  return call<ListPage<OrderRow>>('GET', request.path, request.query);
}
