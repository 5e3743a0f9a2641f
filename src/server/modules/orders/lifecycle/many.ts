import type { Db } from '../../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { transitionNamed } from '../../../../shared/orders/transitions';
import { EFFECTS, MANY_EFFECTS } from './effects';
import { checkActor, checkStatus, patchOf, recordMove, type Actor, type TransitionPatch, type TransitionResult } from './service';
import * as q from './queries';

/** The same transition for a set of orders (every arrived order of a dispatch run, say). */
export interface ManyTransitionRequest {
  orderIds: number[];
  action: string;
  actor: Actor;
  patch?: TransitionPatch;
  message?: string | null;
  at?: Date | null;
}

/**
 * The order service's set-based form of applyTransition, inside the caller's transaction: the same
 * checks, effects, order log, audit and results, but one statement per step for the whole set
 * (lock in id order, check each order, effects, one guarded UPDATE, one log insert) instead of one
 * round of statements per order — the orders' statement triggers (stage counts, dashboards) run
 * once. All or none: any order that may not move refuses the whole set (403/404/409).
 */
export async function applyTransitionMany(trx: Db, req: ManyTransitionRequest): Promise<TransitionResult[]> {
  if (!trx.isTransaction) throw new Error('applyTransitionMany must run inside a transaction');
  const t = transitionNamed(req.action);
  if (!t) throw new ValidationError([{ field: 'action', message: `unknown order action "${req.action}"` }]);
  const ids = [...new Set(req.orderIds)].sort((a, b) => a - b);
  if (!ids.length) return [];
  const locked = await q.lockOrders(trx, ids);
  const byId = new Map(locked.map((o) => [Number(o.id), o]));
  const orders = ids.map((id) => {
    const order = byId.get(id);
    if (!order) throw new NotFoundError(`Order ${id} not found`);
    checkActor(t, req.actor, order);
    checkStatus(t, order, undefined);
    return order;
  });
  const agentId = req.actor.kind === 'agent' ? req.actor.agentId : null;
  const at = req.at ?? null;
  const update: q.StatusUpdate = { to: t.to, at, ...patchOf(t, req.patch) };
  for (const effect of t.effects) {
    const many = MANY_EFFECTS[effect];
    if (many) await many({ trx, orders, update, agentId, at });
    else for (const order of orders) await EFFECTS[effect]({ trx, order, update, agentId, at });
  }
  const moved = await q.updateStatusMany(trx, orders.map((o) => ({ id: o.id, from: o.status })), update);
  if (moved.length !== orders.length) {
    const gone = orders.find((o) => !moved.some((m) => Number(m.id) === Number(o.id)))!;
    throw new ConflictError(`Order ${gone.displayId} changed while "${t.action}" was running; reload and try again`);
  }
  const role = req.actor.kind === 'agent' ? req.actor.role ?? null : null;
  await q.insertLogs(trx, orders.map((o) => ({
    orderId: o.id, action: t.action, from: o.status, to: t.to, actor: req.actor.kind, agentId, role, message: req.message ?? null, at,
  })));
  const after = new Map(moved.map((m) => [Number(m.id), m]));
  const when = at ?? new Date();
  const results: TransitionResult[] = [];
  for (const order of orders) results.push(await recordMove(trx, req.actor, t, order, after.get(Number(order.id))!, when));
  return results;
}
