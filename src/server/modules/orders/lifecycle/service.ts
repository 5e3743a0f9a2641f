import type { Db } from '../../../db/connection';
import { ORDER_WATCH_ABILITIES, type EventBus } from '../../../events';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../errors';
import { can, type AbilityMap } from '../../../../shared/permissions/model';
import { orderStatusName } from '../../../../shared/orders/statuses';
import { abilitiesOf, runStatesOf, transitionNamed, type RunState, type Transition, type TransitionPatchField } from '../../../../shared/orders/transitions';
import { EFFECTS } from './effects';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../../../platform/audit';
import * as q from './queries';

/**
 * The order service: the only code that changes orders.status. One transition = one transaction:
 * lock the order (SELECT … FOR UPDATE), check the actor (403) and its status (409) against the
 * transition table, run the caller's same-transaction work and the table's effects, update (guarded by
 * `WHERE status = <locked status>`), log, commit — then publish `stepChanged`.
 */

export type Actor =
  | { kind: 'agent'; agentId: number; role?: string | null; locationId?: number | null; abilities: AbilityMap }
  | { kind: 'customer'; customerId?: number }
  | { kind: 'system' };

export type TransitionPatch = Partial<{ paymentMethod: string | null; deliveryDate: string | null; deliverySlotId: number | null; dispatchRunId: number | null; cancellationReason: string | null }>;

export interface TransitionRequest {
  orderId: number;
  action: string;
  actor: Actor;
  /** The status the caller saw; a different current status is a 409 even when the move is allowed from it. */
  expectedStatus?: number;
  patch?: TransitionPatch;
  message?: string | null;
  /** The caller's own work in this transaction before the status moves (post the invoice, record the payment). */
  during?: (trx: Db, order: q.LockedOrder) => Promise<void>;
  /** When it happened (demo seed history); default now. */
  at?: Date | null;
}

export interface TransitionResult {
  action: string; orderId: number; displayId: string; from: number; to: number; stage: string; actionRequired: boolean;
  locationId: number; assignedAgentId: number | null; at: Date; events: string[];
}

/** Applies one transition inside the caller's transaction; the caller publishes after commit. */
export async function applyTransition(trx: Db, req: TransitionRequest): Promise<TransitionResult> {
  if (!trx.isTransaction) throw new Error('applyTransition must run inside a transaction');
  const t = transitionNamed(req.action);
  if (!t) throw new ValidationError([{ field: 'action', message: `unknown order action "${req.action}"` }]);
  const order = await q.lockOrder(trx, req.orderId);
  if (!order) throw new NotFoundError(`Order ${req.orderId} not found`);
  checkActor(t, req.actor, order);
  checkStatus(t, order, req.expectedStatus);
  const agentId = req.actor.kind === 'agent' ? req.actor.agentId : null;
  const at = req.at ?? null;
  const update: q.StatusUpdate = { to: t.to, at, ...patchOf(t, req.patch) };
  if (req.during) await req.during(trx, order);
  for (const effect of t.effects) await EFFECTS[effect]({ trx, order, update, agentId, at });
  const moved = await q.updateStatus(trx, order.id, order.status, update);
  if (!moved) throw new ConflictError(`Order ${order.displayId} changed while "${t.action}" was running; reload and try again`);
  await q.insertLog(trx, {
    orderId: order.id, action: t.action, from: order.status, to: t.to, actor: req.actor.kind, agentId,
    role: req.actor.kind === 'agent' ? req.actor.role ?? null : null, message: req.message ?? null, at,
  });
  return recordMove(trx, req.actor, t, order, moved, at ?? new Date());
}

/**
 * After an order's guarded update: its audit record (every transition passes here, one order or a
 * set, so the audit trail sees each one beside the order log) and what the caller publishes.
 */
export async function recordMove(trx: Db, actor: Actor, t: Transition, order: q.LockedOrder, moved: q.LockedOrder, at: Date): Promise<TransitionResult> {
  await recordAudit(trx, auditActorOf(actor), {
    entity: 'order', recordId: order.id, action: t.action,
    before: { status: order.status, assignedAgentId: order.assignedAgentId, dispatchRunId: order.dispatchRunId },
    after: { status: moved.status, assignedAgentId: moved.assignedAgentId, dispatchRunId: moved.dispatchRunId },
  });
  return {
    action: t.action, orderId: order.id, displayId: order.displayId, from: order.status, to: t.to, stage: moved.stage,
    actionRequired: moved.actionRequired, locationId: moved.locationId, assignedAgentId: moved.assignedAgentId,
    at, events: ['stepChanged', ...(t.events ?? [])],
  };
}

