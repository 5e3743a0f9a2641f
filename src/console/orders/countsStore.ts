import type { KanbanStage } from '@shared/orders/stages';
import { can, type AbilityMap } from '@shared/permissions/can';
import { getAuth, subscribeAuth } from '../data/authState';
import type { Call } from '../data/apiContext';
import { ORDER_EVENTS, type OrderEventSource } from './orderEvents';

/** The badges of the side menu and the chat pages: per stage for My Chats and All Chats, and the unassigned count. */
export interface ChatCounts {
  my: Partial<Record<KanbanStage, number>>;
  all: Partial<Record<KanbanStage, number>>;
  unassigned: number | null;
  loaded: boolean;
}

const EMPTY: ChatCounts = { my: {}, all: {}, unassigned: null, loaded: false };
export const REFRESH_DEBOUNCE_MS = 300;

interface ChatCountsReply { my: Record<KanbanStage, number>; all: Record<KanbanStage, number>; unassigned?: number }

export const canSeeChatCounts = (a: AbilityMap | undefined) => can(a, 'chats.my') || can(a, 'chats.all');
export const canSeeUnassigned = (a: AbilityMap | undefined) => can(a, 'chat_manager.assign') || can(a, 'chat_manager.reassign');

/**
 * One shared store of counts: the first badge or page that needs them starts it; it fetches
 * once, then again (debounced) on every newOrder, reOrder, stepChanged and chat-count event, so
 * badges stay true without polling. A sign-out or role switch empties it.
 */
export function createCountsStore() {
  let state: ChatCounts = EMPTY;
  const listeners = new Set<() => void>();
  let call: Call | null = null;
  let detach: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;

  const set = (next: ChatCounts) => {
    state = next;
    listeners.forEach((l) => l());
  };

  async function refresh(): Promise<void> {
    if (!call) return;
    const mine = ++generation;
    const { abilities, user } = getAuth();
    const [chats, unassigned] = await Promise.all([
      canSeeChatCounts(abilities)
        // No userLocation: the badges count what the lists show (all-threads is not narrowed to a location).
        ? call<ChatCountsReply>('GET', '/chats/fetch-chats-counts', { userId: user?._id }, { silent: true }).catch(() => null)
        : Promise.resolve(null),
      canSeeUnassigned(abilities)
        ? call<{ count: number }>('GET', '/orders/admin/fetch-unassign-orders-count', undefined, { silent: true }).then((r) => r.count).catch(() => null)
        : Promise.resolve(null),
    ]);
    if (mine !== generation) return; // a newer refresh answered meanwhile
    set({ my: chats?.my ?? state.my, all: chats?.all ?? state.all, unassigned: unassigned ?? chats?.unassigned ?? state.unassigned, loaded: true });
  }

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void refresh();
    }, REFRESH_DEBOUNCE_MS);
  };

  return {
    get: (): ChatCounts => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts fetching and following events (idempotent per event source). */
    start(withCall: Call, source: OrderEventSource): void {
      call = withCall;
      if (detach) return;
      const offs = ORDER_EVENTS.map((name) => source.on(name, schedule));
      // A token refresh changes nothing; another user, role or location starts afresh.
      const who = () => { const a = getAuth(); return `${a.user?._id}|${a.role}|${a.location?.id}`; };
      let seen = who();
      const offAuth = subscribeAuth(() => {
        if (who() === seen) return;
        seen = who();
        set(EMPTY);
        if (getAuth().role) schedule();
      });
      detach = () => {
        offs.forEach((off) => off());
        offAuth();
      };
      void refresh();
    },
    refresh,
    /** Stops following events and forgets the counts (tests, sign-out). */
    reset(): void {
      detach?.();
      detach = null;
      call = null;
      if (timer) clearTimeout(timer);
      timer = null;
      generation++;
      set(EMPTY);
    },
  };
}

export const countsStore = createCountsStore();
