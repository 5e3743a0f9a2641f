import { STAGE_SLUGS, type KanbanStage } from '@shared/orders/stages';

/** The chat sub-lists in the side menu's order (spec 2, Side menu). */
export const CHAT_SUBLISTS: KanbanStage[] = [
  'new_requests', 'action_required', 'to_be_invoiced', 'awaiting_response',
  'on_dispensing', 'on_delivery', 'completed', 'cancelled',
];

export type AssignStatus = 'my' | 'all';
export const ASSIGN_STATUSES: AssignStatus[] = ['my', 'all'];

export const slugOf = (stage: KanbanStage): string => STAGE_SLUGS[stage];

export function stageOfSlug(slug: string | undefined): KanbanStage | undefined {
  return CHAT_SUBLISTS.find((s) => STAGE_SLUGS[s] === slug);
}

/** i18n key of a stage's name (rx.stages.<stage>). */
export const stageLabelKey = (stage: string): string => `rx.stages.${stage}`;

export interface ChatRoute { assignStatus?: AssignStatus; stage?: KanbanStage; search: boolean; valid: boolean }

/**
 * Reads /app/chats/{assignStatus}/{chatType} or /app/chats/{chatType} (pathname relative to /app
 * or absolute). Menu entries are static routes, so the page reads the path rather than params.
 */
export function parseChatRoute(pathname: string): ChatRoute {
  const parts = pathname.replace(/^\/app/, '').split('/').filter(Boolean);
  if (parts[0] !== 'chats') return { search: false, valid: false };
  const [, first, second] = parts;
  if (parts.length === 2) {
    if (first === 'my' || first === 'all') return { assignStatus: first, search: false, valid: true };
    const stage = stageOfSlug(first);
    return { stage, search: false, valid: !!stage };
  }
  if (parts.length === 3 && (first === 'my' || first === 'all')) {
    if (second === 'search') return { assignStatus: first, search: true, valid: first === 'all' };
    const stage = stageOfSlug(second);
    return { assignStatus: first, stage, search: false, valid: !!stage };
  }
  return { search: false, valid: false };
}

/** The ability a chat route asks for: the search, My Chats or All Chats. */
export const chatListAbility = (route: ChatRoute): string => (route.search ? 'chats.search_all' : route.assignStatus === 'my' ? 'chats.my' : 'chats.all');

export const chatListPath = (assignStatus: AssignStatus, stage: KanbanStage): string => `/chats/${assignStatus}/${slugOf(stage)}`;
