import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { ORDER_STATUS as S } from '../../../shared/orders/statuses';
import { applyTransition, publishTransitions, type Actor, type TransitionResult } from '../orders/lifecycle/service';
import { orderEventBus } from '../orders/events';
import { orderRowsByIds } from '../orders/listQueries';
import { pickTotals } from './pickTotals';
import * as q from './queries';

/**
 * Dispensing: the preparation queue, the pick list of one order (batch, expiry, shelf quantity,
 * cold-chain and narcotic flags from its posted invoice) and start/end of pharmacy preparation —
 * status moves only through the order service.
 */
export class PreparationService {
  constructor(private readonly app: FastifyInstance) {}

  queue = (f: q.QueueFilter) => q.queue(this.app.db, f);
  counts = (location: number | null, agentId?: number) => q.counts(this.app.db, location, agentId);

  async summary(orderId: number, scope: number | null) {
    const order = await q.orderHead(this.app.db, orderId);
    if (!order || (scope !== null && order.location_id !== scope)) throw new NotFoundError(`Order ${orderId} not found`);
    const lines = await q.pickLines(this.app.db, orderId);
    return {
      order, lines,
      flags: { coldChain: lines.some((l) => l.coldChain), narcotic: lines.some((l) => l.narcotic) },
      // One total per unit (12 tablets, 2 vials): different units never add up.
      totals: pickTotals(lines),
    };
  }

  /** Starts preparation; an invoiced order not yet released to dispensing is released first, in the same transaction. */
  async start(actor: Actor, orderId: number, scope: number | null) {
    await this.visible(orderId, scope);
    return this.run(orderId, async (trx) => {
      const out: TransitionResult[] = [];
      const current = await q.orderHead(trx, orderId);
      if (current?.status === S.invoice_done) out.push(await applyTransition(trx, { orderId, action: 'releaseToDispensing', actor }));
      out.push(await applyTransition(trx, { orderId, action: 'startPreparation', actor }));
      return out;
    });
  }

  async end(actor: Actor, orderId: number, scope: number | null) {
    await this.visible(orderId, scope);
    return this.run(orderId, async (trx) => [await applyTransition(trx, { orderId, action: 'endPreparation', actor })]);
  }

  private async visible(orderId: number, scope: number | null) {
    const order = await q.orderHead(this.app.db, orderId);
    if (!order || (scope !== null && order.location_id !== scope)) throw new NotFoundError(`Order ${orderId} not found`);
  }

  private async run(orderId: number, work: (trx: Db) => Promise<TransitionResult[]>) {
    const bus = orderEventBus(this.app);
    const results = await this.app.db.transaction().execute((trx) => work(trx));
    publishTransitions(bus, results);
    await bus.settled();
    const [row] = await orderRowsByIds(this.app.db, [orderId]);
    return { orderId, status: results[results.length - 1].to, actions: results.map((r) => r.action), row };
  }
}
