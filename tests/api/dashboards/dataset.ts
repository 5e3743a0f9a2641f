import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/connection';
import type { FoundationIds } from '../../../src/server/db/seed/foundation';

/**
 * A small hand-made history whose dashboard answers are worked out by hand in the tests
 * (times UTC; the range under test is 2026-03-02..2026-03-03). Location A = first location, B = second.
 *  #1 A 03-02 10:00 completed: quoted +30 min, confirmed +60 after, delivered 15:30 (date 03-02, on time),
 *     closed 16:00 (cycle 360 min); feedback 5, likes customer service, delivery, medication; dislikes the app.
 *  #2 A 03-02 12:00 delivered: quoted +120 min, confirmed 15:00, delivered 03-04 12:00 (date 03-03, late;
 *     2700 min after confirming; cycle 2880 min); feedback 2, likes customer service, dislikes delivery.
 *  #3 A 03-03 09:00 cancelled at 10:00, never quoted.
 *  #4 B 03-03 09:00 quotation done, quoted +45 min.
 *  #5 B 03-03 11:00 change request, quoted +20 min.
 *  #6 A 02-01 completed (outside the range).   #7 A 03-03 draft (never counted).
 * Payments: #1 03-02 cash 1000 + card 500; #2 03-03 online 2000, and a voided cash 700.
 * Invoices: #1 posted 03-02 1500; #2 posted 03-02 2100; #3 cancelled; #4 draft.
 */
export interface Dataset { orders: number[]; locationA: number; locationB: number }

