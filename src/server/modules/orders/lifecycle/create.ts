import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { EventBus } from '../../../events';
import { ORDER_STATUS } from '../../../../shared/orders/statuses';
import { insertLog } from './queries';
import { auditActorOf, publishTransitions, type Actor, type TransitionResult } from './service';
import { recordAudit } from '../../../platform/audit';

export interface NewOrder {
  customerId: number; locationId: number; patientId?: number | null; prescriptionId?: number | null; parentOrderId?: number | null;
  source?: 'app' | 'offline'; receiveModeId?: number | null; deliveryCityId?: number | null; deliveryAddress?: string | null;
  deliveryDate?: string | null; deliverySlotId?: number | null; paymentMethod?: string | null; note?: string | null;
  /** Offline orders may start as a draft (0); everything else arrives as new_order (1). */
  draft?: boolean;
}

/**
 * Creates an order with its first log entry (from nothing to 0 or 1) and its chat thread, in the
 * caller's transaction. Publish the result after commit (newOrder, or reOrder for a re-order).
 */
export async function insertOrder(trx: Db, o: NewOrder, actor: Actor, at: Date | null = null): Promise<TransitionResult> {
  if (!trx.isTransaction) throw new Error('insertOrder must run inside a transaction');
  const status = o.draft ? ORDER_STATUS.draft : ORDER_STATUS.new_order;
  const agentId = actor.kind === 'agent' ? actor.agentId : null;
  const row = (await sql<{ id: number; displayId: string; stage: string; actionRequired: boolean }>`INSERT INTO orders
      (customer_id, location_id, patient_id, prescription_id, parent_order_id, source, receive_mode_id, created_by_agent_id, status,
       delivery_city_id, delivery_address, delivery_date, delivery_slot_id, payment_method, note, created_at, updated_at, last_status_update_time)
    VALUES (${o.customerId}, ${o.locationId}, ${o.patientId ?? null}, ${o.prescriptionId ?? null}, ${o.parentOrderId ?? null},
      ${o.source ?? 'app'}, ${o.receiveModeId ?? null}, ${agentId}, ${status}, ${o.deliveryCityId ?? null}, ${o.deliveryAddress ?? null},
      ${o.deliveryDate ?? null}::date, ${o.deliverySlotId ?? null}, ${o.paymentMethod ?? null}, ${o.note ?? null},
      coalesce(${at}::timestamptz, now()), coalesce(${at}::timestamptz, now()), coalesce(${at}::timestamptz, now()))
    RETURNING id, display_id AS "displayId", stage, action_required AS "actionRequired"`.execute(trx)).rows[0];
  await insertLog(trx, {
    orderId: row.id, action: o.draft ? 'createDraft' : 'placeOrder', from: null, to: status, actor: actor.kind, agentId,
    role: actor.kind === 'agent' ? actor.role ?? null : null, message: null, at,
  });
  await sql`INSERT INTO chat_threads (order_id, customer_id, created_at) VALUES (${row.id}, ${o.customerId}, coalesce(${at}::timestamptz, now()))
    ON CONFLICT (order_id) DO NOTHING`.execute(trx);
  await recordAudit(trx, auditActorOf(actor), {
    entity: 'order', recordId: row.id, action: o.draft ? 'createDraft' : 'placeOrder',
    after: { status, customerId: o.customerId, locationId: o.locationId, patientId: o.patientId, prescriptionId: o.prescriptionId, parentOrderId: o.parentOrderId, source: o.source ?? 'app', deliveryAddress: o.deliveryAddress, deliveryDate: o.deliveryDate, paymentMethod: o.paymentMethod, note: o.note },
  });
  return {
    action: o.draft ? 'createDraft' : 'placeOrder', orderId: row.id, displayId: row.displayId, from: status, to: status,
    stage: row.stage, actionRequired: row.actionRequired, locationId: o.locationId, assignedAgentId: null, at: at ?? new Date(),
    events: o.draft ? [] : [o.parentOrderId ? 'reOrder' : 'newOrder'],
  };
}

/** Creates an order in its own transaction and announces it. */
export async function createOrder(db: Db, bus: EventBus, o: NewOrder, actor: Actor): Promise<TransitionResult> {
  const result = await db.transaction().execute((trx) => insertOrder(trx, o, actor));
  publishTransitions(bus, [result]);
  return result;
}
