import type { AxiosInstance } from 'axios';
import { can } from '@shared/permissions/can';
import { getAuth, hasChosenRole } from '../data/authState';
import { callApi } from '../data/httpClient';
import { keepOpeningPage } from '../data/openingPage';
import { filterParams } from '../orders/filters';
import { chatListAbility, parseChatRoute } from '../orders/subLists';
import { FIRST_PAGE, FIRST_PAGE_SIZE } from '../paging/usePagedList';
import { chatPageRequest, OPENING_FILTERS } from '../workflows/chats/chatApi';
import { MANAGER_ABILITIES, MANAGER_ROUTES, managerPageRequest, type ManagerKind } from '../workflows/chatManager/managerApi';
import { boardRequest, KANBAN_ABILITY, OPENING_SORT } from '../workflows/kanban/kanbanApi';

/**
 * Called by the entry script before React renders: when the console opens on an order list whose
 * first page it can name (a chat sub-list, the chat manager's Assign and Re-assign Order, the
 * kanban board in the layout or full-screen: a deep link, a reload) and the session may read it,
 * that page is asked for at once, while the shell's scripts load and render, instead of after the
 * page has mounted. The page's own call of that very
 * request takes it (data/openingPage.ts, in the http client). `http`: tests hand a fake client.
 */
export function prefetchOpeningPage(pathname: string, http?: AxiosInstance): void {
  const prefetch = ({ path, query }: { path: string; query: Record<string, unknown> }) => keepOpeningPage(path, query, callApi('GET', path, query, { http }));
  if (!hasChosenRole()) return;
  const { abilities } = getAuth();
  const skip = FIRST_PAGE * FIRST_PAGE_SIZE;
  if (pathname.startsWith('/app/chats/')) {
    const route = parseChatRoute(pathname);
    if (!route.valid || !route.assignStatus || !route.stage || !can(abilities, chatListAbility(route))) return;
    prefetch(chatPageRequest(route.assignStatus, route.stage, filterParams(OPENING_FILTERS), skip, FIRST_PAGE_SIZE));
    return;
  }
  if (/^\/app\/kanban-board(\/fullscreen)?\/?$/.test(pathname)) {
    if (can(abilities, KANBAN_ABILITY)) prefetch(boardRequest(OPENING_SORT));
    return;
  }
  const kind = (Object.keys(MANAGER_ROUTES) as ManagerKind[]).find((k) => pathname.replace(/\/$/, '') === `/app${MANAGER_ROUTES[k]}`);
  if (kind && can(abilities, MANAGER_ABILITIES[kind])) prefetch(managerPageRequest(kind, filterParams({}), skip, FIRST_PAGE_SIZE));
}
