import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** What the customer owes at the door: the posted invoice less credit notes. */
export const AMOUNT_DUE = sql`(SELECT greatest(0, i.net_total - coalesce((SELECT sum(cn.amount) FROM credit_notes cn WHERE cn.invoice_id = i.id), 0))::float8
  FROM invoices i WHERE i.order_id = o.id AND i.status = 'posted')`;

export interface RunRow {
  id: number; display_id: string; agent_id: number; rider_name: string; rider_contact: string | null; location_id: number; status: string;
  delivery_date: string; delivery_slot_id: number | null; delivery_slot: string | null; vehicle_number: string | null; note: string | null;
  started_at: Date | null; ended_at: Date | null; created_at: Date; order_count: number; delivered_count: number;
}

const RUN_SELECT = sql`SELECT r.id, r.display_id, r.agent_id, a.first_name || ' ' || a.last_name AS rider_name, a.mobile_number AS rider_contact,
    r.location_id, r.status, to_char(r.delivery_date, 'YYYY-MM-DD') AS delivery_date, r.delivery_slot_id, ds.name AS delivery_slot,
    r.vehicle_number, r.note, r.started_at, r.ended_at, r.created_at,
    (SELECT count(*)::int FROM orders o WHERE o.dispatch_run_id = r.id) AS order_count,
    (SELECT count(*)::int FROM orders o WHERE o.dispatch_run_id = r.id AND o.status IN (15, 21)) AS delivered_count
  FROM dispatch_runs r JOIN agents a ON a.id = r.agent_id LEFT JOIN delivery_slots ds ON ds.id = r.delivery_slot_id`;

export async function runById(db: Db, id: number): Promise<RunRow | undefined> {
  return (await sql<RunRow>`${RUN_SELECT} WHERE r.id = ${id}`.execute(db)).rows[0];
}

export async function lockRun(trx: Db, id: number): Promise<{ id: number; agent_id: number; status: string; display_id: string } | undefined> {
  return (await sql<{ id: number; agent_id: number; status: string; display_id: string }>`SELECT id, agent_id, status, display_id FROM dispatch_runs WHERE id = ${id} FOR UPDATE`.execute(trx)).rows[0];
}

export interface RunFilter { statuses: string[]; searchKey?: string; agentId?: number; location?: number | null; skip: number; limit: number }

export async function runs(db: Db, f: RunFilter): Promise<{ items: RunRow[]; count: number }> {
  const parts = [sql`r.status IN (${sql.join(f.statuses)})`];
  if (f.searchKey) {
    const like = `%${f.searchKey.trim()}%`;
    parts.push(sql`(r.display_id ILIKE ${like} OR a.first_name || ' ' || a.last_name ILIKE ${like} OR r.vehicle_number ILIKE ${like})`);
  }
  if (f.agentId) parts.push(sql`r.agent_id = ${f.agentId}`);
  if (f.location) parts.push(sql`r.location_id = ${f.location}`);
  const w = sql.join(parts, sql` AND `);
  const items = (await sql<RunRow>`${RUN_SELECT} WHERE ${w} ORDER BY r.delivery_date DESC, r.id DESC LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db)).rows;
  const count = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM dispatch_runs r JOIN agents a ON a.id = r.agent_id WHERE ${w}`.execute(db)).rows[0].n;
  return { items, count };
}

export interface RunOrder {
  id: number; order_id: string; status: number; customer: string; customer_contact: string | null; delivery_address: string | null;
  delivery_city: string | null; delivery_date: string | null; delivery_slot: string | null; payment_method: string | null; amount_due: number | null;
  mode1_type: string | null; mode1_amount: number | null; mode2_type: string | null; mode2_amount: number | null; cold_chain: boolean; narcotic: boolean;
}

