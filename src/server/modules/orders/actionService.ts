import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { assertSlotHasRoom } from '../deliverySlots/capacity';
import { creditWholeInvoice } from '../quotations/creditNoteService';
import { transitionNamed } from '../../../shared/orders/transitions';
import { transition, type Actor, type TransitionPatch } from './lifecycle/service';
import { getOrderCore } from './detailQueries';
import { orderRowsByIds } from './listQueries';
import { orderEventBus } from './events';
import { assertInScope } from './scope';

export interface StaffActor { id: number; role: string | null; locationId: number | null; scope: number | null; request?: FastifyRequest }

export interface CancelValues { reason?: string; cancellationReason?: string; cancelReason?: string; note?: string }
export interface ConfirmValues { paymentMethod: string; deliveryDate: string; deliverySlot?: number | null; note?: string }

/**
 * Staff actions on one order (cancel, complete, confirm the quotation). The order service
 * (lifecycle/service.ts) decides: it checks the status and the role's ability, runs the effects,
 * logs and publishes. This file only picks the action, the patch and the audience.
 */
export class OrderActionService {
  constructor(private readonly app: FastifyInstance) {}

  private actorOf(a: StaffActor): Actor {
    return { kind: 'agent', agentId: a.id, role: a.role, locationId: a.locationId, abilities: a.role ? this.app.permissions.abilitiesOf(a.role) : {} };
  }

  private async run(a: StaffActor, orderId: number, action: string, patch: TransitionPatch, message: string | null, expectedStatus?: number,
    during?: (trx: Db) => Promise<void>) {
    const bus = orderEventBus(this.app);
    const result = await transition(this.app.db, bus, { orderId, action, actor: this.actorOf(a), patch, message, expectedStatus, during });
    await bus.settled();
    const [row] = await orderRowsByIds(this.app.db, [orderId]);
    return { ...result, row };
  }

  private async visibleOrder(a: StaffActor, orderId: number) {
    const order = await getOrderCore(this.app.db, orderId);
    assertInScope(order, a.scope, `Order ${orderId}`);
    return order;
  }

  /** cancel-order: before invoicing a plain cancel; after it, cancelInvoiced (needs the invoice credited). */
  async cancel(a: StaffActor, orderId: number, values: CancelValues) {
    const order = await this.visibleOrder(a, orderId);
    const reason = (values.reason ?? values.cancellationReason ?? values.cancelReason ?? '').trim() || null;
    const invoiced = transitionNamed('cancelInvoiced')!.from.includes(order.status as never);
    // After invoicing, cancelling credits whatever the invoice still holds (goods back to their batches) in the same transaction.
    const credit = invoiced ? (trx: Db) => creditWholeInvoice(trx, a, orderId, reason ?? 'Order cancelled') : undefined;
    return this.run(a, orderId, invoiced ? 'cancelInvoiced' : 'cancel', { cancellationReason: reason }, values.note?.trim() || reason, order.status, credit);
  }

  async complete(a: StaffActor, orderId: number, values: { note?: string }) {
    const order = await this.visibleOrder(a, orderId);
    return this.run(a, orderId, 'complete', {}, values.note?.trim() || null, order.status);
  }

  /** confirm-quotation-by-agent: the customer's answer taken by staff (payment method, delivery date and a slot with room). */
  async confirmQuotation(a: StaffActor, orderId: number, v: ConfirmValues) {
    const order = await this.visibleOrder(a, orderId);
    // deliveryDate is today or later: the route's schema says so (x-date-range).
    const patch: TransitionPatch = { paymentMethod: v.paymentMethod, deliveryDate: v.deliveryDate, ...(v.deliverySlot != null ? { deliverySlotId: v.deliverySlot } : {}) };
    const slotCheck = v.deliverySlot != null ? (trx: Db) => assertSlotHasRoom(trx, v.deliverySlot!, v.deliveryDate, orderId) : undefined;
    return this.run(a, orderId, 'confirmQuotationByAgent', patch, v.note?.trim() || null, order.status, slotCheck);
  }
}
