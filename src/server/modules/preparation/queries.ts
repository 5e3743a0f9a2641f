import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { ORDER_STATUS as S } from '../../../shared/orders/statuses';

/** Statuses of the preparation queue: invoiced (not yet released), confirmed for dispensing, preparing. */
export const QUEUE_STATUSES = [S.invoice_done, S.confirm, S.preparing];

export interface QueueFilter {
  keyWord?: string; startDate?: string; endDate?: string; deliverySlot?: number; location?: number | null;
  statusArray?: number[]; agentId?: number; skip: number; limit: number;
}

const where = (f: QueueFilter) => {
  const statuses = f.statusArray?.length ? f.statusArray.filter((s) => QUEUE_STATUSES.includes(s as never)) : QUEUE_STATUSES;
  const parts = [sql`o.status IN (${sql.join(statuses.length ? statuses : [-1])})`];
  if (f.keyWord) {
    const like = `%${f.keyWord.trim()}%`;
    parts.push(sql`(o.display_id ILIKE ${like} OR c.name ILIKE ${like} OR c.contact_number ILIKE ${like})`);
  }
  if (f.startDate) parts.push(sql`o.delivery_date >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`o.delivery_date <= ${f.endDate}::date`);
  if (f.deliverySlot) parts.push(sql`o.delivery_slot_id = ${f.deliverySlot}`);
  if (f.location) parts.push(sql`o.location_id = ${f.location}`);
  if (f.agentId) parts.push(sql`o.assigned_agent_id = ${f.agentId}`);
  return sql.join(parts, sql` AND `);
};

export interface QueueRow {
  id: number; order_id: string; status: number; customer: string; customer_contact: string | null; delivery_date: string | null;
  delivery_slot: string | null; delivery_city: string | null; location_id: number; location_name: string; line_count: number;
  cold_chain: boolean; narcotic: boolean; net_total: number | null; last_status_update_time: Date;
}

export async function queue(db: Db, f: QueueFilter): Promise<{ items: QueueRow[]; count: number }> {
  const w = where(f);
  // The page and its count side by side (two pool connections on PostgreSQL).
  const [page, total] = await Promise.all([sql<QueueRow>`
    SELECT o.id::int AS id, o.display_id AS order_id, o.status, c.name AS customer, c.contact_number AS customer_contact,
      to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, ds.name AS delivery_slot, ci.name AS delivery_city,
      o.location_id, pl.name AS location_name, o.last_status_update_time,
      coalesce(x.line_count, 0)::int AS line_count, coalesce(x.cold_chain, false) AS cold_chain, coalesce(x.narcotic, false) AS narcotic,
      i.net_total::float8 AS net_total
    FROM orders o JOIN customers c ON c.id = o.customer_id JOIN pharmacy_locations pl ON pl.id = o.location_id
    LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id LEFT JOIN cities ci ON ci.id = o.delivery_city_id
    LEFT JOIN invoices i ON i.order_id = o.id AND i.status = 'posted'
    LEFT JOIN LATERAL (SELECT count(*) AS line_count, bool_or(p.cold_storage) AS cold_chain, bool_or(p.narcotic) AS narcotic
      FROM invoice_lines il JOIN products p ON p.id = il.product_id WHERE il.invoice_id = i.id) x ON true
    WHERE ${w}
    ORDER BY o.delivery_date NULLS LAST, o.id
    LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db),
  sql<{ n: number }>`SELECT count(*)::int AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE ${w}`.execute(db)]);
  return { items: page.rows, count: total.rows[0].n };
}

/** Orders per preparation status (optionally one agent's), for the queue's badges. */
export async function counts(db: Db, location: number | null, agentId?: number): Promise<Record<string, number>> {
  const rows = (await sql<{ status: number; n: number }>`SELECT status, count(*)::int AS n FROM orders
    WHERE status IN (${sql.join([...QUEUE_STATUSES, S.prepared])})
      ${location ? sql`AND location_id = ${location}` : sql``} ${agentId ? sql`AND assigned_agent_id = ${agentId}` : sql``}
    GROUP BY status`.execute(db)).rows;
  const by = new Map(rows.map((r) => [r.status, r.n]));
  const toPrepare = (by.get(S.invoice_done) ?? 0) + (by.get(S.confirm) ?? 0);
  return { toPrepare, preparing: by.get(S.preparing) ?? 0, prepared: by.get(S.prepared) ?? 0, total: toPrepare + (by.get(S.preparing) ?? 0) };
}

export interface PickLine {
  lineId: number; productId: number; productCode: string; productName: string; genericName: string | null; lowestUom: string | null;
  quantity: number; batchId: number | null; batch: string | null; expiryDate: string | null; shelfQuantity: number | null;
  coldChain: boolean; narcotic: boolean; unitPrice: number; lineTotal: number;
}

export async function pickLines(db: Db, orderId: number): Promise<PickLine[]> {
  return (await sql<PickLine>`
    SELECT il.id::int AS "lineId", p.id AS "productId", 'P' || lpad(p.id::text, 6, '0') AS "productCode", p.product_name AS "productName",
      p.generic_name AS "genericName", p.lowest_uom AS "lowestUom", coalesce(nullif(il.batch_qty, 0), il.quantity) AS quantity,
      il.batch_id AS "batchId", b.batch_name AS batch, to_char(b.expiry_date, 'YYYY-MM-DD') AS "expiryDate", b.quantity AS "shelfQuantity",
      p.cold_storage AS "coldChain", p.narcotic, il.unit_price::float8 AS "unitPrice", il.line_total::float8 AS "lineTotal"
    FROM invoices i JOIN invoice_lines il ON il.invoice_id = i.id JOIN products p ON p.id = il.product_id
    LEFT JOIN product_batches b ON b.id = il.batch_id
    WHERE i.order_id = ${orderId} AND i.status = 'posted'
    ORDER BY p.narcotic DESC, p.cold_storage DESC, p.product_name, b.expiry_date`.execute(db)).rows;
}

export interface OrderHead {
  id: number; order_id: string; status: number; location_id: number; customer: string; customer_contact: string | null;
  patient: string | null; delivery_address: string | null; delivery_date: string | null; delivery_slot: string | null;
  payment_method: string | null; invoice_no: string | null; net_total: number | null; dispatch_run_id: number | null;
}

export async function orderHead(db: Db, orderId: number): Promise<OrderHead | undefined> {
  return (await sql<OrderHead>`
    SELECT o.id::int AS id, o.display_id AS order_id, o.status, o.location_id, c.name AS customer, c.contact_number AS customer_contact,
      nullif(trim(coalesce(pt.first_name, '') || ' ' || coalesce(pt.last_name, '')), '') AS patient, o.delivery_address,
      to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, ds.name AS delivery_slot, o.payment_method,
      i.invoice_no, i.net_total::float8 AS net_total, o.dispatch_run_id
    FROM orders o JOIN customers c ON c.id = o.customer_id LEFT JOIN patients pt ON pt.id = o.patient_id
    LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id
    LEFT JOIN invoices i ON i.order_id = o.id AND i.status = 'posted'
    WHERE o.id = ${orderId}`.execute(db)).rows[0];
}
