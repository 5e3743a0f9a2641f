import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** The SQL behind the order detail modal (spec 7 Orders: summary, hierarchy, roadmap, payment, logs). */

export interface OrderCore {
  id: number; display_id: string; status: number; stage: string; action_required: boolean; awaiting_reply: boolean;
  customer_id: number; patient_id: number | null; prescription_id: number | null; parent_order_id: number | null;
  source: string; location_id: number; location_name: string; delivery_city_id: number | null; delivery_city: string | null;
  delivery_address: string | null; delivery_date: string | null; delivery_slot_id: number | null; delivery_slot: string | null;
  payment_method: string | null; assigned_agent_id: number | null; assigned_agent_name: string | null; assigned_at: Date | null;
  dispatch_run_id: number | null; settlement_id: number | null; cancellation_reason: string | null; note: string | null;
  created_at: Date; updated_at: Date; last_status_update_time: Date; quoted_at: Date | null; confirmed_at: Date | null;
  delivered_at: Date | null; closed_at: Date | null;
}

export async function getOrderCore(db: Db, id: number): Promise<OrderCore | undefined> {
  return (await sql<OrderCore>`SELECT o.id, o.display_id, o.status, o.stage, o.action_required, o.awaiting_reply, o.customer_id,
      o.patient_id, o.prescription_id, o.parent_order_id, o.source, o.location_id, l.name AS location_name, o.delivery_city_id,
      ci.name AS delivery_city, o.delivery_address, o.delivery_date, o.delivery_slot_id, ds.name AS delivery_slot, o.payment_method,
      o.assigned_agent_id, CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS assigned_agent_name,
      o.assigned_at, o.dispatch_run_id, o.settlement_id, o.cancellation_reason, o.note, o.created_at, o.updated_at,
      o.last_status_update_time, o.quoted_at, o.confirmed_at, o.delivered_at, o.closed_at
    FROM orders o JOIN pharmacy_locations l ON l.id = o.location_id
    LEFT JOIN cities ci ON ci.id = o.delivery_city_id LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id
    LEFT JOIN agents a ON a.id = o.assigned_agent_id
    WHERE o.id = ${id}`.execute(db)).rows[0];
}

export async function getCustomer(db: Db, id: number) {
  return (await sql<Record<string, unknown>>`SELECT id, display_id AS "displayId", name, contact_number AS "contactNumber", email, source,
    addresses, created_at AS "createdAt" FROM customers WHERE id = ${id}`.execute(db)).rows[0];
}

export async function getPatientBrief(db: Db, id: number) {
  return (await sql<Record<string, unknown>>`SELECT id, display_id AS "displayId", first_name AS "firstName", last_name AS "lastName",
    date_of_birth AS "dateOfBirth", gender, relationship, allergies FROM patients WHERE id = ${id}`.execute(db)).rows[0];
}

/** The current quotation (latest open or invoiced one) with its lines and their gross value. */
export async function currentQuotation(db: Db, orderId: number) {
  const quotation = (await sql<Record<string, unknown> & { quotationId: number; deliveryFee: number; netTotal: number }>`SELECT id AS "quotationId", status, delivery_fee AS "deliveryFee",
      dispense_period AS "dispensePeriod", dispense_type AS "dispenseType", lines_total AS "linesTotal", net_total AS "netTotal",
      valid_until AS "validUntil", submitted_at AS "submittedAt", created_at AS "createdAt"
    FROM quotations WHERE order_id = ${orderId} AND status IN (0, 1) ORDER BY id DESC LIMIT 1`.execute(db)).rows[0];
  if (!quotation) return null;
  const lineItems = (await sql<Record<string, unknown> & { gross: number }>`SELECT ql.id AS "lineId", ql.product_id AS "productId",
      p.display_id AS "productCode", p.product_name AS "productName", p.lowest_uom AS "lowestUom", ql.quantity,
      ql.unit_price AS "unitPrice", ql.discount, ql.line_total AS "lineTotal", (ql.quantity * ql.unit_price)::numeric(14,2) AS gross
    FROM quotation_lines ql JOIN products p ON p.id = ql.product_id WHERE ql.quotation_id = ${quotation.quotationId} ORDER BY ql.id`.execute(db)).rows;
  return { ...quotation, lineItems };
}

