import { sql } from 'kysely';
import type { Db } from '../../db/connection';

const name = (alias: string) => sql.raw(`CASE WHEN ${alias}.id IS NULL THEN NULL ELSE ${alias}.first_name || ' ' || ${alias}.last_name END`);

/**
 * One order in schemas/order.schema.json's names (the generated order page, issue 21), with the
 * label of each reference beside its id (`customerName` beside `customerId`, the schema's
 * `x-reference.display`), so the page reads no other resource.
 */
export async function orderRecord(db: Db, id: number) {
  return (await sql<Record<string, unknown> & { location: number }>`SELECT o.id, o.id AS "orderId", o.display_id AS "displayId",
      o.customer_id AS "customerId", c.name AS "customerName", o.patient_id AS "patientId",
      CASE WHEN pt.id IS NULL THEN NULL ELSE pt.first_name || ' ' || pt.last_name END AS "patientName",
      o.prescription_id AS "prescriptionId", rx.display_id AS "prescriptionDisplayId", o.parent_order_id AS "parentOrderId", o.source,
      o.receive_mode_id AS "receiveModeId", rm.receive_mode AS "receiveModeName", o.created_by_agent_id AS "createdByAgentId",
      ${name('cb')} AS "createdByAgentName", o.status AS "orderStatus", o.awaiting_reply AS "awaitingReply", o.action_required AS "actionRequired",
      o.stage, o.assigned_agent_id AS "assignedAgentId", ${name('aa')} AS "assignedAgentName", o.assigned_at AS "assignedAt",
      o.location_id AS location, l.name AS "locationName", o.delivery_city_id AS "deliveryCity", ci.name AS "deliveryCityName",
      o.delivery_address AS "deliveryAddress", o.delivery_date AS "deliveryDate", o.delivery_slot_id AS "deliverySlot", ds.name AS "deliverySlotName",
      o.payment_method AS "paymentMethod", o.dispatch_run_id AS "dispatchRunId", dr.display_id AS "dispatchRunDisplayId",
      o.settlement_id AS "settlementId", o.cancellation_reason AS "cancellationReason", o.note, o.created_at AS "createdAt",
      o.updated_at AS "updatedAt", o.last_status_update_time AS "lastStatusUpdateTime", o.sorting_date_for_sort AS "sortingDateForSort",
      o.quoted_at AS "quotedAt", o.confirmed_at AS "confirmedAt", o.delivered_at AS "deliveredAt", o.closed_at AS "closedAt"
    FROM orders o JOIN customers c ON c.id = o.customer_id JOIN pharmacy_locations l ON l.id = o.location_id
    LEFT JOIN patients pt ON pt.id = o.patient_id LEFT JOIN prescriptions rx ON rx.id = o.prescription_id
    LEFT JOIN receive_modes rm ON rm.id = o.receive_mode_id LEFT JOIN agents cb ON cb.id = o.created_by_agent_id
    LEFT JOIN agents aa ON aa.id = o.assigned_agent_id LEFT JOIN cities ci ON ci.id = o.delivery_city_id
    LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id LEFT JOIN dispatch_runs dr ON dr.id = o.dispatch_run_id
    WHERE o.id = ${id}`.execute(db)).rows[0];
}
