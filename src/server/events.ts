import { EventEmitter } from 'node:events';

/**
 * Who may receive an event. `abilities`: staff whose role holds any of them (resolved against
 * permissions.yaml when the event goes out; a role granted them only `where: own_location` gets
 * the event only for `locationId`). `roles`: staff of these roles, at `locationId` when given.
 * `agentIds`: these agents. Nothing named: every signed-in staff member (at `locationId`).
 */
export interface Audience { abilities?: string[]; roles?: string[]; locationId?: number | null; agentIds?: number[] }

/** Staff who can see order lists (chats, chat manager, kanban, chat overview) receive order events. */
export const ORDER_WATCH_ABILITIES = [
  'chats.my', 'chats.all', 'chat_manager.assign', 'chat_manager.reassign', 'dashboards.kanban', 'dashboards.chat_overview',
];

export interface PublishedEvent { event: string; payload: unknown; audience?: Audience }

/**
 * The in-process event bus. Services publish after their transaction commits; the realtime plugin
 * forwards events to socket rooms. Services receive the bus as a parameter (no singleton).
 */
export interface EventBus {
  publish(event: string, payload: unknown, audience?: Audience): void;
  subscribe(listener: (e: PublishedEvent) => void): () => void;
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    publish: (event, payload, audience) => { emitter.emit('event', { event, payload, audience }); },
    subscribe: (listener) => { emitter.on('event', listener); return () => emitter.off('event', listener); },
  };
}
