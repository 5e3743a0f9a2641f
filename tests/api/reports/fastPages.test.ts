import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { reports } from '../../../reports/index';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { day } from './fixtures';

/**
 * The reports whose first page was made fast at 1M orders (issue 12): collection (from the
 * collection_rider_daily rollup, migration 0091), collection details (totals from that rollup),
 * unsettled collections and quotation expiry (page and totals in one pass), inventory movement
 * summary (stock_movement_daily, 0092) and customer-wise sales month on month
 * (customer_sales_daily, 0094). On a generated dataset, changed after it was written (payments
 * voided, re-amounted, moved, deleted; orders settled, unsettled, un-delivered, moved to another
 * location or customer; invoices posted and cancelled; a batch re-priced) so the rollups'
 * triggers are exercised, every row, count and total must equal plain SQL written apart from the
 * reports' queries. Days are UTC days (the test databases run in UTC).
 */

const FROM = day(-30);
const TO = day(0);
const decl = (name: string): ReportDeclaration => reports.find((r) => r.name === name)!;

let t: TestApp;
let admin: SignedIn;
let riders: number[] = [];

const rows = async <T>(q: { execute(db: TestApp['app']['db']): Promise<{ rows: unknown[] }> }): Promise<T[]> => (await q.execute(t.app.db)).rows as T[];
const run = (q: { execute(db: TestApp['app']['db']): Promise<unknown> }) => q.execute(t.app.db);

