import type { FastifyInstance } from 'fastify';
import { orderEventBus } from '../events';
import { orderRowsByIds } from '../listQueries';
import { publishTransitions, type TransitionResult } from './service';

/**
 * Publishes committed transitions of many orders (a set-based move) through orderEventBus — each
 * event with the order's list row — but reads the rows of all the orders in one query, not one per
 * order. Call only after the commit.
 */
export async function publishTransitionsOfMany(app: FastifyInstance, results: TransitionResult[]): Promise<void> {
  if (!results.length) return;
  const rows = new Map((await orderRowsByIds(app.db, [...new Set(results.map((r) => r.orderId))]).catch(() => [])).map((r) => [Number(r.id), r as unknown]));
  const bus = orderEventBus(app, rows);
  publishTransitions(bus, results);
  await bus.settled();
}