export async function liveInvoice(db: Db, orderId: number) {
  return (await sql<Record<string, unknown> & { netTotal: number }>`SELECT id AS "invoiceId", invoice_no AS "invoiceNo", status,
      lines_total AS "linesTotal", delivery_fee AS "deliveryFee", promo_discount AS "promoDiscount", net_total AS "netTotal",
      posted_at AS "postedAt", created_at AS "createdAt"
    FROM invoices WHERE order_id = ${orderId} AND status <> 'cancelled' ORDER BY id DESC LIMIT 1`.execute(db)).rows[0] ?? null;
}

export interface TreeNode { id: number; order_id: string; status: number; stage: string; parent_order_id: number | null; created: Date; depth: number }

/** The whole family of an order: up to its first order, then every re-order below that. */
export async function orderFamily(db: Db, id: number): Promise<TreeNode[]> {
  return (await sql<TreeNode>`WITH RECURSIVE up AS (
      SELECT id, parent_order_id, 0 AS hops FROM orders WHERE id = ${id}
      UNION ALL SELECT o.id, o.parent_order_id, up.hops + 1 FROM orders o JOIN up ON o.id = up.parent_order_id WHERE up.hops < 50
    ), root AS (SELECT id FROM up ORDER BY hops DESC LIMIT 1),
    down AS (
      SELECT o.id, o.display_id, o.status, o.stage, o.parent_order_id, o.created_at, 0 AS depth FROM orders o JOIN root ON o.id = root.id
      UNION ALL SELECT o.id, o.display_id, o.status, o.stage, o.parent_order_id, o.created_at, down.depth + 1
        FROM orders o JOIN down ON o.parent_order_id = down.id WHERE down.depth < 50
    )
    SELECT id, display_id AS order_id, status, stage, parent_order_id, created_at AS created, depth FROM down ORDER BY depth, id LIMIT 500`.execute(db)).rows;
}

export interface LogRow {
  id: number; action: string; fromStatus: number | null; toStatus: number; actor: string; agentId: number | null;
  agentName: string | null; role: string | null; message: string | null; createdAt: Date;
}

export async function orderLogs(db: Db, orderId: number): Promise<LogRow[]> {
  return (await sql<LogRow>`SELECT g.id, g.action, g.from_status AS "fromStatus", g.to_status AS "toStatus", g.actor, g.agent_id AS "agentId",
      CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS "agentName", g.role, g.message, g.created_at AS "createdAt"
    FROM order_logs g LEFT JOIN agents a ON a.id = g.agent_id WHERE g.order_id = ${orderId} ORDER BY g.id LIMIT 1000`.execute(db)).rows;
}

export async function dispatchRun(db: Db, id: number) {
  return (await sql<Record<string, unknown>>`SELECT d.id AS "dispatchId", d.display_id AS "displayId", d.status, d.delivery_date AS "deliveryDate",
      d.agent_id AS "riderId", a.first_name || ' ' || a.last_name AS "riderName", d.started_at AS "startedAt", d.ended_at AS "endedAt"
    FROM dispatch_runs d JOIN agents a ON a.id = d.agent_id WHERE d.id = ${id}`.execute(db)).rows[0] ?? null;
}

export async function tripPayments(db: Db, orderId: number) {
  return (await sql<Record<string, unknown> & { mode1Amount: number; mode2Amount: number | null; voidedAt: Date | null }>`SELECT
      t.id, t.mode1_type AS "mode1Type", t.mode1_amount AS "mode1Amount", t.mode2_type AS "mode2Type", t.mode2_amount AS "mode2Amount",
      t.agent_id AS "riderId", a.first_name || ' ' || a.last_name AS "riderName", t.dispatch_run_id AS "dispatchId",
      t.created_at AS "createdAt", t.voided_at AS "voidedAt"
    FROM trip_payments t JOIN agents a ON a.id = t.agent_id WHERE t.order_id = ${orderId} ORDER BY t.id`.execute(db)).rows;
}

export async function settlement(db: Db, id: number) {
  return (await sql<Record<string, unknown>>`SELECT s.id AS "settlementId", s.created_at AS "createdAt", s.total_amount AS "totalAmount",
      a.first_name || ' ' || a.last_name AS "processedBy"
    FROM settlements s JOIN agents a ON a.id = s.processed_by_agent_id WHERE s.id = ${id}`.execute(db)).rows[0] ?? null;
}
