import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * Dashboard SQL. The figures read the daily rollups of 0080_dashboard_rollups.sql (a 90-day range
 * is a few thousand rollup rows); only the contract's paged order rows read orders, one indexed page at a time.
 */

export interface RangeFilter { startDate: string; endDate: string; locationId: number | null }

/** Every summable column of dashboard_order_daily. */
export const ORDER_MEASURES = [
  'orders', 'quoted', 'quote_seconds', 'quote_in_sla', 'confirm_timed', 'confirm_seconds', 'delivered', 'delivery_timed',
  'delivery_seconds', 'delivery_sla_base', 'delivery_in_sla', 'cycle_seconds', 'rating_1', 'rating_2', 'rating_3', 'rating_4', 'rating_5',
  'customer_service_like', 'customer_service_dislike', 'delivery_like', 'delivery_dislike', 'medication_like', 'medication_dislike',
  'mobile_app_like', 'mobile_app_dislike',
] as const;
export type OrderMeasure = (typeof ORDER_MEASURES)[number];
export type Measures = Record<OrderMeasure, number>;

const where = (f: RangeFilter): RawBuilder<unknown> =>
  sql`day BETWEEN ${f.startDate}::date AND ${f.endDate}::date ${f.locationId === null ? sql`` : sql`AND location_id = ${f.locationId}`}`;

const sums = sql.raw(ORDER_MEASURES.map((m) => `sum(${m})::float8 AS ${m}`).join(', '));

/** The order rollup summed per location and status (at most locations × 25 rows). */
export async function orderMeasures(db: Db, f: RangeFilter): Promise<Array<Measures & { locationId: number; status: number }>> {
  return (await sql<Measures & { locationId: number; status: number }>`SELECT location_id AS "locationId", status, ${sums}
    FROM dashboard_order_daily WHERE ${where(f)} GROUP BY location_id, status`.execute(db)).rows;
}

export interface OrderDay { day: string; received: number; quoted: number; delivered: number; cancelled: number }

/** Per day of receipt (drafts left out): received, quoted, delivered, cancelled. */
export async function orderDays(db: Db, f: RangeFilter): Promise<OrderDay[]> {
  return (await sql<OrderDay>`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(orders)::float8 AS received, sum(quoted)::float8 AS quoted,
      sum(delivered)::float8 AS delivered, sum(orders) FILTER (WHERE status = 17)::float8 AS cancelled
    FROM dashboard_order_daily WHERE ${where(f)} AND status <> 0 GROUP BY day ORDER BY day`.execute(db)).rows
    .map((r) => ({ ...r, cancelled: r.cancelled ?? 0 }));
}

export interface CollectionRow { day: string; mode: string; payments: number; amount: number }

export async function collectionDays(db: Db, f: RangeFilter): Promise<CollectionRow[]> {
  return (await sql<CollectionRow>`SELECT to_char(day, 'YYYY-MM-DD') AS day, mode, sum(payments)::float8 AS payments, sum(amount)::float8 AS amount
    FROM dashboard_collection_daily WHERE ${where(f)} GROUP BY day, mode ORDER BY day, mode`.execute(db)).rows;
}

export interface InvoiceDay { day: string; invoices: number; netTotal: number }

export async function invoiceDays(db: Db, f: RangeFilter): Promise<InvoiceDay[]> {
  return (await sql<InvoiceDay>`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(invoices)::float8 AS invoices, sum(net_total)::float8 AS "netTotal"
    FROM dashboard_invoice_daily WHERE ${where(f)} GROUP BY day ORDER BY day`.execute(db)).rows;
}

export async function locationNames(db: Db): Promise<Map<number, string>> {
  const rows = (await sql<{ id: number; name: string }>`SELECT id, name FROM pharmacy_locations`.execute(db)).rows;
  return new Map(rows.map((r) => [r.id, r.name]));
}

// The contract's paged rows (spec 7: get-performance-dashboard-values in pages of 150).

const ordersWhere = (f: RangeFilter): RawBuilder<unknown> => sql`o.created_at >= (${f.startDate}::date::timestamp AT TIME ZONE 'UTC')
  AND o.created_at < ((${f.endDate}::date + 1)::timestamp AT TIME ZONE 'UTC') AND o.status <> 0
  ${f.locationId === null ? sql`` : sql`AND o.location_id = ${f.locationId}`}`;

export interface PerformanceRow {
  orderId: number; order_id: string; orderStatus: number; locationId: number; created: Date; quotedAt: Date | null; confirmedAt: Date | null;
  deliveredAt: Date | null; closedAt: Date | null; deliveryDate: string | null; rating: number | null; customerServiceLike: boolean | null;
  deliveryLike: boolean | null; medicationLike: boolean | null; mobileAppLike: boolean | null;
}

export async function performanceRows(db: Db, f: RangeFilter, skip: number, limit: number): Promise<PerformanceRow[]> {
  return (await sql<PerformanceRow>`SELECT o.id::int AS "orderId", o.display_id AS order_id, o.status AS "orderStatus", o.location_id AS "locationId",
      o.created_at AS created, o.quoted_at AS "quotedAt", o.confirmed_at AS "confirmedAt", o.delivered_at AS "deliveredAt", o.closed_at AS "closedAt",
      to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", fb.rating, fb.customer_service_like AS "customerServiceLike",
      fb.delivery_like AS "deliveryLike", fb.medication_like AS "medicationLike", fb.mobile_app_like AS "mobileAppLike"
    FROM orders o LEFT JOIN order_feedback fb ON fb.order_id = o.id
    WHERE ${ordersWhere(f)} ORDER BY o.created_at, o.id LIMIT ${limit} OFFSET ${skip}`.execute(db)).rows;
}

/** The count comes from the rollup: the same number as counting the rows, without counting them. */
export async function performanceCount(db: Db, f: RangeFilter): Promise<number> {
  return Number((await sql<{ n: number | null }>`SELECT sum(orders)::float8 AS n FROM dashboard_order_daily WHERE ${where(f)} AND status <> 0`
    .execute(db)).rows[0]?.n ?? 0);
}
