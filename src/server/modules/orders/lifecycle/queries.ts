import { sql } from 'kysely';
import type { Db } from '../../../db/connection';

/** SQL of the order lifecycle: the locked order row, its status update, its log, and effect reads. */

export interface LockedOrder {
  id: number; displayId: string; status: number; stage: string; actionRequired: boolean; locationId: number;
  assignedAgentId: number | null; dispatchRunId: number | null; customerId: number;
  /** The status of the order's dispatch run (null: in none); read when the order is locked. */
  runStatus?: string | null;
}

const ORDER_COLUMNS_OF = (t: string) => sql`${sql.ref(`${t}.id`)}, ${sql.ref(`${t}.display_id`)} AS "displayId", ${sql.ref(`${t}.status`)}, ${sql.ref(`${t}.stage`)},
  ${sql.ref(`${t}.action_required`)} AS "actionRequired", ${sql.ref(`${t}.location_id`)} AS "locationId", ${sql.ref(`${t}.assigned_agent_id`)} AS "assignedAgentId",
  ${sql.ref(`${t}.dispatch_run_id`)} AS "dispatchRunId", ${sql.ref(`${t}.customer_id`)} AS "customerId"`;
const ORDER_COLUMNS = sql`id, display_id AS "displayId", status, stage, action_required AS "actionRequired",
  location_id AS "locationId", assigned_agent_id AS "assignedAgentId", dispatch_run_id AS "dispatchRunId", customer_id AS "customerId"`;
const LOCKED_COLUMNS = sql`${ORDER_COLUMNS}, (SELECT r.status FROM dispatch_runs r WHERE r.id = orders.dispatch_run_id) AS "runStatus"`;

/** SELECT … FOR UPDATE: a concurrent transition of the same order waits here, then sees the new status. */
export async function lockOrder(trx: Db, orderId: number): Promise<LockedOrder | undefined> {
  return (await sql<LockedOrder>`SELECT ${LOCKED_COLUMNS} FROM orders WHERE id = ${orderId} FOR UPDATE`.execute(trx)).rows[0];
}

export interface StatusUpdate {
  to: number; at: Date | null; assignTo?: number | null;
  paymentMethod?: string | null; deliveryDate?: string | null; deliverySlotId?: number | null;
  dispatchRunId?: number | null; clearDispatchRun?: boolean; cancellationReason?: string | null;
  stamp?: Array<'quoted_at' | 'confirmed_at' | 'delivered_at' | 'closed_at'>;
}

/** Moves the status; `from` in the WHERE is the lost-update guard even if a caller skipped the lock. */
export async function updateStatus(trx: Db, orderId: number, from: number, u: StatusUpdate): Promise<LockedOrder | undefined> {
  return (await sql<LockedOrder>`UPDATE orders SET ${statusSet(u)}
    WHERE id = ${orderId} AND status = ${from}
    RETURNING ${ORDER_COLUMNS}`.execute(trx)).rows[0];
}

/**
 * The same move for many orders in one statement (one run of the statement triggers): each order
 * is guarded by the status it was locked in; the caller compares the returned rows with its ids.
 */
export async function updateStatusMany(trx: Db, moves: Array<{ id: number; from: number }>, u: StatusUpdate): Promise<LockedOrder[]> {
  if (!moves.length) return [];
  return (await sql<LockedOrder>`UPDATE orders SET ${statusSet(u)}
    FROM (SELECT unnest(${moves.map((m) => m.id)}::bigint[]) AS id, unnest(${moves.map((m) => m.from)}::smallint[]) AS from_status) AS m
    WHERE orders.id = m.id AND orders.status = m.from_status
    RETURNING ${ORDER_COLUMNS_OF('orders')}`.execute(trx)).rows;
}

function statusSet(u: StatusUpdate) {
  const at = sql`coalesce(${u.at}::timestamptz, now())`;
  const stamp = (col: string) => (u.stamp?.includes(col as never) ? sql`coalesce(${sql.ref(col)}, ${at})` : sql.ref(col));
  return sql`status = ${u.to}, last_status_update_time = ${at}, updated_at = ${at},
      assigned_agent_id = ${u.assignTo === undefined ? sql`assigned_agent_id` : sql`coalesce(assigned_agent_id, ${u.assignTo}::int)`},
      assigned_at = ${u.assignTo === undefined ? sql`assigned_at` : sql`CASE WHEN assigned_agent_id IS NULL THEN ${at} ELSE assigned_at END`},
      payment_method = ${u.paymentMethod === undefined ? sql`payment_method` : u.paymentMethod},
      delivery_date = ${u.deliveryDate === undefined ? sql`delivery_date` : sql`${u.deliveryDate}::date`},
      delivery_slot_id = ${u.deliverySlotId === undefined ? sql`delivery_slot_id` : sql`${u.deliverySlotId}::int`},
      dispatch_run_id = ${u.clearDispatchRun ? sql`NULL` : u.dispatchRunId === undefined ? sql`dispatch_run_id` : sql`${u.dispatchRunId}::int`},
      cancellation_reason = ${u.cancellationReason === undefined ? sql`cancellation_reason` : u.cancellationReason},
      quoted_at = ${stamp('quoted_at')}, confirmed_at = ${stamp('confirmed_at')},
      delivered_at = ${stamp('delivered_at')}, closed_at = ${stamp('closed_at')}`;
}

