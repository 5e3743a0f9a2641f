import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { reports } from '../../../reports/index';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { CHECK_NAMES, checkDatabase } from '../../../src/server/db/check';
import { serverReports } from '../../../src/server/platform/reports/list';
import { totalsQuery } from '../../../src/server/platform/reports/sql';
import type { ReportFilters } from '../../../src/server/platform/reports/defineServerReport';
import { day } from './fixtures';

/**
 * The reports whose count and totals over a long range come from rollups (issue 22 item 1): order
 * details (order_details_daily, migration 0103). On two years of generated history, changed after it
 * was written (quotations cancelled, offered again, re-priced and deleted; invoices cancelled and
 * issued again; orders moved to another status, location and day) so every trigger runs, each
 * report's first pages, count and totals over two years must equal plain SQL written apart from the
 * reports' queries, with every filter, the same on a repeated call; and in a database time zone off
 * UTC (where a range's ends fall inside UTC days) the rollup's totals equal the report's own rows.
 */

const FROM = day(-729);
const TO = day(0);
const decl = (name: string): ReportDeclaration => reports.find((r) => r.name === name)!;
const served = (name: string) => serverReports.find((s) => s.report.name === name)!;

let t: TestApp;
let admin: SignedIn;
let locations: number[] = [];

const rows = async <T>(q: RawBuilder<unknown>): Promise<T[]> => (await q.execute(t.app.db)).rows as T[];
const run = (q: RawBuilder<unknown>) => q.execute(t.app.db);
const sum = (xs: unknown[]) => Math.round(xs.reduce<number>((s, x) => s + Number(x ?? 0), 0) * 100) / 100;

async function seed() {
  locations = t.ids.locationIds.slice(0, 3);
  const [l0, l1, l2] = [locations[0], locations[1 % locations.length], locations[2 % locations.length]];
  await run(sql`INSERT INTO customers (name, contact_number) SELECT 'Long Customer ' || g, '+94 72 ' || lpad(g::text, 7, '0') FROM generate_series(1, 30) g`);
  // 1,500 orders over the last 740 days (two years and a little before), every few hours, in three
  // locations and seven statuses.
  await run(sql`INSERT INTO orders (customer_id, status, location_id, created_at)
    SELECT c.id, (ARRAY[15, 21, 3, 12, 17, 1, 15])[g % 7 + 1], (ARRAY[${l0}, ${l1}, ${l2}]::int[])[g % 3 + 1],
           now() - make_interval(hours => (g * 11.84)::int + g % 5)
      FROM generate_series(1, 1500) g
      JOIN LATERAL (SELECT id FROM customers WHERE name = 'Long Customer ' || (g % 30 + 1)) c ON true`);
  const longOrders = sql`SELECT id FROM orders WHERE customer_id IN (SELECT id FROM customers WHERE name LIKE 'Long Customer %')`;
  // Quotations: one per order in every status, a second (newer) one on every third order.
  await run(sql`INSERT INTO quotations (order_id, status, lines_total, net_total, valid_until)
    SELECT o.id, o.id % 4, 400 + o.id % 300, 400 + o.id % 300 + 0.25, o.created_at + interval '2 days' FROM orders o WHERE o.id IN (${longOrders})`);
  await run(sql`INSERT INTO quotations (order_id, status, lines_total, net_total, valid_until)
    SELECT o.id, (o.id + 1) % 4, 700 + o.id % 50, 700 + o.id % 50 + 0.75, o.created_at + interval '3 days' FROM orders o WHERE o.id IN (${longOrders}) AND o.id % 3 = 0`);
  // Invoices on the newest quotation of most orders: posted, draft and cancelled.
  await run(sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at, cancelled_at)
    SELECT q.order_id, q.id, (ARRAY['posted', 'posted', 'draft', 'cancelled', 'posted'])[q.order_id % 5 + 1], q.net_total, 0, 0, q.net_total,
           CASE WHEN q.order_id % 5 <> 2 THEN o.created_at + interval '5 hours' END, CASE WHEN q.order_id % 5 = 3 THEN o.created_at + interval '6 hours' END
      FROM (SELECT DISTINCT ON (order_id) * FROM quotations WHERE order_id IN (${longOrders}) ORDER BY order_id, id DESC) q
      JOIN orders o ON o.id = q.order_id WHERE q.order_id % 11 <> 0`);
  // ...then changed: each statement moves rollup rows through a trigger.
  await run(sql`UPDATE quotations SET status = 2 WHERE order_id IN (${longOrders}) AND id % 7 = 0`); // cancelled
  await run(sql`UPDATE quotations SET net_total = net_total + 9, lines_total = lines_total + 9 WHERE order_id IN (${longOrders}) AND id % 5 = 1`); // re-priced
  await run(sql`INSERT INTO quotations (order_id, status, lines_total, net_total) SELECT o.id, 0, 55, 55.5 FROM orders o WHERE o.id IN (${longOrders}) AND o.id % 13 = 0`); // offered again
  await run(sql`DELETE FROM quotations q WHERE q.order_id IN (${longOrders}) AND q.id % 17 = 0
    AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.quotation_id = q.id) AND NOT EXISTS (SELECT 1 FROM quotation_lines l WHERE l.quotation_id = q.id)`); // withdrawn
  await run(sql`UPDATE invoices SET status = 'cancelled', cancelled_at = now() WHERE order_id IN (${longOrders}) AND status = 'posted' AND order_id % 9 = 0`);
  await run(sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at)
    SELECT i.order_id, i.quotation_id, 'posted', i.lines_total + 1, 0, 0, i.net_total + 1, now() - interval '1 day'
      FROM invoices i WHERE i.order_id IN (${longOrders}) AND i.status = 'cancelled' AND i.order_id % 2 = 0`); // invoiced again
  await run(sql`UPDATE orders SET status = 17 WHERE id IN (${longOrders}) AND id % 8 = 0`);
  await run(sql`UPDATE orders SET location_id = ${l2}, created_at = created_at - interval '30 hours' WHERE id IN (${longOrders}) AND id % 10 = 3`);
}