async function seed() {
  const loc = t.ids.locationIds;
  riders = Object.values(t.ids.agentIds).slice(0, 4);
  const [l0, l1, l2] = [loc[0], loc[1 % loc.length], loc[2 % loc.length]];
  await run(sql`INSERT INTO customers (name, contact_number) SELECT 'Fast Customer ' || g, '+94 71 ' || lpad(g::text, 7, '0') FROM generate_series(1, 24) g`);
  const settlement = (await rows<{ id: number }>(sql`INSERT INTO settlements (processed_by_agent_id, rider_id, order_count, total_amount)
    VALUES (${riders[0]}, ${riders[1]}, 0, 0), (${riders[0]}, ${riders[2]}, 0, 0) RETURNING id`)).map((r) => r.id);
  const run1 = (await rows<{ id: number }>(sql`INSERT INTO dispatch_runs (agent_id, location_id, status, delivery_date, started_at, ended_at)
    VALUES (${riders[1]}, ${l0}, 'completed', current_date - 3, now() - interval '3 days', now() - interval '70 hours') RETURNING id`))[0].id;
  // 360 orders over the last 75 days: delivered (15, 21) and not (3, 12, 17), three locations.
  await run(sql`INSERT INTO orders (customer_id, status, location_id, created_at, quoted_at, confirmed_at, delivered_at, settlement_id)
    SELECT c.id, (ARRAY[15, 21, 15, 3, 12, 17, 15])[g % 7 + 1], (ARRAY[${l0}, ${l1}, ${l2}]::int[])[g % 3 + 1],
           now() - make_interval(days => g % 75, hours => g % 13), now() - make_interval(days => g % 75, hours => g % 13) + interval '30 minutes',
           now() - make_interval(days => g % 75, hours => g % 13) + interval '2 hours',
           CASE WHEN g % 7 IN (0, 1, 2, 6) THEN now() - make_interval(days => g % 75, hours => g % 13) + interval '5 hours' END,
           CASE WHEN g % 7 IN (0, 1, 2, 6) AND g % 5 = 0 THEN ${settlement[0]}::int END
      FROM generate_series(1, 360) g
      JOIN LATERAL (SELECT id FROM customers WHERE name = 'Fast Customer ' || (g % 24 + 1)) c ON true`);
  // A payment per order (also on orders not delivered: a live payment is collected whatever the
  // order's status, docs/money.md), made when it was delivered, some with a second mode, some voided and paid again.
  await run(sql`INSERT INTO trip_payments (order_id, dispatch_run_id, agent_id, mode1_type, mode1_amount, mode2_type, mode2_amount, voided_at, created_at)
    SELECT o.id, CASE WHEN o.id % 2 = 0 THEN ${run1}::int END, (ARRAY[${riders[0]}, ${riders[1]}, ${riders[2]}, ${riders[3]}]::int[])[o.id % 4 + 1],
           (ARRAY['cash', 'card', 'online', 'cheque'])[o.id % 4 + 1], 100 + (o.id * 37) % 900 + 0.25,
           CASE WHEN o.id % 5 = 1 THEN (ARRAY['cash', 'card', 'online'])[o.id % 3 + 1] END, CASE WHEN o.id % 5 = 1 THEN 40.5 + o.id % 60 END,
           CASE WHEN o.id % 11 = 0 THEN now() END, coalesce(o.delivered_at, o.created_at + interval '6 hours')
      FROM orders o WHERE o.customer_id IN (SELECT id FROM customers WHERE name LIKE 'Fast Customer %')`);
  await run(sql`INSERT INTO trip_payments (order_id, agent_id, mode1_type, mode1_amount, created_at)
    SELECT p.order_id, p.agent_id, 'cash', p.mode1_amount + 1, p.created_at + interval '10 minutes' FROM trip_payments p WHERE p.voided_at IS NOT NULL`);
  // Changes after the fact: each moves rollup rows through a trigger.
  await run(sql`UPDATE orders SET settlement_id = ${settlement[1]} WHERE status IN (15, 21) AND settlement_id IS NULL AND id % 4 = 1`); // settled
  await run(sql`UPDATE orders SET settlement_id = NULL WHERE settlement_id IS NOT NULL AND id % 3 = 0`); // settlement undone
  await run(sql`UPDATE orders SET status = 12, delivered_at = NULL WHERE status = 15 AND id % 9 = 0`); // not delivered after all
  await run(sql`UPDATE orders SET status = 15, delivered_at = now() - interval '1 day' WHERE status = 3 AND id % 2 = 0`); // delivered late
  await run(sql`UPDATE orders SET location_id = ${l2} WHERE status = 21 AND id % 4 = 2`); // moved location
  await run(sql`UPDATE trip_payments SET voided_at = now() WHERE voided_at IS NULL AND id % 13 = 0`); // voided
  await run(sql`UPDATE trip_payments SET mode1_amount = mode1_amount + 5, agent_id = ${riders[3]} WHERE voided_at IS NULL AND id % 17 = 0`); // corrected
  await run(sql`UPDATE trip_payments SET created_at = created_at - interval '40 days' WHERE voided_at IS NULL AND id % 19 = 0`); // moved day
  await run(sql`DELETE FROM trip_payments WHERE id IN (SELECT max(id) FROM trip_payments WHERE voided_at IS NOT NULL)`); // removed

  // Quotations: one per order, validity ending over the last 75 days, every status; an
  // expireQuotation log on some orders whose quotation was later offered again (status 0).
  await run(sql`INSERT INTO quotations (order_id, status, lines_total, net_total, valid_until, created_by_agent_id)
    SELECT o.id, o.id % 4, 500 + o.id % 300, 500 + o.id % 300 + 0.5, o.created_at + interval '2 days', CASE WHEN o.id % 3 = 0 THEN ${riders[0]}::int END
      FROM orders o WHERE o.customer_id IN (SELECT id FROM customers WHERE name LIKE 'Fast Customer %')`);
  await run(sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, created_at)
    SELECT q.order_id, 'expireQuotation', 3, 24, 'system', q.valid_until FROM quotations q WHERE q.status = 0 AND q.order_id % 2 = 0`);
  // Invoices: posted over the last 75 days (this month and the month before), some drafts and cancelled.
  await run(sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at)
    SELECT q.order_id, q.id, (ARRAY['posted', 'posted', 'posted', 'draft', 'cancelled'])[q.order_id % 5 + 1], q.net_total, 0, 0, q.net_total,
           CASE WHEN q.order_id % 5 <> 3 THEN q.valid_until - interval '1 day' END
      FROM quotations q WHERE q.order_id IN (SELECT id FROM orders WHERE customer_id IN (SELECT id FROM customers WHERE name LIKE 'Fast Customer %'))`);
  // ...then changed: posted ones cancelled, drafts posted, orders given to another customer and location.
  await run(sql`UPDATE invoices SET status = 'cancelled', cancelled_at = now() WHERE status = 'posted' AND order_id % 7 = 3`);
  await run(sql`UPDATE invoices SET status = 'posted', posted_at = now() - make_interval(days => (order_id % 50)::int) WHERE status = 'draft' AND order_id % 2 = 0`);
  await run(sql`UPDATE orders SET customer_id = (SELECT min(id) FROM customers WHERE name LIKE 'Fast Customer %'), location_id = ${l1}
    WHERE id % 10 = 4 AND customer_id IN (SELECT id FROM customers WHERE name LIKE 'Fast Customer %')`);

  // Stock: three products, five batches, movements of every kind over the last 75 days.
  await run(sql`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom, dosage_form, administration_route)
    SELECT 'Fast Product ' || g, 'Maker', 'Generic ' || g, (ARRAY['Pharma', 'Wellness'])[g % 2 + 1], (ARRAY['Tablets', 'Syrups', 'Tablets'])[g], 'tablet', 'tablet', 'oral'
      FROM generate_series(1, 3) g`);
  await run(sql`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price)
    SELECT p.id, lpad((b % 12 + 1)::text, 2, '0') || '-2030', 10 + b, 20 + b
      FROM products p CROSS JOIN generate_series(1, 2) b WHERE p.product_name LIKE 'Fast Product %' AND (p.product_name <> 'Fast Product 3' OR b = 1)`);
  await run(sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, unit_cost, created_at)
    SELECT b.product_id, b.id, 'grn_in', 10000, 9.5, now() - interval '80 days' FROM product_batches b JOIN products p ON p.id = b.product_id WHERE p.product_name LIKE 'Fast Product %'`);
  await run(sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, reserved_delta, unit_cost, created_at)
    SELECT b.product_id, b.id, m.t, m.q, m.r, CASE WHEN g % 3 = 0 THEN 11.25 END, now() - make_interval(days => g % 75, hours => g % 7)
      FROM product_batches b JOIN products p ON p.id = b.product_id
      CROSS JOIN generate_series(1, 40) g
      CROSS JOIN LATERAL (VALUES ((ARRAY['invoice_out', 'reserve', 'release', 'adjustment', 'grn_in'])[g % 5 + 1])) x(t)
      CROSS JOIN LATERAL (SELECT x.t AS t, CASE x.t WHEN 'invoice_out' THEN -(g % 7 + 1) WHEN 'adjustment' THEN g % 4 - 2 + CASE WHEN g % 4 = 2 THEN 1 ELSE 0 END WHEN 'grn_in' THEN g + 5 ELSE 0 END AS q,
                                 CASE x.t WHEN 'reserve' THEN g % 5 + 1 WHEN 'release' THEN -1 ELSE 0 END AS r) m
     WHERE p.product_name LIKE 'Fast Product %'`);
  await run(sql`UPDATE product_batches SET purchase_price = purchase_price + 1 WHERE id IN (SELECT min(id) FROM product_batches)`);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seed();
  admin = await signIn(t.app, 'super_admin');
});
afterAll(async () => { await t?.close(); });

