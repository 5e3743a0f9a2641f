import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { ORDER_STATUS as S } from '../../../shared/orders/statuses';
import { applyTransition, publishTransitions, type Actor } from '../orders/lifecycle/service';
import { orderEventBus } from '../orders/events';
import { AMOUNT_DUE } from '../dispatch/queries';
import { money } from './actor';
import { collectedTotals, PAYMENT_MODES, utcToday } from '../settlements/collected';

export { PAYMENT_MODES };
export interface TripPayment { mode1Type: string; mode1Amount: number; mode2Type?: string | null; mode2Amount?: number | null }
type AgentActor = Actor & { kind: 'agent' };

interface TripOrder { id: number; display_id: string; status: number; dispatch_run_id: number | null; rider_id: number | null; amount_due: number | null }

/**
 * The rider's trip actions on one order of their own run (403 otherwise), each one transition of
 * the order service. `arrived` records the payment (up to two modes adding up to the amount due)
 * in the same transaction; asked again with the same payment after it succeeded (a retry after a
 * lost answer) it answers "already recorded" instead of a second effect.
 */
export class TripService {
  constructor(private readonly app: FastifyInstance) {}

  private async tripOrder(db: Db, orderId: number, riderId: number, lock = false): Promise<TripOrder> {
    const o = (await sql<TripOrder>`SELECT o.id::int AS id, o.display_id, o.status, o.dispatch_run_id, r.agent_id AS rider_id, ${AMOUNT_DUE} AS amount_due
      FROM orders o LEFT JOIN dispatch_runs r ON r.id = o.dispatch_run_id WHERE o.id = ${orderId} ${lock ? sql`FOR UPDATE OF o` : sql``}`.execute(db)).rows[0];
    if (!o) throw new NotFoundError(`Order ${orderId} not found`);
    if (o.rider_id !== riderId) throw new ForbiddenError(`Order ${o.display_id} is not on one of your dispatch runs`);
    return o;
  }

  async act(actor: AgentActor, orderId: number, action: 'deliveryStart' | 'deliver' | 'resetTrip' | 'cancelTrip' | 'failTrip', message?: string | null) {
    await this.tripOrder(this.app.db, orderId, actor.agentId);
    return this.run(async (trx) => {
      await this.tripOrder(trx, orderId, actor.agentId, true);
      return applyTransition(trx, { orderId, action, actor, message: message ?? null });
    });
  }

  async arrived(actor: AgentActor, orderId: number, p: TripPayment) {
    const before = await this.tripOrder(this.app.db, orderId, actor.agentId);
    checkPaymentShape(p);
    if (before.status === S.arrived && (await this.samePayment(orderId, p))) {
      return { orderId, status: before.status, alreadyRecorded: true, amountDue: before.amount_due };
    }
    return this.run(async (trx) => {
      const o = await this.tripOrder(trx, orderId, actor.agentId, true);
      const due = money(o.amount_due ?? 0);
      const paid = money(p.mode1Amount + (p.mode2Amount ?? 0));
      if (paid !== due) {
        throw new ValidationError([{ field: 'mode1Amount', message: `Payment amounts must add up to the amount due ${due.toFixed(2)} (they add up to ${paid.toFixed(2)})` }]);
      }
      return applyTransition(trx, {
        orderId, action: 'arrived', actor, expectedStatus: S.on_route,
        during: async (t) => {
          await sql`INSERT INTO trip_payments (order_id, dispatch_run_id, agent_id, mode1_type, mode1_amount, mode2_type, mode2_amount)
            VALUES (${orderId}, ${o.dispatch_run_id}, ${actor.agentId}, ${p.mode1Type}, ${p.mode1Amount}, ${p.mode2Type ?? null}, ${p.mode2Type ? p.mode2Amount ?? null : null})`.execute(t);
        },
      });
    });
  }

  private async samePayment(orderId: number, p: TripPayment): Promise<boolean> {
    const live = (await sql<{ mode1_type: string; mode1_amount: number; mode2_type: string | null; mode2_amount: number | null }>`SELECT mode1_type, mode1_amount::float8 AS mode1_amount,
      mode2_type, mode2_amount::float8 AS mode2_amount FROM trip_payments WHERE order_id = ${orderId} AND voided_at IS NULL`.execute(this.app.db)).rows[0];
    return !!live && live.mode1_type === p.mode1Type && live.mode1_amount === money(p.mode1Amount)
      && (live.mode2_type ?? null) === (p.mode2Type ?? null) && (live.mode2_amount ?? null) === (p.mode2Type ? money(p.mode2Amount ?? 0) : null);
  }