beforeAll(async () => {
  t = await buildTestApp({ moneyInvariants: false }); // synthetic quotations and invoices the money path never makes
  await seed();
  admin = await signIn(t.app, 'super_admin');
});
afterAll(async () => { await t?.close(); });

type Page = { items: Array<Record<string, unknown>>; count: number; totals: Record<string, number> };
async function page(name: string, query: Record<string, string | number> = {}): Promise<Page> {
  const qs = new URLSearchParams(Object.entries({ startDate: FROM, endDate: TO, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${decl(name).path}?${qs}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}

/** A first page asked twice answers the same; returns it. */
async function stablePage(name: string, query: Record<string, string | number> = {}): Promise<Page> {
  const first = await page(name, query);
  expect(await page(name, query)).toEqual(first);
  return first;
}

describe('the rollups stay equal to their sources (db:check)', () => {
  it('finds no difference after the history was written and changed', async () => {
    // The synthetic orders skip the lifecycle (no logs, no runs): only the rollup checks apply.
    const rollupChecks = CHECK_NAMES.filter((n) => n.includes('rollup'));
    expect(rollupChecks).toContain('order details rollup equals the orders with their quotation and invoice totals');
    expect((await checkDatabase(t.app.db, 5)).filter((v) => rollupChecks.includes(v.check))).toEqual([]);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_details_daily WHERE orders > 0`))[0].n).toBeGreaterThan(500);
  });
});

describe('order details over two years (totals from order_details_daily)', () => {
  /** The orders of the range by plain SQL, newest first, with their quotation and invoice totals. */
  const plain = (where: RawBuilder<unknown> = sql`true`) => rows<{ orderId: string; q: string | null; i: string | null }>(sql`
    SELECT o.display_id AS "orderId",
           (SELECT net_total FROM quotations WHERE order_id = o.id AND status <> 2 ORDER BY id DESC LIMIT 1) AS q,
           (SELECT net_total FROM invoices WHERE order_id = o.id AND status <> 'cancelled') AS i
      FROM orders o WHERE o.created_at >= ${FROM}::date AND o.created_at < ${TO}::date + 1 AND ${where}
     ORDER BY o.created_at DESC, o.display_id DESC`);

  it('answers the first pages, count and totals as plain SQL does, with each filter', async () => {
    const cases: Array<[Record<string, number>, RawBuilder<unknown>]> = [
      [{}, sql`true`],
      [{ location: locations[1] }, sql`o.location_id = ${locations[1]}`],
      [{ status: 17 }, sql`o.status = 17`],
      [{ location: locations[2], status: 15 }, sql`o.location_id = ${locations[2]} AND o.status = 15`],
    ];
    for (const [filters, where] of cases) {
      const want = await plain(where);
      expect(want.length, JSON.stringify(filters)).toBeGreaterThan(30);
      const first = await stablePage('order-details', { ...filters, limit: 25 });
      expect(first.items.map((r) => r.orderId)).toEqual(want.slice(0, 25).map((r) => r.orderId));
      expect(first.count).toBe(want.length);
      expect(first.totals).toEqual({ orderId: want.length, quotationTotal: sum(want.map((r) => r.q)), invoiceTotal: sum(want.map((r) => r.i)) });
      const third = await page('order-details', { ...filters, skip: 50, limit: 25 });
      expect(third.items.map((r) => r.orderId)).toEqual(want.slice(50, 75).map((r) => r.orderId));
    }
    expect((await plain()).length).toBeGreaterThan(1400);
  });

  it('a range inside one day, and one of a single day, count as plain SQL does', async () => {
    for (const [from, to] of [[day(-100), day(-100)], [day(-400), day(-396)]]) {
      const want = await rows<{ n: number; i: string | null }>(sql`
        SELECT count(*)::int AS n, sum((SELECT net_total FROM invoices WHERE order_id = o.id AND status <> 'cancelled')) AS i
          FROM orders o WHERE o.created_at >= ${from}::date AND o.created_at < ${to}::date + 1`);
      const got = await page('order-details', { startDate: from, endDate: to });
      expect([got.count, got.totals.invoiceTotal]).toEqual([want[0].n, sum([want[0].i])]);
    }
  });

  it('in a database time zone off UTC, the rollup and edge totals equal the report rows summed', async () => {
    const report = served('order-details');
    const scope = { locationId: null, agentId: 0, role: 'super_admin' };
    for (const zone of ['Asia/Colombo', 'America/St_Johns', 'Pacific/Chatham']) {
      for (const f of [{ startDate: FROM, endDate: TO }, { startDate: day(-200), endDate: day(-200) }, { startDate: day(-61), endDate: day(-3), status: 15 }] as ReportFilters[]) {
        const [fast, slow] = await t.app.db.transaction().execute(async (trx) => {
          await sql`SELECT set_config('TimeZone', ${zone}, true)`.execute(trx);
          const req = { filters: f, skip: 0, limit: 25, sortBy: 'receivedAt', descending: true, format: 'json' as const };
          const a = (await sql<Record<string, unknown>>`SELECT * FROM (${report.totals!(f, scope)}) t`.execute(trx)).rows[0];
          const b = (await totalsQuery(report.report, report.query, req, scope).execute(trx)).rows[0];
          return [a, b];
        });
        const norm = (r: Record<string, unknown>) => [Number(r.__count), Number(r.orderId), Number(r.quotationTotal), Number(r.invoiceTotal)];
        expect(norm(fast), `${zone} ${JSON.stringify(f)}`).toEqual(norm(slow));
        expect(Number(slow.__count)).toBeGreaterThan(0);
      }
    }
  });
});