export async function seedDataset(db: Db, ids: FoundationIds): Promise<Dataset> {
  const [a, b] = ids.locationIds;
  const rider = ids.agentIds.delivery_agent;
  return db.transaction().execute(async (trx) => {
    const customer = (await sql<{ id: number }>`INSERT INTO customers (name, contact_number) VALUES ('Dash Board', '0771234567') RETURNING id`.execute(trx)).rows[0].id;
    const order = async (loc: number, status: number, created: string, t: Partial<Record<'quoted' | 'confirmed' | 'delivered' | 'closed' | 'date', string>> = {}) =>
      Number((await sql<{ id: string }>`INSERT INTO orders (customer_id, location_id, status, created_at, last_status_update_time, quoted_at, confirmed_at, delivered_at, closed_at, delivery_date)
        VALUES (${customer}, ${loc}, ${status}, ${created}::timestamptz, ${created}::timestamptz, ${t.quoted ?? null}::timestamptz, ${t.confirmed ?? null}::timestamptz,
          ${t.delivered ?? null}::timestamptz, ${t.closed ?? null}::timestamptz, ${t.date ?? null}::date) RETURNING id`.execute(trx)).rows[0].id);
    const o1 = await order(a, 21, '2026-03-02T10:00Z', { quoted: '2026-03-02T10:30Z', confirmed: '2026-03-02T11:30Z', delivered: '2026-03-02T15:30Z', closed: '2026-03-02T16:00Z', date: '2026-03-02' });
    const o2 = await order(a, 15, '2026-03-02T12:00Z', { quoted: '2026-03-02T14:00Z', confirmed: '2026-03-02T15:00Z', delivered: '2026-03-04T12:00Z', date: '2026-03-03' });
    const o3 = await order(a, 17, '2026-03-03T09:00Z', { closed: '2026-03-03T10:00Z' });
    const o4 = await order(b, 3, '2026-03-03T09:00Z', { quoted: '2026-03-03T09:45Z' });
    const o5 = await order(b, 4, '2026-03-03T11:00Z', { quoted: '2026-03-03T11:20Z' });
    const o6 = await order(a, 21, '2026-02-01T10:00Z', { quoted: '2026-02-01T10:10Z', confirmed: '2026-02-01T11:00Z', delivered: '2026-02-01T12:00Z', closed: '2026-02-01T12:00Z' });
    const o7 = await order(a, 0, '2026-03-03T12:00Z');
    await sql`INSERT INTO order_feedback (order_id, rating, customer_service_like, delivery_like, medication_like, mobile_app_like) VALUES
      (${o1}, 5, true, true, true, false), (${o2}, 2, true, false, NULL, NULL), (${o6}, 1, false, false, false, false)`.execute(trx);
    await sql`INSERT INTO trip_payments (order_id, agent_id, mode1_type, mode1_amount, mode2_type, mode2_amount, created_at, voided_at) VALUES
      (${o1}, ${rider}, 'cash', 1000, 'card', 500, '2026-03-02T15:00Z', NULL),
      (${o2}, ${rider}, 'cash', 700, NULL, NULL, '2026-03-03T18:00Z', '2026-03-03T19:00Z'),
      (${o2}, ${rider}, 'online', 2000, NULL, NULL, '2026-03-03T20:00Z', NULL)`.execute(trx);
    const quotation = async (o: number) => Number((await sql<{ id: string }>`INSERT INTO quotations (order_id, status) VALUES (${o}, 1) RETURNING id`.execute(trx)).rows[0].id);
    const invoice = async (o: number, status: string, net: number, posted: string | null) => {
      await sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, net_total, posted_at, cancelled_at)
        VALUES (${o}, ${await quotation(o)}, ${status}, ${net}, ${net}, ${posted}::timestamptz, ${status === 'cancelled' ? '2026-03-03T10:00Z' : null}::timestamptz)`.execute(trx);
    };
    await invoice(o1, 'posted', 1500, '2026-03-02T13:00Z');
    await invoice(o2, 'posted', 2100, '2026-03-02T16:00Z');
    await invoice(o3, 'cancelled', 900, '2026-03-03T09:30Z');
    await invoice(o4, 'draft', 400, null);
    return { orders: [o1, o2, o3, o4, o5, o6, o7], locationA: a, locationB: b };
  });
}

/**
 * The order rollup recomputed by a plain aggregate of orders and feedback (independent of the
 * trigger code), as rows "day|location|status" → columns, leaving out all-zero rows.
 */
export async function plainOrderAggregate(db: Db): Promise<Record<string, Record<string, number>>> {
  const rows = (await sql<Record<string, number | string>>`SELECT to_char((o.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') || '|' || o.location_id || '|' || o.status AS key,
      count(*)::int AS orders, count(o.quoted_at)::int AS quoted,
      coalesce(sum(floor(extract(epoch FROM o.quoted_at - o.created_at))), 0)::int AS quote_seconds,
      count(*) FILTER (WHERE o.quoted_at - o.created_at <= interval '1 hour')::int AS quote_in_sla,
      count(*) FILTER (WHERE o.quoted_at IS NOT NULL AND o.confirmed_at IS NOT NULL)::int AS confirm_timed,
      coalesce(sum(floor(extract(epoch FROM o.confirmed_at - o.quoted_at))), 0)::int AS confirm_seconds,
      count(o.delivered_at)::int AS delivered,
      count(*) FILTER (WHERE o.delivered_at IS NOT NULL AND o.confirmed_at IS NOT NULL)::int AS delivery_timed,
      coalesce(sum(floor(extract(epoch FROM o.delivered_at - o.confirmed_at))), 0)::int AS delivery_seconds,
      count(*) FILTER (WHERE o.delivered_at IS NOT NULL AND o.delivery_date IS NOT NULL)::int AS delivery_sla_base,
      count(*) FILTER (WHERE (o.delivered_at AT TIME ZONE 'UTC')::date <= o.delivery_date)::int AS delivery_in_sla,
      coalesce(sum(floor(extract(epoch FROM coalesce(o.closed_at, o.delivered_at) - o.created_at))) FILTER (WHERE o.delivered_at IS NOT NULL), 0)::int AS cycle_seconds,
      count(*) FILTER (WHERE f.rating = 1)::int AS rating_1, count(*) FILTER (WHERE f.rating = 2)::int AS rating_2,
      count(*) FILTER (WHERE f.rating = 3)::int AS rating_3, count(*) FILTER (WHERE f.rating = 4)::int AS rating_4,
      count(*) FILTER (WHERE f.rating = 5)::int AS rating_5,
      count(*) FILTER (WHERE f.customer_service_like)::int AS customer_service_like, count(*) FILTER (WHERE NOT f.customer_service_like)::int AS customer_service_dislike,
      count(*) FILTER (WHERE f.delivery_like)::int AS delivery_like, count(*) FILTER (WHERE NOT f.delivery_like)::int AS delivery_dislike,
      count(*) FILTER (WHERE f.medication_like)::int AS medication_like, count(*) FILTER (WHERE NOT f.medication_like)::int AS medication_dislike,
      count(*) FILTER (WHERE f.mobile_app_like)::int AS mobile_app_like, count(*) FILTER (WHERE NOT f.mobile_app_like)::int AS mobile_app_dislike
    FROM orders o LEFT JOIN order_feedback f ON f.order_id = o.id GROUP BY 1`.execute(db)).rows;
  return Object.fromEntries(rows.map(({ key, ...cols }) => [key as string, cols as Record<string, number>]));
}

/** The rollup as kept by the triggers, in the same shape. */
export async function rollupRows(db: Db): Promise<Record<string, Record<string, number>>> {
  const rows = (await sql<Record<string, number | string>>`SELECT to_char(day, 'YYYY-MM-DD') || '|' || location_id || '|' || status AS key, *
    FROM dashboard_order_daily`.execute(db)).rows;
  const out: Record<string, Record<string, number>> = {};
  for (const { key, day: _d, location_id: _l, status: _s, ...cols } of rows) {
    const numbers = Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, Number(v)]));
    if (Object.values(numbers).some((v) => v !== 0)) out[key as string] = numbers;
  }
  return out;
}
