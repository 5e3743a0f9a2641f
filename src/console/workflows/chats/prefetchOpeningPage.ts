import type { AxiosInstance } from 'axios';
import { can } from '@shared/permissions/can';
import { getAuth, hasChosenRole } from '../../data/authState';
import { filterParams } from '../../orders/filters';
import { chatListAbility, parseChatRoute } from '../../orders/subLists';
import { FIRST_PAGE, FIRST_PAGE_SIZE } from '../../paging/usePagedList';
import { chatPageRequest, OPENING_FILTERS, prefetchChatPage } from './chatApi';

/**
 * Called by the entry script before React renders: when the console opens on a chat sub-list
 * (a deep link, a reload) that the session may read, its first page is asked for at once, while
 * the shell's scripts load and render, instead of after the page has mounted. The page takes it
 * through fetchChatPage, which builds the same request. `http`: tests hand a fake client.
 */
export function prefetchOpeningPage(pathname: string, http?: AxiosInstance): void {
  if (!pathname.startsWith('/app/chats/') || !hasChosenRole()) return;
  const route = parseChatRoute(pathname);
  if (!route.valid || !route.assignStatus || !route.stage || !can(getAuth().abilities, chatListAbility(route))) return;
  prefetchChatPage(chatPageRequest(route.assignStatus, route.stage, filterParams(OPENING_FILTERS), FIRST_PAGE * FIRST_PAGE_SIZE, FIRST_PAGE_SIZE), http);
}