export async function runOrders(db: Db, runId: number, skip = 0, limit = 500): Promise<RunOrder[]> {
  return (await sql<RunOrder>`
    SELECT o.id::int AS id, o.display_id AS order_id, o.status, c.name AS customer, c.contact_number AS customer_contact, o.delivery_address,
      ci.name AS delivery_city, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, ds.name AS delivery_slot, o.payment_method,
      ${AMOUNT_DUE} AS amount_due, tp.mode1_type, tp.mode1_amount::float8 AS mode1_amount, tp.mode2_type, tp.mode2_amount::float8 AS mode2_amount,
      EXISTS (SELECT 1 FROM invoices i JOIN invoice_lines il ON il.invoice_id = i.id JOIN products p ON p.id = il.product_id
        WHERE i.order_id = o.id AND i.status = 'posted' AND p.cold_storage) AS cold_chain,
      EXISTS (SELECT 1 FROM invoices i JOIN invoice_lines il ON il.invoice_id = i.id JOIN products p ON p.id = il.product_id
        WHERE i.order_id = o.id AND i.status = 'posted' AND p.narcotic) AS narcotic
    FROM orders o JOIN customers c ON c.id = o.customer_id LEFT JOIN cities ci ON ci.id = o.delivery_city_id
    LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id
    LEFT JOIN trip_payments tp ON tp.order_id = o.id AND tp.voided_at IS NULL
    WHERE o.dispatch_run_id = ${runId} ORDER BY o.id LIMIT ${limit} OFFSET ${skip}`.execute(db)).rows;
}

export interface PreparedFilter {
  statuses: number[]; deliveryDate?: string; deliveryEndDate?: string; deliveryCity?: number; deliverySlot?: number; searchTerm?: string;
  location?: number | null; skip: number; limit: number;
}

/** Orders waiting for a run (prepared), in a pending run (re-assign rider) or returned — the planner's lists. */
export async function preparedOrders(db: Db, f: PreparedFilter) {
  const parts = [sql`o.status IN (${sql.join(f.statuses)})`];
  if (f.deliveryDate && f.deliveryEndDate) parts.push(sql`o.delivery_date BETWEEN ${f.deliveryDate}::date AND ${f.deliveryEndDate}::date`);
  else if (f.deliveryDate) parts.push(sql`o.delivery_date = ${f.deliveryDate}::date`);
  else if (f.deliveryEndDate) parts.push(sql`o.delivery_date <= ${f.deliveryEndDate}::date`);
  if (f.deliveryCity) parts.push(sql`o.delivery_city_id = ${f.deliveryCity}`);
  if (f.deliverySlot) parts.push(sql`o.delivery_slot_id = ${f.deliverySlot}`);
  if (f.location) parts.push(sql`o.location_id = ${f.location}`);
  if (f.searchTerm) {
    const like = `%${f.searchTerm.trim()}%`;
    parts.push(sql`(o.display_id ILIKE ${like} OR c.name ILIKE ${like} OR c.contact_number ILIKE ${like} OR o.delivery_address ILIKE ${like})`);
  }
  const w = sql.join(parts, sql` AND `);
  // The page and its count side by side (two pool connections on PostgreSQL).
  const [page, total] = await Promise.all([sql<RunOrder & { location_name: string; dispatch_run_id: number | null; dispatch_run: string | null; rider_name: string | null }>`
    SELECT o.id::int AS id, o.display_id AS order_id, o.status, c.name AS customer, c.contact_number AS customer_contact, o.delivery_address,
      ci.name AS delivery_city, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, ds.name AS delivery_slot, o.payment_method,
      ${AMOUNT_DUE} AS amount_due, pl.name AS location_name, o.dispatch_run_id, r.display_id AS dispatch_run,
      a.first_name || ' ' || a.last_name AS rider_name
    FROM orders o JOIN customers c ON c.id = o.customer_id JOIN pharmacy_locations pl ON pl.id = o.location_id
    LEFT JOIN cities ci ON ci.id = o.delivery_city_id LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id
    LEFT JOIN dispatch_runs r ON r.id = o.dispatch_run_id LEFT JOIN agents a ON a.id = r.agent_id
    WHERE ${w} ORDER BY o.delivery_date NULLS LAST, o.delivery_slot_id NULLS LAST, o.id LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db),
  sql<{ n: number }>`SELECT count(*)::int AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE ${w}`.execute(db)]);
  return { items: page.rows, count: total.rows[0].n };
}

export async function isRider(db: Db, agentId: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM agent_roles WHERE agent_id = ${agentId} AND role = 'delivery_agent'`.execute(db)).rows.length > 0;
}
