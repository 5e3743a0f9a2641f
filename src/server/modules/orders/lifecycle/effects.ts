import type { Db } from '../../../db/connection';
import { ConflictError } from '../../../errors';
import type { TransitionEffect } from '../../../../shared/orders/transitions';
import { QUOTATION_STATUS as Q } from '../../../../shared/orders/quotationStatuses';
import * as stock from '../../stock/service';
import * as q from './queries';
import type { LockedOrder, StatusUpdate } from './queries';

/**
 * The side effects of the transition table, run inside the transition's transaction. Guards
 * (require…) run before the status moves and refuse with a 409 that says what is missing; the
 * others either add to the order update or call the owning service (stock).
 */

export interface EffectContext {
  trx: Db;
  order: LockedOrder;
  update: StatusUpdate;
  agentId: number | null;
  at: Date | null;
}

const QUOTATION_VALID_DAYS = 3;

type Handler = (c: EffectContext) => Promise<void>;

const stampOn = (col: NonNullable<StatusUpdate['stamp']>[number]): Handler => async ({ update }) => {
  update.stamp = [...(update.stamp ?? []), col];
};

export const EFFECTS: Record<TransitionEffect, Handler> = {
  assignToActor: async ({ update, agentId }) => { if (agentId) update.assignTo = agentId; },
  requireOpenQuotation: async ({ trx, order }) => {
    const open = await q.openQuotation(trx, order.id);
    if (!open?.lines.length) throw new ConflictError(`Order ${order.displayId} has no open quotation with lines`);
  },
  stampQuoted: stampOn('quoted_at'),
  stampConfirmed: stampOn('confirmed_at'),
  stampDelivered: stampOn('delivered_at'),
  stampClosed: stampOn('closed_at'),
  reserveStock: async ({ trx, order, agentId, at }) => {
    const open = await q.openQuotation(trx, order.id);
    if (!open) throw new ConflictError(`Order ${order.displayId} has no open quotation to reserve stock for`);
    // Submitting already reserved it: accepting keeps that holding instead of re-picking batches.
    if (await q.holdsExactly(trx, order.id, open.lines)) return;
    await stock.releaseOrder(trx, order.id, { agentId, at });
    await stock.reserve(trx, order.id, open.lines, { agentId, at });
  },
  releaseStock: async ({ trx, order, agentId, at }) => { await stock.releaseOrder(trx, order.id, { agentId, at }); },
  expireQuotation: async ({ trx, order }) => { await q.setQuotationStatus(trx, order.id, [Q.odoo_quotation], Q.expired); },
  reopenQuotation: async ({ trx, order, at }) => {
    const until = new Date((at ?? new Date()).getTime() + QUOTATION_VALID_DAYS * 86_400_000);
    const n = await q.setQuotationStatus(trx, order.id, [Q.expired], Q.odoo_quotation, true, until);
    if (!n) throw new ConflictError(`Order ${order.displayId} has no expired quotation to reactivate`);
  },
  cancelQuotations: async ({ trx, order, at }) => {
    await q.setQuotationStatus(trx, order.id, [Q.odoo_quotation], Q.cancelled);
    await q.cancelDraftInvoices(trx, order.id, at);
  },
  requirePostedInvoice: async ({ trx, order }) => {
    if (!(await q.hasPostedInvoice(trx, order.id))) throw new ConflictError(`Order ${order.displayId} has no posted invoice`);
  },
  requireInvoiceCredited: async ({ trx, order }) => {
    if (!(await q.invoiceFullyCredited(trx, order.id))) {
      throw new ConflictError(`Order ${order.displayId} is invoiced: issue a credit note for the whole invoice before cancelling`);
    }
  },
  requireDispatchRun: async ({ order, update }) => {
    if (!(update.dispatchRunId ?? order.dispatchRunId)) throw new ConflictError(`Order ${order.displayId} needs a dispatch run`);
  },
  requireTripPayment: async ({ trx, order }) => {
    if (!(await q.hasLiveTripPayment(trx, order.id))) throw new ConflictError(`Order ${order.displayId} has no recorded trip payment`);
  },
  voidTripPayment: async ({ trx, order, at }) => { await q.voidTripPayments(trx, order.id, at); },
  leaveDispatchRun: async ({ update }) => { update.clearDispatchRun = true; },
};

/** The context of an effect over a set of orders (applyTransitionMany): one shared update for the set. */
export interface ManyEffectContext {
  trx: Db;
  orders: LockedOrder[];
  update: StatusUpdate;
  agentId: number | null;
  at: Date | null;
}

type ManyHandler = (c: ManyEffectContext) => Promise<void>;

/** Effects that only change the update, run once for the set. */
const onUpdate = (effect: TransitionEffect): ManyHandler => async ({ trx, orders, update, agentId, at }) => {
  await EFFECTS[effect]({ trx, order: orders[0], update, agentId, at });
};

/**
 * Set-based forms of the effects, one statement (or none) for the whole set, same refusals. An
 * effect without one here runs per order through EFFECTS (stock, quotations: not on set-based paths).
 */
export const MANY_EFFECTS: Partial<Record<TransitionEffect, ManyHandler>> = {
  assignToActor: onUpdate('assignToActor'),
  stampQuoted: onUpdate('stampQuoted'),
  stampConfirmed: onUpdate('stampConfirmed'),
  stampDelivered: onUpdate('stampDelivered'),
  stampClosed: onUpdate('stampClosed'),
  leaveDispatchRun: onUpdate('leaveDispatchRun'),
  requireDispatchRun: async ({ orders, update }) => {
    const missing = orders.find((o) => !(update.dispatchRunId ?? o.dispatchRunId));
    if (missing) throw new ConflictError(`Order ${missing.displayId} needs a dispatch run`);
  },
  requireTripPayment: async ({ trx, orders }) => {
    const paid = await q.withLiveTripPayment(trx, orders.map((o) => o.id));
    const missing = orders.find((o) => !paid.has(Number(o.id)));
    if (missing) throw new ConflictError(`Order ${missing.displayId} has no recorded trip payment`);
  },
};
