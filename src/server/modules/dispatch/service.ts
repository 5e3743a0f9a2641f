import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { ORDER_STATUS as S } from '../../../shared/orders/statuses';
import { transitionNamed } from '../../../shared/orders/transitions';
import { auditActorOf, type Actor, type TransitionResult } from '../orders/lifecycle/service';
import { applyTransitionMany } from '../orders/lifecycle/many';
import { publishTransitionsOfMany } from '../orders/lifecycle/publishMany';
import { recordAudit } from '../../platform/audit';
import * as q from './queries';
import { runTotals } from './runTotals';

export type BucketType = 'assign' | 'reassign' | 'returned';
export interface BucketValues { riderId: number; deliveryDate: string; deliverySlot?: number | null; vehicleNumber?: string | null; note?: string | null }

/** Which orders each planner list shows. */
export const LIST_STATUSES: Record<BucketType, number[]> = { assign: [S.prepared], reassign: [S.rider_assigned], returned: [S.dispatch_end] };

/**
 * The logistics planner: dispatch runs (buckets) of prepared orders with a rider, and their start
 * and end. Every order status move goes through the order service; the run row is locked
 * (FOR UPDATE) before start/end so repeated clicks make one effect.
 */
export class DispatchService {
  constructor(private readonly app: FastifyInstance) {}

  /** Puts orders into a new run with a rider: all or none (an order already taken by another run is a 409). */
  async setBucket(actor: Actor & { kind: 'agent' }, orderIds: number[], type: BucketType, v: BucketValues, locationId: number | null) {
    if (!(await q.isRider(this.app.db, v.riderId))) throw new ValidationError([{ field: 'formValues.riderId', message: 'Rider must be a delivery agent' }]);
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    const out = await this.app.db.transaction().execute(async (trx) => {
      const first = (await sql<{ location_id: number }>`SELECT location_id FROM orders WHERE id = ${ids[0]}`.execute(trx)).rows[0];
      if (!first) throw new NotFoundError(`Order ${ids[0]} not found`);
      // Re-assigning changes the rider, not the van: a vehicle or note not given is kept from the run the orders leave.
      if (type === 'reassign') v = { ...v, ...(await this.keptFromRun(trx, ids, v)) };
      const run = (await sql<{ id: number; display_id: string }>`INSERT INTO dispatch_runs (agent_id, location_id, delivery_date, delivery_slot_id, vehicle_number, note, created_by_agent_id)
        VALUES (${v.riderId}, ${locationId ?? first.location_id}, ${v.deliveryDate}::date, ${v.deliverySlot ?? null}, ${v.vehicleNumber ?? null}, ${v.note ?? null}, ${actor.agentId})
        RETURNING id, display_id`.execute(trx)).rows[0];
      let results: TransitionResult[] = [];
      if (type === 'reassign') await this.moveAssigned(trx, actor, ids, run.id);
      else results = await applyTransitionMany(trx, { orderIds: ids, action: type === 'assign' ? 'assignDispatch' : 'reassignReturned', actor, patch: { dispatchRunId: run.id } });
      await recordAudit(trx, auditActorOf(actor), { entity: 'dispatch_run', recordId: run.id, action: 'create', after: { riderId: v.riderId, orderIds: ids, type, deliveryDate: v.deliveryDate } });
      return { run, results };
    });
    await this.publish(out.results);
    return { dispatchId: out.run.id, dispatchRun: out.run.display_id, orderIds: ids, run: await q.runById(this.app.db, out.run.id) };
  }

  /** The vehicle number and note of the run the orders are in, for those the planner left empty (one run's only: never a guess). */
  private async keptFromRun(trx: Db, ids: number[], v: BucketValues): Promise<Partial<BucketValues>> {
    const runs = (await sql<{ vehicle_number: string | null; note: string | null }>`SELECT DISTINCT r.vehicle_number, r.note FROM orders o
      JOIN dispatch_runs r ON r.id = o.dispatch_run_id WHERE o.id IN (${sql.join(ids)})`.execute(trx)).rows;
    if (runs.length !== 1) return {};
    return { ...(v.vehicleNumber ? {} : { vehicleNumber: runs[0].vehicle_number }), ...(v.note ? {} : { note: runs[0].note }) };
  }

  /** Re-assign rider: orders of a run not yet started move to the new run (their status stays rider_assigned). */
  private async moveAssigned(trx: Db, actor: Actor & { kind: 'agent' }, ids: number[], runId: number) {
    const rows = (await sql<{ id: number; display_id: string; status: number; dispatch_run_id: number | null; run_status: string | null }>`
      SELECT o.id::int AS id, o.display_id, o.status, o.dispatch_run_id, r.status AS run_status FROM orders o
      LEFT JOIN dispatch_runs r ON r.id = o.dispatch_run_id WHERE o.id IN (${sql.join(ids)}) ORDER BY o.id FOR UPDATE OF o`.execute(trx)).rows;
    for (const id of ids) {
      const o = rows.find((r) => r.id === id);
      if (!o) throw new NotFoundError(`Order ${id} not found`);
      if (o.status !== S.rider_assigned || o.run_status !== 'pending') {
        throw new ConflictError(`Order ${o.display_id} is status ${o.status}${o.run_status ? ` in a ${o.run_status} run` : ''}: only orders of a pending run can be re-assigned`);
      }
    }
    await sql`UPDATE orders SET dispatch_run_id = ${runId}, updated_at = now() WHERE id IN (${sql.join(ids)})`.execute(trx);
    const old = [...new Set(rows.map((r) => r.dispatch_run_id!))];
    await sql`UPDATE dispatch_runs r SET status = 'cancelled', updated_at = now() WHERE r.id IN (${sql.join(old)})
      AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.dispatch_run_id = r.id)`.execute(trx);
    for (const o of rows) await recordAudit(trx, auditActorOf(actor), { entity: 'order', recordId: o.id, action: 'reassignRider', before: { dispatchRunId: o.dispatch_run_id }, after: { dispatchRunId: runId } });
  }

