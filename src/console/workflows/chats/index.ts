import { lazy } from 'react';
import type { WorkflowPage } from '../registry';
import { CHAT_SUBLISTS, slugOf, stageLabelKey, type AssignStatus } from '../../orders/subLists';
import { chatBadge } from '../../orders/MenuBadges';

const ChatListPage = lazy(() => import('./ChatListPage'));
const ChatThreadPage = lazy(() => import('./ChatThreadPage'));
const ChatRedirect = lazy(() => import('./ChatRedirect'));

const GROUP: Record<AssignStatus, string> = { my: 'My Chats', all: 'All Chats' };
const ABILITY: Record<AssignStatus, string> = { my: 'chats.my', all: 'chats.all' };

const subLists = (assign: AssignStatus): WorkflowPage[] => CHAT_SUBLISTS.map((stage, i) => ({
  path: `/chats/${assign}/${slugOf(stage)}`,
  element: ChatListPage,
  ability: ABILITY[assign],
  menu: { group: GROUP[assign], label: stageLabelKey(stage), order: i + 1, badge: chatBadge(assign, stage) },
}));

/**
 * My Chats and All Chats (spec 2): one menu entry per sub-list with its count badge, "Search - All
 * Chats", the thread view, /chat and the generic routes. The generic routes are open to every
 * role (reference.view) because the page itself checks chats.my / chats.all for the path it reads.
 */
export const chatPages: WorkflowPage[] = [
  ...subLists('my'),
  ...subLists('all'),
  { path: '/chats/all/search', element: ChatListPage, ability: 'chats.search_all', menu: { group: GROUP.all, label: 'rx.chats.search_all', order: 20 } },
  { path: '/chats/thread/:orderId', element: ChatThreadPage, ability: 'reference.view' },
  { path: '/chats/:assignStatus/:chatType', element: ChatListPage, ability: 'reference.view' },
  { path: '/chats/:chatType', element: ChatListPage, ability: 'reference.view' },
  { path: '/chat', element: ChatRedirect, ability: 'reference.view', reached: 'redirect' },
];
