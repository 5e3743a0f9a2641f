import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { checkDatabase } from '../../../src/server/db/check';
import { plainOrderAggregate, rollupRows, seedDataset, type Dataset } from './dataset';

let t: TestApp;
let data: Dataset;

beforeAll(async () => {
  t = await buildTestApp({ moneyInvariants: false }); // synthetic payments, invoices and settlements the money path never makes
  data = await seedDataset(t.app.db, t.ids);
});
afterAll(async () => { await t?.close(); });

const run = (q: ReturnType<typeof sql>) => q.execute(t.app.db);
const expectRollupExact = async () => expect(await rollupRows(t.app.db)).toEqual(await plainOrderAggregate(t.app.db));

const plainCollections = async () => (await run(sql`SELECT to_char((p.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') || '|' || o.location_id || '|' || m.mode AS key,
    sum(m.first)::int AS payments, sum(m.amount)::float8 AS amount
  FROM trip_payments p JOIN orders o ON o.id = p.order_id
  CROSS JOIN LATERAL (VALUES (p.mode1_type, 1, p.mode1_amount), (p.mode2_type, 0, p.mode2_amount)) m(mode, first, amount)
  WHERE p.voided_at IS NULL AND m.mode IS NOT NULL GROUP BY 1 ORDER BY 1`)).rows;
const rolledCollections = async () => (await run(sql`SELECT to_char(day, 'YYYY-MM-DD') || '|' || location_id || '|' || mode AS key, payments::int, amount::float8
  FROM dashboard_collection_daily WHERE payments <> 0 OR amount <> 0 ORDER BY 1`)).rows;
const plainInvoices = async () => (await run(sql`SELECT to_char((i.posted_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') || '|' || o.location_id AS key,
    count(*)::int AS invoices, sum(i.net_total)::float8 AS net_total
  FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted' GROUP BY 1 ORDER BY 1`)).rows;
const rolledInvoices = async () => (await run(sql`SELECT to_char(day, 'YYYY-MM-DD') || '|' || location_id AS key, invoices::int, net_total::float8
  FROM dashboard_invoice_daily WHERE invoices <> 0 OR net_total <> 0 ORDER BY 1`)).rows;

