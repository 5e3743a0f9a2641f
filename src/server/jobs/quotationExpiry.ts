import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { applyTransition, publishTransitions, type TransitionResult } from '../modules/orders/lifecycle/service';
import { orderEventBus } from '../modules/orders/events';
import { installPeriodicJob } from './periodic';

/**
 * Quotation expiry: unanswered quotations (order 3 quatation_done) past their validity move to
 * quotation_expired (23) through the order lifecycle, which releases their reservations. Runs
 * inside the API server; with several API processes on one PostgreSQL, a transaction-scoped
 * advisory lock makes exactly one of them do a round (the others skip it), and SKIP LOCKED leaves
 * an order someone is acting on right now for the next round.
 */

/** pg_try_advisory_xact_lock key ("RXQE"). */
export const EXPIRY_LOCK_KEY = 0x52585145;
const BATCH = 200;

export interface ExpiryRound { ran: boolean; expired: number[] }

export async function expireQuotations(app: FastifyInstance, now: Date | null = null): Promise<ExpiryRound> {
  const round = await app.db.transaction().execute(async (trx) => {
    const got = (await sql<{ got: boolean }>`SELECT pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) AS got`.execute(trx)).rows[0].got;
    if (!got) return { ran: false, results: [] as TransitionResult[] };
    const due = (await sql<{ id: number }>`SELECT o.id FROM orders o
      WHERE o.status = 3 AND EXISTS (SELECT 1 FROM quotations q WHERE q.order_id = o.id AND q.status = 0
        AND q.valid_until < coalesce(${now}::timestamptz, now()))
      ORDER BY o.id LIMIT ${BATCH} FOR UPDATE OF o SKIP LOCKED`.execute(trx)).rows;
    const results: TransitionResult[] = [];
    for (const o of due) {
      results.push(await applyTransition(trx, { orderId: o.id, action: 'expireQuotation', actor: { kind: 'system' }, expectedStatus: 3, message: 'Quotation validity passed' }));
    }
    return { ran: true, results };
  });
  if (round.results.length) {
    const bus = orderEventBus(app);
    publishTransitions(bus, round.results);
    await bus.settled();
  }
  return { ran: round.ran, expired: round.results.map((r) => r.orderId) };
}

/** Starts the expiry rounds (every QUOTATION_EXPIRY_INTERVAL_MS, default a minute; 0 turns them off). */
export function installQuotationExpiry(app: FastifyInstance): void {
  installPeriodicJob(app, {
    name: 'quotation expiry',
    everyMs: Number(process.env.QUOTATION_EXPIRY_INTERVAL_MS ?? 60_000),
    round: async () => {
      const r = await expireQuotations(app);
      if (r.expired.length) app.log.info({ expired: r.expired.length }, 'quotations expired');
    },
  });
}
