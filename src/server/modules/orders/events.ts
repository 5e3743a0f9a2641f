import type { FastifyInstance } from 'fastify';
import { ORDER_WATCH_ABILITIES, type EventBus } from '../../events';
import { orderRowsByIds } from './listQueries';

/**
 * Publishes an order event to the staff who may see order lists (ORDER_WATCH_ABILITIES, resolved
 * against permissions.yaml as it goes out: own-location roles only for the order's location).
 * Call only after the transaction has committed.
 */
export function publishOrderEvent(app: FastifyInstance, event: 'newOrder' | 'reOrder' | 'stepChanged' | 'chatCounts', payload: unknown, locationId: number | null): void {
  app.events.publish(event, payload, { abilities: ORDER_WATCH_ABILITIES, locationId });
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
 * An EventBus to hand to the order service (lifecycle transition/createOrder): it adds the
 * order's list row (`row`) to each event so a console can replace or insert the row without
 * another call (spec 4). `knownRows`: the rows already read in one query for a set of orders
 * (publishMany.ts), instead of one read per event.
 */
export function orderEventBus(app: FastifyInstance, knownRows?: Map<number, unknown>): OrderEventBus {
  const pending = new Set<Promise<void>>();
  const rowOf = async (orderId: number) => knownRows
    ? knownRows.get(Number(orderId)) ?? null
    : (await orderRowsByIds(app.db, [orderId]).catch(() => []))[0] ?? null;
  return {
    publish(event, payload, audience) {
      const p = (payload ?? {}) as { orderId?: number; locationId?: number | null };
      const locationId = audience?.locationId ?? p.locationId ?? null;
      const publishedAt = performance.now();
      const job = (async () => {
        const row = p.orderId ? await rowOf(p.orderId) : null;
        publishOrderEvent(app, event as 'stepChanged', { ...(payload as object), row }, locationId);
        app.metrics?.eventLag(event, (performance.now() - publishedAt) / 1000);
      })();
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    subscribe: (listener) => app.events.subscribe(listener),
    settled: async () => { await Promise.all([...pending]); },
  };
}