  private async run(work: (trx: Db) => ReturnType<typeof applyTransition>) {
    const bus = orderEventBus(this.app);
    const result = await this.app.db.transaction().execute(work);
    publishTransitions(bus, [result]);
    await bus.settled();
    return { orderId: result.orderId, order_id: result.displayId, action: result.action, status: result.to, from: result.from };
  }

  /** The rider's runs: pending and ongoing, and those completed today. */
  async riderRuns(riderId: number) {
    return (await sql`SELECT r.id, r.display_id, r.status, to_char(r.delivery_date, 'YYYY-MM-DD') AS delivery_date, ds.name AS delivery_slot,
        r.vehicle_number, r.note, r.started_at, r.ended_at,
        (SELECT count(*)::int FROM orders o WHERE o.dispatch_run_id = r.id) AS order_count,
        (SELECT count(*)::int FROM orders o WHERE o.dispatch_run_id = r.id AND o.status IN (15, 21)) AS delivered_count
      FROM dispatch_runs r LEFT JOIN delivery_slots ds ON ds.id = r.delivery_slot_id
      WHERE r.agent_id = ${riderId} AND (r.status IN ('pending', 'ongoing') OR (r.status = 'completed' AND r.ended_at >= current_date))
      ORDER BY (r.status = 'ongoing') DESC, (r.status = 'pending') DESC, r.delivery_date, r.id`.execute(this.app.db)).rows;
  }

  async processingInfo(riderId: number) {
    const runs = (await sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n FROM dispatch_runs WHERE agent_id = ${riderId} AND status IN ('pending', 'ongoing') GROUP BY status`.execute(this.app.db)).rows;
    const orders = (await sql<{ to_deliver: number; delivered_today: number }>`SELECT
        count(*) FILTER (WHERE o.status IN (11, 12, 13, 14, 19, 20))::int AS to_deliver,
        count(*) FILTER (WHERE o.status IN (15, 21) AND o.delivered_at >= current_date)::int AS delivered_today
      FROM orders o JOIN dispatch_runs r ON r.id = o.dispatch_run_id WHERE r.agent_id = ${riderId} AND r.status IN ('pending', 'ongoing', 'completed')
        AND (r.status <> 'completed' OR r.ended_at >= current_date)`.execute(this.app.db)).rows[0];
    // What the collection report counts for this rider today (one definition: settlements/collected.ts).
    const collected = await collectedTotals(this.app.db, { startDate: utcToday(), endDate: utcToday(), agentId: riderId });
    const by = Object.fromEntries(runs.map((r) => [r.status, r.n]));
    return {
      pendingRuns: by.pending ?? 0, ongoingRuns: by.ongoing ?? 0, ordersToDeliver: orders.to_deliver, deliveredToday: orders.delivered_today,
      collectedToday: Object.fromEntries(Object.entries(collected.byMode).map(([mode, amount]) => [mode, money(amount)])),
      collectedTodayTotal: money(collected.amount),
    };
  }
}

function checkPaymentShape(p: TripPayment): void {
  const cents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
  const errors = [];
  if (!cents(p.mode1Amount)) errors.push({ field: 'mode1Amount', message: 'Mode 1 amount must have at most two decimals' });
  if (p.mode2Type && (p.mode2Amount === undefined || p.mode2Amount === null)) errors.push({ field: 'mode2Amount', message: 'Mode 2 amount is required with a mode 2 type' });
  if (!p.mode2Type && p.mode2Amount) errors.push({ field: 'mode2Type', message: 'Mode 2 type is required with a mode 2 amount' });
  if (p.mode2Amount !== undefined && p.mode2Amount !== null && !cents(p.mode2Amount)) errors.push({ field: 'mode2Amount', message: 'Mode 2 amount must have at most two decimals' });
  if (p.mode2Type && p.mode2Type === p.mode1Type) errors.push({ field: 'mode2Type', message: 'Mode 2 type must differ from mode 1 type' });
  if (errors.length) throw new ValidationError(errors);
}