  /** start-dispatch: the run's rider starts every order of the run; a run already started answers as it is (one effect). */
  async start(actor: Actor & { kind: 'agent' }, runId: number) {
    const out = await this.app.db.transaction().execute(async (trx) => {
      const run = await this.lockOwnRun(trx, actor, runId);
      if (run.status === 'ongoing' || run.status === 'completed') return { already: true, results: [] as TransitionResult[] };
      if (run.status !== 'pending') throw new ConflictError(`Dispatch run ${run.display_id} is ${run.status}`);
      const orders = (await sql<{ id: number }>`SELECT id::int AS id FROM orders WHERE dispatch_run_id = ${runId} AND status = ${S.rider_assigned} ORDER BY id`.execute(trx)).rows;
      if (!orders.length) throw new ConflictError(`Dispatch run ${run.display_id} has no orders to dispatch`);
      const results = await applyTransitionMany(trx, { orderIds: orders.map((o) => o.id), action: 'startDispatch', actor });
      await sql`UPDATE dispatch_runs SET status = 'ongoing', started_at = now(), updated_at = now() WHERE id = ${runId}`.execute(trx);
      await recordAudit(trx, auditActorOf(actor), { entity: 'dispatch_run', recordId: runId, action: 'start', before: { status: 'pending' }, after: { status: 'ongoing', orders: orders.length } });
      return { already: false, results };
    });
    await this.publish(out.results);
    return { dispatchId: runId, alreadyStarted: out.already, started: out.results.length, run: await q.runById(this.app.db, runId) };
  }

  /**
   * end-dispatch: every order still in the run is settled (the end-run confirm promises it). Arrived
   * orders, whose payment was recorded at the door, are delivered; every other undelivered one (not
   * started, dispatch started, on route, cancelled or failed trip) returns to the pharmacy, out of
   * the run, listed under Returned Orders for a new run. Nothing is left on the road.
   */
  async end(actor: Actor & { kind: 'agent' }, runId: number, planner: boolean) {
    const out = await this.app.db.transaction().execute(async (trx) => {
      const run = planner ? await q.lockRun(trx, runId) : await this.lockOwnRun(trx, actor, runId);
      if (!run) throw new NotFoundError(`Dispatch run ${runId} not found`);
      if (run.status === 'completed') return { already: true, results: [] as TransitionResult[] };
      if (run.status !== 'ongoing') throw new ConflictError(`Dispatch run ${run.display_id} is ${run.status}: only an ongoing run can end`);
      const orders = (await sql<{ id: number; display_id: string; status: number }>`SELECT id::int AS id, display_id, status FROM orders WHERE dispatch_run_id = ${runId} ORDER BY id`.execute(trx)).rows;
      // Set-based through the order service: one statement per step for all the arrived orders, one for the returns.
      const settle = (action: 'deliver' | 'returnToPharmacy') => orders.filter((o) => transitionNamed(action)!.from.includes(o.status as never)).map((o) => o.id);
      const results = [
        ...await applyTransitionMany(trx, { orderIds: settle('deliver'), action: 'deliver', actor }),
        ...await applyTransitionMany(trx, { orderIds: settle('returnToPharmacy'), action: 'returnToPharmacy', actor }),
      ];
      await sql`UPDATE dispatch_runs SET status = 'completed', ended_at = now(), updated_at = now() WHERE id = ${runId}`.execute(trx);
      await recordAudit(trx, auditActorOf(actor), { entity: 'dispatch_run', recordId: runId, action: 'end', before: { status: 'ongoing' }, after: { status: 'completed' } });
      return { already: false, results };
    });
    await this.publish(out.results);
    const delivered = out.results.filter((r) => r.action === 'deliver').length;
    return { dispatchId: runId, alreadyEnded: out.already, delivered, returned: out.results.length - delivered, run: await q.runById(this.app.db, runId) };
  }

  /** A run as a reader may see it: riders only their own (403). */
  async visibleRun(runId: number, riderOnly: number | null) {
    const run = await q.runById(this.app.db, runId);
    if (!run) throw new NotFoundError(`Dispatch run ${runId} not found`);
    if (riderOnly !== null && run.agent_id !== riderOnly) throw new ForbiddenError(`Dispatch run ${run.display_id} is assigned to another rider`);
    return run;
  }

  async summary(runId: number, riderOnly: number | null, skip: number, limit: number) {
    const run = await this.visibleRun(runId, riderOnly);
    const all = await q.runOrders(this.app.db, runId);
    return { run, ...runTotals(all), items: all.slice(skip, skip + limit), count: all.length };
  }

  private async lockOwnRun(trx: Db, actor: Actor & { kind: 'agent' }, runId: number) {
    const run = await q.lockRun(trx, runId);
    if (!run) throw new NotFoundError(`Dispatch run ${runId} not found`);
    if (run.agent_id !== actor.agentId) throw new ForbiddenError(`Dispatch run ${run.display_id} is assigned to another rider`);
    return run;
  }

  /** stepChanged for every moved order, with its list row (the rows of the whole run read at once). */
  private async publish(results: TransitionResult[]) {
    await publishTransitionsOfMany(this.app, results);
  }
}