type Page = { items: Array<Record<string, unknown>>; count: number; totals: Record<string, number> };
const page = async (name: string, query: Record<string, string | number> = {}): Promise<Page> => {
  const range = decl(name).dateRange ? { startDate: FROM, endDate: TO } : {};
  const qs = new URLSearchParams(Object.entries({ ...range, limit: 500, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${decl(name).path}?${qs}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
/** The report's rows as [column values…] in the listed columns. */
const table = (p: Page, cols: string[]) => p.items.map((i) => cols.map((c) => i[c]));
const sum = (xs: unknown[]) => Math.round(xs.reduce<number>((s, x) => s + Number(x ?? 0), 0) * 100) / 100;

/** Collected (live) payments in [from, to] (UTC days), by plain SQL: whatever the order's status (docs/money.md). */
const livePayments = (from = FROM, to = TO) => sql`
  SELECT tp.*, o.settlement_id, o.location_id, o.display_id, (tp.created_at AT TIME ZONE 'UTC')::date AS d
    FROM trip_payments tp JOIN orders o ON o.id = tp.order_id
   WHERE tp.voided_at IS NULL AND (tp.created_at AT TIME ZONE 'UTC')::date BETWEEN ${from}::date AND ${to}::date`;

describe('collection (from the rollup)', () => {
  it('equals plain SQL over the payments, row by row, with count and totals, after payments and orders changed', async () => {
    const want = await rows<Record<string, unknown>>(sql`
      SELECT to_char(p.d, 'YYYY-MM-DD') || '-' || p.agent_id AS key, to_char(p.d, 'YYYY-MM-DD') AS day, a.first_name || ' ' || a.last_name AS rider,
             count(*)::int AS orders,
             sum(CASE WHEN p.mode1_type = 'cash' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'cash' THEN p.mode2_amount ELSE 0 END) AS cash,
             sum(CASE WHEN p.mode1_type = 'card' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'card' THEN p.mode2_amount ELSE 0 END) AS card,
             sum(CASE WHEN p.mode1_type = 'online' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'online' THEN p.mode2_amount ELSE 0 END) AS online,
             sum(p.mode1_amount + coalesce(p.mode2_amount, 0)) AS collected,
             sum(CASE WHEN p.settlement_id IS NULL THEN p.mode1_amount + coalesce(p.mode2_amount, 0) ELSE 0 END) AS unsettled
        FROM (${livePayments()}) p JOIN agents a ON a.id = p.agent_id
       GROUP BY p.d, p.agent_id, a.first_name, a.last_name ORDER BY p.d DESC, 1 DESC`);
    expect(want.length).toBeGreaterThan(20);
    const got = await page('collection');
    const cols = ['key', 'day', 'rider', 'orders', 'cash', 'card', 'online', 'collected', 'unsettled'];
    expect(table(got, cols)).toEqual(want.map((r) => cols.map((c) => (typeof r[c] === 'string' && c !== 'key' && c !== 'day' && c !== 'rider' ? Number(r[c]) : r[c]))));
    expect(got.count).toBe(want.length);
    for (const c of ['orders', 'cash', 'card', 'online', 'collected', 'unsettled']) expect(got.totals[c], c).toBe(sum(want.map((r) => r[c])));
    expect(want.some((r) => Number(r.unsettled) > 0) && want.some((r) => Number(r.unsettled) < Number(r.collected))).toBe(true);
  });
  it('pages and sorts like the whole list, and a page past the end still counts', async () => {
    const all = (await page('collection', { sortBy: 'collected', sortOrder: 'ASC' })).items;
    const second = await page('collection', { sortBy: 'collected', sortOrder: 'ASC', skip: 5, limit: 7 });
    expect(second.items).toEqual(all.slice(5, 12));
    const past = await page('collection', { skip: 10_000 });
    expect(past.items).toEqual([]);
    expect(past.count).toBe(all.length);
    expect(past.totals.collected).toBe(sum(all.map((i) => i.collected)));
  });
  it('keeps the rollup equal to the payments it sums, every row', async () => {
    const diff = await rows<{ n: number }>(sql`
      WITH plain AS (SELECT d, agent_id, location_id, settlement_id IS NOT NULL AS settled, count(*) AS n, sum(mode1_amount) AS m1, sum(coalesce(mode2_amount, 0)) AS m2
                       FROM (${livePayments('2000-01-01', '2100-01-01')}) p GROUP BY 1, 2, 3, 4),
           roll AS (SELECT * FROM collection_rider_daily WHERE payments <> 0)
      SELECT count(*)::int AS n FROM plain FULL JOIN roll r ON r.day = plain.d AND r.agent_id = plain.agent_id AND r.location_id = plain.location_id AND r.settled = plain.settled
       WHERE plain.n IS DISTINCT FROM r.payments OR plain.m1 IS DISTINCT FROM r.mode1_amount OR plain.m2 IS DISTINCT FROM r.mode2_amount`);
    expect(diff[0].n).toBe(0);
  });
});

describe('collection details (totals from the rollup)', () => {
  it('lists every payment as plain SQL does, and its count and totals agree', async () => {
    const want = await rows<Record<string, unknown>>(sql`SELECT p.id::int AS "paymentId", p.mode1_amount, p.mode2_amount FROM (${livePayments()}) p ORDER BY p.created_at DESC, p.id DESC`);
    expect(want.length).toBeGreaterThan(50);
    const got = await page('collection-details');
    expect(got.items.map((i) => i.paymentId)).toEqual(want.map((r) => r.paymentId));
    expect(got.count).toBe(want.length);
    expect(got.totals).toEqual({
      paymentId: want.length, mode1Amount: sum(want.map((r) => r.mode1_amount)), mode2Amount: sum(want.map((r) => r.mode2_amount)),
      total: sum(want.map((r) => Number(r.mode1_amount) + Number(r.mode2_amount ?? 0))),
    });
  });
  it('filters by rider, rows and totals alike', async () => {
    const want = await rows<Record<string, unknown>>(sql`SELECT p.id::int AS "paymentId", p.mode1_amount + coalesce(p.mode2_amount, 0) AS total FROM (${livePayments()}) p WHERE p.agent_id = ${riders[3]} ORDER BY p.created_at DESC, p.id DESC`);
    const got = await page('collection-details', { riderId: riders[3] });
    expect(got.items.map((i) => i.paymentId)).toEqual(want.map((r) => r.paymentId));
    expect([got.count, got.totals.paymentId, got.totals.total]).toEqual([want.length, want.length, sum(want.map((r) => r.total))]);
  });
});

describe('the sales rollup', () => {
  it('equals the posted invoices it sums, per day, customer and location, after invoices and orders changed', async () => {
    const diff = await rows<{ n: number }>(sql`
      WITH plain AS (SELECT (i.posted_at AT TIME ZONE 'UTC')::date AS d, o.customer_id, o.location_id, count(*) AS n, sum(i.net_total) AS s
                       FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted' GROUP BY 1, 2, 3),
           roll AS (SELECT * FROM customer_sales_daily WHERE invoices <> 0 OR net_total <> 0)
      SELECT count(*)::int AS n FROM plain FULL JOIN roll r ON r.day = plain.d AND r.customer_id = plain.customer_id AND r.location_id = plain.location_id
       WHERE plain.n IS DISTINCT FROM r.invoices OR plain.s IS DISTINCT FROM r.net_total`);
    expect(diff[0].n).toBe(0);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM customer_sales_daily WHERE invoices > 0`))[0].n).toBeGreaterThan(20);
  });
});

describe('unsettled collections', () => {
  it('equals plain SQL: each unsettled delivered order with its live payment, oldest delivery first', async () => {
    const want = await rows<Record<string, unknown>>(sql`
      SELECT tp.id::int AS "paymentId", o.display_id AS "orderId", tp.mode1_amount + coalesce(tp.mode2_amount, 0) AS total, tp.agent_id
        FROM orders o JOIN trip_payments tp ON tp.order_id = o.id AND tp.voided_at IS NULL
       WHERE o.settlement_id IS NULL AND o.status IN (15, 21) ORDER BY o.delivered_at, tp.id`);
    expect(want.length).toBeGreaterThan(20);
    const got = await page('unsettled-collections');
    expect(table(got, ['paymentId', 'orderId', 'total'])).toEqual(want.map((r) => [r.paymentId, r.orderId, Number(r.total)]));
    expect(got.count).toBe(want.length);
    expect(got.totals).toEqual({ paymentId: want.length, total: sum(want.map((r) => r.total)) });
    const mine = want.filter((r) => r.agent_id === riders[2]);
    const byRider = await page('unsettled-collections', { riderId: riders[2], skip: 2, limit: 3 });
    expect(byRider.items.map((i) => i.paymentId)).toEqual(mine.slice(2, 5).map((r) => r.paymentId));
    expect([byRider.count, byRider.totals.total]).toEqual([mine.length, sum(mine.map((r) => r.total))]);
  });
});

describe('quotation expiry', () => {
  it('equals plain SQL: quotations expired (status 3, or expired and offered again) whose validity ended in the period', async () => {
    const want = await rows<Record<string, unknown>>(sql`
      SELECT q.id::int AS "quotationId", o.display_id AS "orderId", q.net_total, c.name
        FROM quotations q JOIN orders o ON o.id = q.order_id JOIN customers c ON c.id = o.customer_id
       WHERE (q.valid_until AT TIME ZONE 'UTC')::date BETWEEN ${FROM}::date AND ${TO}::date
         AND (q.status = 3 OR EXISTS (SELECT 1 FROM order_logs l WHERE l.order_id = q.order_id AND l.action = 'expireQuotation'))
       ORDER BY q.valid_until DESC, q.id DESC`);
    expect(want.length).toBeGreaterThan(10);
    const got = await page('quotation-expiry');
    expect(table(got, ['quotationId', 'orderId', 'netTotal', 'customer'])).toEqual(want.map((r) => [r.quotationId, r.orderId, Number(r.net_total), r.name]));
    expect(got.count).toBe(want.length);
    expect(got.totals).toEqual({ quotationId: want.length, netTotal: sum(want.map((r) => r.net_total)) });
    const second = await page('quotation-expiry', { skip: 4, limit: 4 });
    expect(second.items.map((i) => i.quotationId)).toEqual(want.slice(4, 8).map((r) => r.quotationId));
    expect(second.count).toBe(want.length);
  });
});

describe('customer-wise sales month on month', () => {
  it('equals plain SQL per customer over both windows, in the default order, with totals', async () => {
    const want = await rows<Record<string, unknown>>(sql`
      WITH w AS (
        SELECT o.customer_id, i.net_total,
               i.posted_at >= ${FROM}::date AND i.posted_at < ${TO}::date + 1 AS cur,
               i.posted_at >= ${FROM}::date - interval '1 month' AND i.posted_at < (${TO}::date + 1) - interval '1 month' AS prev
          FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted')
      SELECT c.display_id AS "customerId", c.name,
             count(*) FILTER (WHERE cur)::int AS cur_n, coalesce(sum(net_total) FILTER (WHERE cur), 0) AS cur_s,
             count(*) FILTER (WHERE prev)::int AS prev_n, coalesce(sum(net_total) FILTER (WHERE prev), 0) AS prev_s
        FROM w JOIN customers c ON c.id = w.customer_id WHERE cur OR prev
       GROUP BY c.display_id, c.name ORDER BY cur_s DESC, c.display_id DESC`);
    expect(want.length).toBeGreaterThan(10);
    const got = await page('customer-sales-mom');
    expect(table(got, ['customerId', 'customer', 'currentOrders', 'currentSales', 'previousOrders', 'previousSales', 'change']))
      .toEqual(want.map((r) => [r.customerId, r.name, r.cur_n, Number(r.cur_s), r.prev_n, Number(r.prev_s), Math.round((Number(r.cur_s) - Number(r.prev_s)) * 100) / 100]));
    expect(got.count).toBe(want.length);
    expect(got.totals).toEqual({
      customerId: want.length, currentOrders: sum(want.map((r) => r.cur_n)), currentSales: sum(want.map((r) => r.cur_s)),
      previousOrders: sum(want.map((r) => r.prev_n)), previousSales: sum(want.map((r) => r.prev_s)),
      change: sum(want.map((r) => Number(r.cur_s) - Number(r.prev_s))),
    });
    const loc = t.ids.locationIds[1 % t.ids.locationIds.length];
    const atLoc = await rows<{ customer_id: number; cur: string }>(sql`
      SELECT o.customer_id, sum(i.net_total) FILTER (WHERE i.posted_at >= ${FROM}::date AND i.posted_at < ${TO}::date + 1) AS cur
        FROM invoices i JOIN orders o ON o.id = i.order_id
       WHERE i.status = 'posted' AND o.location_id = ${loc} AND i.posted_at >= ${FROM}::date - interval '1 month' AND i.posted_at < ${TO}::date + 1
       GROUP BY o.customer_id`);
    const gotAtLoc = await page('customer-sales-mom', { location: loc });
    expect(gotAtLoc.count).toBe(atLoc.length);
    expect(gotAtLoc.totals.currentSales).toBe(sum(atLoc.map((r) => r.cur)));
    const names = await rows<{ name: string }>(sql`SELECT name FROM customers WHERE display_id IN (${sql.join(want.map((r) => r.customerId as string))}) ORDER BY name, display_id`);
    const byName = await page('customer-sales-mom', { sortBy: 'customer', skip: 3, limit: 5 });
    expect(byName.items.map((i) => i.customer)).toEqual(names.slice(3, 8).map((r) => r.name));
  });
});

describe('inventory movement summary', () => {
  const plain = (group: string) => sql<Record<string, unknown>>`
    SELECT ${sql.raw(group)} AS g, m.movement_type, count(*)::int AS n, sum(greatest(m.quantity_delta, 0))::int AS qin, sum(greatest(-m.quantity_delta, 0))::int AS qout,
           sum(m.quantity_delta)::int AS net, sum(m.reserved_delta)::int AS res, sum(m.quantity_delta * coalesce(m.unit_cost, b.purchase_price)) AS value
      FROM stock_movements m JOIN product_batches b ON b.id = m.batch_id JOIN products p ON p.id = m.product_id
     WHERE (m.created_at AT TIME ZONE 'UTC')::date BETWEEN ${FROM}::date AND ${TO}::date GROUP BY 1, 2`;
  it('filters by segment, category and movement type as plain SQL does', async () => {
    const want = await rows<Record<string, unknown>>(sql`
      SELECT count(*)::int AS n, coalesce(sum(m.quantity_delta * coalesce(m.unit_cost, b.purchase_price)), 0) AS value
        FROM stock_movements m JOIN product_batches b ON b.id = m.batch_id JOIN products p ON p.id = m.product_id
       WHERE (m.created_at AT TIME ZONE 'UTC')::date BETWEEN ${FROM}::date AND ${TO}::date
         AND p.product_segment = 'Wellness' AND p.product_category = 'Tablets' AND m.movement_type = 'invoice_out'`);
    expect(want[0].n).toBeGreaterThan(0);
    const got = await page('inventory-movement-summary', { groupBy: 'category', productSegment: 'Wellness', productCategory: 'Tablets', movementType: 'invoice_out' });
    expect([got.count, got.totals.movements, got.totals.value]).toEqual([1, want[0].n, Number(want[0].value)]);
  });
  it('equals plain SQL per movement type, and per product and per day', async () => {
    for (const [groupBy, group] of [['none', `'All'`], ['product', `p.display_id || ' ' || p.product_name`], ['day', `to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`]]) {
      const want = await rows<Record<string, unknown>>(plain(group));
      expect(want.length).toBeGreaterThan(3);
      const got = await page('inventory-movement-summary', { groupBy });
      const key = (g: unknown, type: unknown) => `${g} · ${type}`;
      const byKey = Object.fromEntries(got.items.map((i) => [i.key, i]));
      expect(got.items.length).toBe(want.length);
      for (const r of want) {
        expect(byKey[key(r.g, r.movement_type)], `${groupBy} ${key(r.g, r.movement_type)}`).toMatchObject({
          grouping: r.g, movements: r.n, quantityIn: r.qin, quantityOut: r.qout, netQuantity: r.net, reserved: r.res, value: Number(r.value),
        });
      }
      expect(got.count).toBe(want.length);
      expect(got.totals).toEqual({
        movements: sum(want.map((r) => r.n)), quantityIn: sum(want.map((r) => r.qin)), quantityOut: sum(want.map((r) => r.qout)),
        netQuantity: sum(want.map((r) => r.net)), reserved: sum(want.map((r) => r.res)), value: sum(want.map((r) => r.value)),
      });
    }
  });
});