/** The locked rows of many orders, locked in id order (concurrent callers cannot deadlock on them). */
export async function lockOrders(trx: Db, orderIds: number[]): Promise<LockedOrder[]> {
  if (!orderIds.length) return [];
  return (await sql<LockedOrder>`SELECT ${LOCKED_COLUMNS} FROM orders WHERE id = ANY(${orderIds}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx)).rows;
}

export interface LogEntry { orderId: number; action: string; from: number | null; to: number; actor: string; agentId: number | null; role: string | null; message: string | null; at: Date | null }

/** Logged at the moment of writing (clock_timestamp, not the transaction's start): log order follows commit order. */
export async function insertLog(trx: Db, e: LogEntry): Promise<void> {
  await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, agent_id, role, message, created_at)
    VALUES (${e.orderId}, ${e.action}, ${e.from}, ${e.to}, ${e.actor}, ${e.agentId}, ${e.role}, ${e.message}, coalesce(${e.at}::timestamptz, clock_timestamp()))`.execute(trx);
}

/** One log entry per order of a set-based move, in one statement (same columns as insertLog). */
export async function insertLogs(trx: Db, entries: LogEntry[]): Promise<void> {
  if (!entries.length) return;
  const col = <T>(f: (e: LogEntry) => T) => entries.map(f);
  await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, agent_id, role, message, created_at)
    SELECT e.order_id, e.action, e.from_status, e.to_status, e.actor, e.agent_id, e.role, e.message, coalesce(e.at, clock_timestamp())
    FROM unnest(${col((e) => e.orderId)}::bigint[], ${col((e) => e.action)}::text[], ${col((e) => e.from)}::smallint[], ${col((e) => e.to)}::smallint[],
      ${col((e) => e.actor)}::text[], ${col((e) => e.agentId)}::int[], ${col((e) => e.role)}::text[], ${col((e) => e.message)}::text[],
      ${col((e) => e.at)}::timestamptz[]) AS e(order_id, action, from_status, to_status, actor, agent_id, role, message, at)
    ORDER BY e.order_id`.execute(trx);
}

/** The order's open quotation (status 0), newest first, with its lines per product. */
export async function openQuotation(trx: Db, orderId: number): Promise<{ id: number; lines: Array<{ productId: number; quantity: number }> } | undefined> {
  const q = (await sql<{ id: number }>`SELECT id FROM quotations WHERE order_id = ${orderId} AND status = 0 ORDER BY id DESC LIMIT 1`.execute(trx)).rows[0];
  if (!q) return undefined;
  const lines = (await sql<{ productId: number; quantity: number }>`SELECT product_id AS "productId", sum(quantity)::int AS quantity
    FROM quotation_lines WHERE quotation_id = ${q.id} GROUP BY product_id ORDER BY product_id`.execute(trx)).rows;
  return { id: q.id, lines };
}

/** True when the order's active reservations hold exactly these quantities per product (and nothing else). */
export async function holdsExactly(trx: Db, orderId: number, lines: Array<{ productId: number; quantity: number }>): Promise<boolean> {
  const held = (await sql<{ productId: number; quantity: number }>`SELECT product_id AS "productId", sum(quantity)::int AS quantity
    FROM reservations WHERE order_id = ${orderId} AND status = 'active' GROUP BY product_id`.execute(trx)).rows;
  if (!held.length || held.length !== lines.length) return false;
  const want = new Map(lines.map((l) => [l.productId, l.quantity]));
  return held.every((h) => want.get(h.productId) === h.quantity);
}

export async function setQuotationStatus(trx: Db, orderId: number, from: number[], to: number, latestOnly = false, validUntil: Date | null = null): Promise<number> {
  const r = await sql`UPDATE quotations SET status = ${to}, updated_at = now(), valid_until = coalesce(${validUntil}::timestamptz, valid_until)
    WHERE order_id = ${orderId} AND status = ANY(${from}::smallint[])
      ${latestOnly ? sql`AND id = (SELECT max(id) FROM quotations WHERE order_id = ${orderId} AND status = ANY(${from}::smallint[]))` : sql``}`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

export async function cancelDraftInvoices(trx: Db, orderId: number, at: Date | null): Promise<void> {
  await sql`UPDATE invoices SET status = 'cancelled', cancelled_at = coalesce(${at}::timestamptz, now()), updated_at = coalesce(${at}::timestamptz, now())
    WHERE order_id = ${orderId} AND status = 'draft'`.execute(trx);
}

export async function hasPostedInvoice(trx: Db, orderId: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM invoices WHERE order_id = ${orderId} AND status = 'posted'`.execute(trx)).rows.length > 0;
}

/** True when every posted invoice line of the order came back through credit notes. */
export async function invoiceFullyCredited(trx: Db, orderId: number): Promise<boolean> {
  const r = await sql<{ open: number }>`SELECT count(*)::int AS open FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
    WHERE i.order_id = ${orderId} AND i.status = 'posted' AND l.batch_qty > coalesce(
      (SELECT sum(c.quantity) FROM credit_note_lines c WHERE c.invoice_line_id = l.id), 0)`.execute(trx);
  return r.rows[0].open === 0;
}

export async function hasLiveTripPayment(trx: Db, orderId: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM trip_payments WHERE order_id = ${orderId} AND voided_at IS NULL`.execute(trx)).rows.length > 0;
}

/** The ids among `orderIds` that have a live trip payment. */
export async function withLiveTripPayment(trx: Db, orderIds: number[]): Promise<Set<number>> {
  const rows = (await sql<{ id: number }>`SELECT order_id::int AS id FROM trip_payments WHERE order_id = ANY(${orderIds}::bigint[]) AND voided_at IS NULL`.execute(trx)).rows;
  return new Set(rows.map((r) => Number(r.id)));
}

export async function voidTripPayments(trx: Db, orderId: number, at: Date | null): Promise<void> {
  await sql`UPDATE trip_payments SET voided_at = coalesce(${at}::timestamptz, now()) WHERE order_id = ${orderId} AND voided_at IS NULL`.execute(trx);
}