describe('daily rollups kept by triggers', () => {
  it('start equal to a plain aggregate of the rows', async () => {
    await expectRollupExact();
    expect(await rolledCollections()).toEqual(await plainCollections());
    expect(await rolledInvoices()).toEqual(await plainInvoices());
  });

  it('stay equal after a series of status changes, feedback edits, bulk writes and deletes', async () => {
    const [o1, o2, o3, o4, o5] = data.orders;
    await run(sql`UPDATE orders SET status = 5, confirmed_at = '2026-03-03T12:00Z' WHERE id = ${o4}`);
    await run(sql`UPDATE orders SET status = 17, closed_at = '2026-03-03T13:00Z' WHERE id = ${o5}`);
    await expectRollupExact();
    // Several orders in one statement, one of them moving to another location and day.
    await run(sql`UPDATE orders SET status = CASE WHEN id = ${o4} THEN 6 ELSE status END,
      location_id = CASE WHEN id = ${o3} THEN ${data.locationB} ELSE location_id END,
      created_at = CASE WHEN id = ${o3} THEN '2026-03-01T08:00Z'::timestamptz ELSE created_at END
      WHERE id IN (${o3}, ${o4})`);
    // Chat-driven updates that change no figure.
    await run(sql`UPDATE orders SET awaiting_reply = true, note = 'call back' WHERE id IN (${o1}, ${o2}, ${o4})`);
    await expectRollupExact();
    await run(sql`UPDATE order_feedback SET rating = 4, mobile_app_like = true WHERE order_id = ${o1}`);
    await run(sql`DELETE FROM order_feedback WHERE order_id = ${o2}`);
    await run(sql`INSERT INTO order_feedback (order_id, rating, delivery_like) VALUES (${o4}, 3, true)`);
    await expectRollupExact();
    // Many new orders in one statement (the seed's way), then half of them cancelled in one go.
    const customer = (await run(sql`SELECT customer_id FROM orders WHERE id = ${o1}`)).rows[0] as { customer_id: number };
    await run(sql`INSERT INTO orders (customer_id, location_id, status, created_at, quoted_at)
      SELECT ${customer.customer_id}, CASE WHEN g % 2 = 0 THEN ${data.locationA}::int ELSE ${data.locationB}::int END, 3,
        '2026-03-02T00:00Z'::timestamptz + g * interval '37 minutes', '2026-03-02T00:00Z'::timestamptz + g * interval '37 minutes' + g * interval '3 minutes'
      FROM generate_series(1, 60) g`);
    await run(sql`UPDATE orders SET status = 17, closed_at = created_at + interval '5 hours' WHERE status = 3 AND id % 2 = 0`);
    await expectRollupExact();
    const draft = data.orders[6];
    await run(sql`DELETE FROM order_search WHERE order_id = ${draft}`);
    await run(sql`DELETE FROM orders WHERE id = ${draft}`);
    await expectRollupExact();
  });

  it('stays equal through the order service (a real transition) and through payments and invoices changing', async () => {
    const o2 = data.orders[1];
    const pharmacist = await signIn(t.app, 'pharmacist');
    const done = await t.app.inject({ method: 'POST', url: '/api/v1/orders/admin/complete-order', headers: pharmacist.headers, payload: { orderId: o2 } });
    expect(done.statusCode, done.body).toBe(200);
    await expectRollupExact();
    await run(sql`UPDATE trip_payments SET voided_at = now() WHERE order_id = ${data.orders[0]}`);
    await run(sql`INSERT INTO trip_payments (order_id, agent_id, mode1_type, mode1_amount, mode2_type, mode2_amount, created_at)
      VALUES (${data.orders[0]}, ${t.ids.agentIds.delivery_agent}, 'card', 800, 'cash', 700, '2026-03-03T09:00Z')`);
    await run(sql`UPDATE invoices SET status = 'cancelled', cancelled_at = now() WHERE order_id = ${data.orders[1]} AND status = 'posted'`);
    await run(sql`UPDATE invoices SET status = 'posted', posted_at = '2026-03-03T08:00Z' WHERE order_id = ${data.orders[3]} AND status = 'draft'`);
    expect(await rolledCollections()).toEqual(await plainCollections());
    expect(await rolledInvoices()).toEqual(await plainInvoices());
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboards/collection?startDate=2026-03-02&endDate=2026-03-03', headers: pharmacist.headers });
    expect(res.statusCode).toBe(403);
  });

  it('are rebuilt from existing rows by the migration\'s backfill', async () => {
    const migration = readFileSync(new URL('../../../src/server/db/migrations/0080_dashboard_rollups.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('DO $backfill$'));
    await run(sql`TRUNCATE dashboard_order_daily, dashboard_collection_daily, dashboard_invoice_daily`);
    expect(await rollupRows(t.app.db)).toEqual({});
    await run(sql.raw(backfill));
    await expectRollupExact();
    expect(await rolledCollections()).toEqual(await plainCollections());
    expect(await rolledInvoices()).toEqual(await plainInvoices());
  });

  it('are checked by db:check, which names a rollup that drifted from the orders', async () => {
    const mine = (await checkDatabase(t.app.db)).filter((v) => v.check === 'dashboard rollup counts equal the orders');
    expect(mine).toEqual([]);
    const row = (await run(sql`SELECT day::text AS day, location_id, status FROM dashboard_order_daily WHERE orders > 0 ORDER BY 1, 2, 3 LIMIT 1`)).rows[0] as { day: string; location_id: number; status: number };
    await run(sql`UPDATE dashboard_order_daily SET orders = orders + 1 WHERE day = ${row.day}::date AND location_id = ${row.location_id} AND status = ${row.status}`);
    const drifted = (await checkDatabase(t.app.db)).filter((v) => v.check === 'dashboard rollup counts equal the orders');
    expect(drifted).toEqual([expect.objectContaining({ message: expect.stringMatching(new RegExp(`^day ${row.day} location ${row.location_id} status ${row.status}: rolled up \\d+, actual \\d+$`)) })]);
    await run(sql`UPDATE dashboard_order_daily SET orders = orders - 1 WHERE day = ${row.day}::date AND location_id = ${row.location_id} AND status = ${row.status}`);
  });
});