/** One transition in its own transaction, published after commit. */
export async function transition(db: Db, bus: EventBus, req: TransitionRequest): Promise<TransitionResult> {
  const result = await db.transaction().execute((trx) => applyTransition(trx, req));
  publishTransitions(bus, [result]);
  return result;
}

/** Publishes what committed transitions announce (call only after the commit). */
export function publishTransitions(bus: EventBus, results: TransitionResult[]): void {
  for (const r of results) {
    const payload = {
      orderId: r.orderId, order_id: r.displayId, action: r.action, from: r.from, to: r.to, status: r.to, stage: r.stage,
      actionRequired: r.actionRequired, locationId: r.locationId, assignedAgentId: r.assignedAgentId, last_status_update_time: r.at,
    };
    // Only staff who may see order lists hear of it (never, say, riders or procurement).
    for (const event of r.events) bus.publish(event, payload, { abilities: ORDER_WATCH_ABILITIES, locationId: r.locationId });
  }
}

/** The audit trail's view of a lifecycle actor. */
export function auditActorOf(actor: Actor): AuditActor {
  if (actor.kind === 'agent') return { agentId: actor.agentId, role: actor.role ?? null, locationId: actor.locationId ?? null };
  return actor.kind === 'customer' ? { agentId: null, role: 'customer', locationId: null } : SYSTEM_ACTOR;
}

export function checkStatus(t: Transition, order: q.LockedOrder, expected: number | undefined): void {
  const now = `${orderStatusName(order.status)} (${order.status})`;
  if (expected !== undefined && expected !== order.status) {
    throw new ConflictError(`Order ${order.displayId} is now ${now}, not ${orderStatusName(expected)} (${expected}); reload and try again`);
  }
  if (!t.from.includes(order.status as never)) {
    const from = t.from.map((s) => `${orderStatusName(s)} (${s})`).join(', ');
    throw new ConflictError(`Order ${order.displayId} is ${now}: "${t.action}" needs ${from}`);
  }
  // The table also says where the order's run must be (a trip action needs a started run, say).
  const run = (order.runStatus ?? 'none') as RunState;
  const runs = runStatesOf(t);
  if (!runs.includes(run)) {
    const where = (r: RunState) => (r === 'none' ? 'in no dispatch run' : `in ${r === 'ongoing' ? 'an' : 'a'} ${r} dispatch run`);
    throw new ConflictError(`Order ${order.displayId} is ${now} ${where(run)}: "${t.action}" needs it ${runs.map(where).join(' or ')}`);
  }
}

export function checkActor(t: Transition, actor: Actor, order: q.LockedOrder): void {
  if (actor.kind === 'customer' && t.customer) return;
  if (actor.kind === 'system' && t.system) return;
  const grants = abilitiesOf(t);
  if (actor.kind === 'agent' && grants.length) {
    const held = grants.filter((a) => can(actor.abilities, a));
    if (!held.length) throw new ForbiddenError(`Your role may not "${t.action}" (needs ${grants.join(' or ')})`);
    if (held.every((a) => actor.abilities[a] === 'own_location') && actor.locationId !== order.locationId) {
      throw new ForbiddenError(`Order ${order.displayId} belongs to another location`);
    }
    return;
  }
  throw new ForbiddenError(`"${t.action}" cannot be done by ${actor.kind === 'agent' ? 'staff' : `the ${actor.kind}`}`);
}

export function patchOf(t: Transition, patch: TransitionPatch | undefined): Partial<q.StatusUpdate> {
  const out: Partial<q.StatusUpdate> = {};
  for (const [field, value] of Object.entries(patch ?? {})) {
    if (value === undefined) continue;
    if (!t.patch?.includes(field as TransitionPatchField)) {
      throw new ValidationError([{ field, message: `cannot be set by "${t.action}"` }]);
    }
    (out as Record<string, unknown>)[field] = value;
  }
  return out;
}
