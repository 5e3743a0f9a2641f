import type { FastifyInstance } from 'fastify';
import type { Audience, EventBus } from '../../events';
import { orderRowsByIds } from './listQueries';
import { ROLES } from '../../../shared/roles';

/**
 * Who receives order-list and chat events: the roles that can see order lists (chats, chat
 * manager, kanban, chat overview), read from permissions.yaml at publish time so an edit takes
 * effect at once. Roles limited to their own location (external pharmacists) get only their
 * location's events; roles without any of these abilities (delivery agents, procurement, GRN,
 * finance) get none.
 */
export const ORDER_WATCH_ABILITIES = [
  'chats.my', 'chats.all', 'chat_manager.assign', 'chat_manager.reassign', 'dashboards.kanban', 'dashboards.chat_overview',
];

export function orderAudiences(app: FastifyInstance, locationId: number | null): Audience[] {
  const open: string[] = [];
  const limited: string[] = [];
  for (const role of ROLES) {
    const grants = ORDER_WATCH_ABILITIES.map((a) => app.permissions.grantFor(role, [a])).filter((g) => g !== null);
    if (!grants.length) continue;
    (grants.some((g) => !g.where) ? open : limited).push(role);
  }
  const out: Audience[] = [];
  if (open.length) out.push({ roles: open });
  if (limited.length && locationId != null) out.push({ roles: limited, locationId });
  return out;
}

/** Publishes an order event to its audience. Call only after the transaction has committed. */
export function publishOrderEvent(app: FastifyInstance, event: 'newOrder' | 'reOrder' | 'stepChanged' | 'chatCounts', payload: unknown, locationId: number | null): void {
  for (const audience of orderAudiences(app, locationId)) app.events.publish(event, payload, audience);
}

export interface ChatCountsPayload {
  reason: 'newOrder' | 'reOrder' | 'message' | 'reply' | 'attachment' | 'assigned';
  orderIds: number[];
  locationId: number | null;
  agentId?: number | null;
  preview?: string;
  order_id?: string;
  /** The order's list row when it changed (e.g. it left Action Required after a reply). */
  row?: unknown;
}

/** "Counts changed": the console refetches its badges and reloads the unassigned list (skip 0, limit 10). */
export const publishChatCounts = (app: FastifyInstance, payload: ChatCountsPayload): void =>
  publishOrderEvent(app, 'chatCounts', payload, payload.locationId);

export interface OrderEventBus extends EventBus {
  /** Resolves when every event handed to this bus so far has gone out. */
  settled(): Promise<void>;
}

/**
 * An EventBus to hand to the order service (lifecycle transition/createOrder): it sends each
 * event to the order audiences above instead of "everyone at the location", and adds the order's
 * list row (`row`) so a console can replace or insert the row without another call (spec 4).
 */
export function orderEventBus(app: FastifyInstance): OrderEventBus {
  const pending = new Set<Promise<void>>();
  return {
    publish(event, payload, audience) {
      const p = (payload ?? {}) as { orderId?: number; locationId?: number | null };
      const locationId = audience?.locationId ?? p.locationId ?? null;
      const job = (async () => {
        const row = p.orderId ? (await orderRowsByIds(app.db, [p.orderId]).catch(() => []))[0] ?? null : null;
        publishOrderEvent(app, event as 'stepChanged', { ...(payload as object), row }, locationId);
      })();
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    subscribe: (listener) => app.events.subscribe(listener),
    settled: async () => { await Promise.all([...pending]); },
  };
}
