import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../../events';
import { publishOrderEvent } from '../events';
import { orderRowsByIds } from '../listQueries';
import { publishTransitions, type TransitionResult } from './service';

/**
 * Publishes committed transitions of many orders (a set-based move) as orderEventBus would — each
 * event with the order's list row — but reads the rows of all the orders in one query, not one per
 * order. Call only after the commit.
 */
export async function publishTransitionsOfMany(app: FastifyInstance, results: TransitionResult[]): Promise<void> {
  if (!results.length) return;
  const rows = new Map((await orderRowsByIds(app.db, [...new Set(results.map((r) => r.orderId))]).catch(() => [])).map((r) => [Number(r.id), r]));
  const bus: EventBus = {
    publish(event, payload, audience) {
      const p = (payload ?? {}) as { orderId?: number; locationId?: number | null };
      const row = p.orderId ? rows.get(Number(p.orderId)) ?? null : null;
      publishOrderEvent(app, event as 'stepChanged', { ...(payload as object), row }, audience?.locationId ?? p.locationId ?? null);
    },
    subscribe: (listener) => app.events.subscribe(listener),
  };
  publishTransitions(bus, results);
}
