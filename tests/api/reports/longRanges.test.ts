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
 * details (order_details_daily, migration 0103), inventory movements and the movement summary
 * (stock_movement_monthly beside stock_movement_daily, 0104) and HBS invoice items
 * (hbs_invoice_daily, 0105); quotation expiry's rows, count and total from its kept set (0106). On two years of generated history, changed after it
 * was written (quotations cancelled, offered again, re-priced and deleted; invoices cancelled,
 * issued again, posted and moved in time; invoice lines corrected and removed; a batch re-priced; orders moved to another status, location and day) so every trigger runs, each
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

  // Stock: four products in two segments and categories, two batches each, and 3,000 movements of
  // every kind over the last 740 days, some without a unit cost (valued at the batch's price).
  // Two of them narcotic (the narcotic register's entries).
  await run(sql`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom, dosage_form, administration_route, narcotic)
    SELECT 'Long Product ' || g, 'Maker', 'Generic ' || g, (ARRAY['Pharma', 'Wellness'])[g % 2 + 1], (ARRAY['Tablets', 'Syrups'])[g / 3 + 1], 'tablet', 'tablet', 'oral', g % 2 = 0
      FROM generate_series(1, 4) g`);
  await run(sql`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price)
    SELECT p.id, lpad((b + 2)::text, 2, '0') || '-2031', 10 + b, 25 + b FROM products p CROSS JOIN generate_series(1, 2) b WHERE p.product_name LIKE 'Long Product %'`);
  const longBatches = sql`SELECT b.id, b.product_id FROM product_batches b JOIN products p ON p.id = b.product_id WHERE p.product_name LIKE 'Long Product %'`;
  await run(sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, unit_cost, created_at)
    SELECT b.product_id, b.id, 'grn_in', 100000, 9.5, now() - interval '745 days' FROM (${longBatches}) b`);
  await run(sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, reserved_delta, unit_cost, created_at)
    SELECT b.product_id, b.id, x.t,
           CASE x.t WHEN 'invoice_out' THEN -(g % 7 + 1) WHEN 'adjustment' THEN (CASE WHEN g % 2 = 0 THEN 3 ELSE -2 END) WHEN 'grn_in' THEN g % 40 + 5 ELSE 0 END,
           CASE x.t WHEN 'reserve' THEN g % 5 + 1 WHEN 'release' THEN -1 ELSE 0 END,
           CASE WHEN g % 3 = 0 THEN 11.25 END, now() - make_interval(hours => (g * 47.3)::int % 17760)
      FROM (${longBatches}) b CROSS JOIN generate_series(1, 375) g
      CROSS JOIN LATERAL (VALUES ((ARRAY['invoice_out', 'reserve', 'release', 'adjustment', 'grn_in'])[(g + b.id) % 5 + 1])) x(t)`);
  await run(sql`UPDATE product_batches SET purchase_price = purchase_price + 2 WHERE id IN (SELECT min(id) FROM (${longBatches}) b)`); // re-priced

  // Invoice lines: one to three per invoice of the orders, a few with no batch quantity (not listed).
  const [product] = await rows<{ id: number; batch: number }>(sql`SELECT product_id AS id, id AS batch FROM (${longBatches}) b ORDER BY id LIMIT 1`);
  await run(sql`INSERT INTO invoice_lines (invoice_id, product_id, batch_id, quantity, batch_qty, unit_price, line_total)
    SELECT i.id, ${product.id}, ${product.batch}, k + 1, CASE WHEN (i.id + k) % 9 = 0 THEN 0 ELSE k + 1 END, 12.5, 12.5 * (k + 1)
      FROM invoices i CROSS JOIN generate_series(0, 2) k WHERE i.order_id IN (${longOrders}) AND k <= i.id % 3`);
  // ...then changed: lines corrected and removed, drafts posted, a posting time moved, orders moved.
  await run(sql`UPDATE invoice_lines SET batch_qty = batch_qty + 1, line_total = line_total + 12.5 WHERE id % 7 = 0`);
  await run(sql`DELETE FROM invoice_lines WHERE id % 23 = 0`);
  await run(sql`UPDATE invoices SET status = 'posted', posted_at = now() - make_interval(days => (order_id % 700)::int) WHERE order_id IN (${longOrders}) AND status = 'draft' AND order_id % 2 = 1`);
  await run(sql`UPDATE invoices SET posted_at = posted_at - interval '50 hours' WHERE order_id IN (${longOrders}) AND posted_at IS NOT NULL AND id % 6 = 0`);
  await run(sql`UPDATE orders SET location_id = ${l0} WHERE id IN (${longOrders}) AND id % 10 = 7`);

  // Quotation expiry: an expireQuotation log on some orders (their quotations count whatever their
  // status), later changed: one log removed, one renamed, quotations marked expired and offered again.
  await run(sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, created_at)
    SELECT o.id, 'expireQuotation', 3, 24, 'system', o.created_at + interval '2 days' FROM orders o WHERE o.id IN (${longOrders}) AND o.id % 4 = 1`);
  await run(sql`DELETE FROM order_logs WHERE action = 'expireQuotation' AND order_id IN (${longOrders}) AND order_id % 12 = 1`);
  await run(sql`UPDATE order_logs SET action = 'note' WHERE action = 'expireQuotation' AND order_id IN (${longOrders}) AND order_id % 12 = 5`);
  await run(sql`UPDATE quotations SET status = 3 WHERE order_id IN (${longOrders}) AND status = 0 AND id % 3 = 0`);
  await run(sql`UPDATE quotations SET status = 0, valid_until = valid_until + interval '1 day' WHERE order_id IN (${longOrders}) AND status = 3 AND id % 5 = 0`);
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

/**
 * In three database time zones off UTC (+5:30, -3:30, +13:45), for a two-year range,
 * three days and two months (with `filters`), the report's totals query (rollup rows and the edges) answers
 * what the engine's default (its own rows summed) does.
 */
async function sameTotalsInZones(name: string, filters: ReportFilters, names: string[]) {
  const report = served(name);
  const scope = { locationId: null, agentId: 0, role: 'super_admin' };
  for (const zone of ['Asia/Colombo', 'America/St_Johns', 'Pacific/Chatham']) {
    for (const f of [{ startDate: FROM, endDate: TO }, { startDate: day(-203), endDate: day(-200) }, { startDate: day(-61), endDate: day(-3), ...filters }] as ReportFilters[]) {
      const [fast, slow] = await t.app.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('TimeZone', ${zone}, true)`.execute(trx);
        const req = { filters: f, skip: 0, limit: 25, sortBy: report.report.sort.field, descending: true, format: 'json' as const };
        const a = (await sql<Record<string, unknown>>`SELECT * FROM (${report.totals!(f, scope)}) t`.execute(trx)).rows[0];
        const b = (await totalsQuery(report.report, report.query, req, scope).execute(trx)).rows[0];
        return [a, b];
      });
      const norm = (r: Record<string, unknown>) => names.map((n) => Number(r[n]));
      expect(norm(fast), `${name} ${zone} ${JSON.stringify(f)}`).toEqual(norm(slow));
      expect(Number(slow.__count)).toBeGreaterThan(0);
    }
  }
}

describe('the rollups stay equal to their sources (db:check)', () => {
  it('finds no difference after the history was written and changed', async () => {
    // The synthetic orders skip the lifecycle (no logs, no runs): only the rollup checks apply.
    const rollupChecks = CHECK_NAMES.filter((n) => n.includes('rollup') || n.startsWith('quotation expiry set'));
    expect(rollupChecks).toEqual(expect.arrayContaining(['order details rollup equals the orders with their quotation and invoice totals',
      'HBS invoice rollup equals the posted invoice lines', 'stock movement monthly rollup equals the ledger', 'quotation expiry set equals the expired quotations']));
    expect((await checkDatabase(t.app.db, 5)).filter((v) => rollupChecks.includes(v.check))).toEqual([]);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_details_daily WHERE orders > 0`))[0].n).toBeGreaterThan(500);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hbs_invoice_daily WHERE lines > 0`))[0].n).toBeGreaterThan(500);
    expect((await rows<{ n: number }>(sql`SELECT count(DISTINCT month)::int AS n FROM stock_movement_monthly WHERE movements > 0`))[0].n).toBeGreaterThan(23);
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
    await sameTotalsInZones('order-details', { status: 15 }, ['__count', 'orderId', 'quotationTotal', 'invoiceTotal']);
  });
});

describe('order processing over two years (its count from order_details_daily)', () => {
  it('answers the first pages and the count as plain SQL does, at each location', async () => {
    for (const location of [undefined, locations[1], locations[2]]) {
      const want = await rows<{ orderId: string }>(sql`SELECT o.display_id AS "orderId" FROM orders o
        WHERE o.created_at >= ${FROM}::date AND o.created_at < ${TO}::date + 1 ${location ? sql`AND o.location_id = ${location}` : sql``}
        ORDER BY o.created_at DESC, o.display_id DESC`);
      expect(want.length).toBeGreaterThan(300);
      const filters: Record<string, number> = location ? { location } : {};
      const first = await stablePage('order-processing', { ...filters, limit: 25 });
      expect(first.items.map((r) => r.orderId)).toEqual(want.slice(0, 25).map((r) => r.orderId));
      expect([first.count, first.totals]).toEqual([want.length, { orderId: want.length }]);
      const third = await page('order-processing', { ...filters, skip: 50, limit: 25 });
      expect(third.items.map((r) => r.orderId)).toEqual(want.slice(50, 75).map((r) => r.orderId));
    }
  });

  it('in a database time zone off UTC, the rollup and edge count equals the report rows counted', async () => {
    await sameTotalsInZones('order-processing', { location: locations[1] }, ['__count', 'orderId']);
  });
});

describe('narcotic register over two years (totals from the ledger rollups)', () => {
  it('answers the first pages, count and totals as plain SQL does, with a product search', async () => {
    for (const searchKey of [undefined, 'Long Product 4']) {
      const want = await rows<{ movementId: number; q: number }>(sql`
        SELECT m.id::int AS "movementId", m.quantity_delta AS q FROM stock_movements m JOIN products p ON p.id = m.product_id
         WHERE p.narcotic AND m.quantity_delta <> 0 AND m.created_at >= ${FROM}::date AND m.created_at < ${TO}::date + 1
           ${searchKey ? sql`AND p.product_name = ${searchKey}` : sql``}
         ORDER BY m.created_at, m.id`);
      expect(want.length).toBeGreaterThan(300);
      const filters: Record<string, string> = searchKey ? { searchKey } : {};
      const first = await stablePage('narcotic-register', { ...filters, limit: 25 });
      expect(first.items.map((r) => r.movementId)).toEqual(want.slice(0, 25).map((r) => r.movementId));
      expect([first.count, first.totals]).toEqual([want.length, {
        movementId: want.length, quantityIn: sum(want.map((r) => Math.max(r.q, 0))), quantityOut: sum(want.map((r) => Math.max(-r.q, 0))),
      }]);
    }
  });

  it('in a database time zone off UTC, the rollup and edge totals equal the register rows summed', async () => {
    await sameTotalsInZones('narcotic-register', { searchKey: 'Long Product 2' }, ['__count', 'movementId', 'quantityIn', 'quantityOut']);
  });
});

describe('HBS invoice items over two years (totals from hbs_invoice_daily)', () => {
  const plain = () => rows<{ lineId: number; q: number; total: string }>(sql`
    SELECT l.id::int AS "lineId", l.batch_qty AS q, l.line_total AS total
      FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
     WHERE i.posted_at >= ${FROM}::date AND i.posted_at < ${TO}::date + 1 AND l.batch_qty > 0
     ORDER BY i.posted_at DESC, l.id DESC`);

  it('answers the first pages, count and totals as plain SQL does, the same when asked again', async () => {
    const want = await plain();
    expect(want.length).toBeGreaterThan(1500);
    const first = await stablePage('hbs-invoice', { limit: 25 });
    expect(first.items.map((r) => r.lineId)).toEqual(want.slice(0, 25).map((r) => r.lineId));
    expect(first.count).toBe(want.length);
    expect(first.totals).toEqual({ lineId: want.length, quantity: sum(want.map((r) => r.q)), lineTotal: sum(want.map((r) => r.total)) });
    const later = await page('hbs-invoice', { skip: 500, limit: 25 });
    expect(later.items.map((r) => r.lineId)).toEqual(want.slice(500, 525).map((r) => r.lineId));
  });

  it('in a database time zone off UTC, the rollup and edge totals equal the report rows summed', async () => {
    await sameTotalsInZones('hbs-invoice', {}, ['__count', 'lineId', 'quantity', 'lineTotal']);
  });
});

describe('inventory movements over two years (totals from the monthly and daily ledger rollups)', () => {
  const plain = (where: RawBuilder<unknown> = sql`true`) => rows<{ movementId: number; q: number; r: number; value: string }>(sql`
    SELECT m.id::int AS "movementId", m.quantity_delta AS q, m.reserved_delta AS r, m.quantity_delta * coalesce(m.unit_cost, b.purchase_price) AS value
      FROM stock_movements m JOIN product_batches b ON b.id = m.batch_id JOIN products p ON p.id = m.product_id
     WHERE m.created_at >= ${FROM}::date AND m.created_at < ${TO}::date + 1 AND ${where}
     ORDER BY m.created_at DESC, m.id DESC`);

  it('answers the first pages, count and totals as plain SQL does, with each filter', async () => {
    const cases: Array<[Record<string, string>, RawBuilder<unknown>]> = [
      [{}, sql`true`],
      [{ productSegment: 'Wellness' }, sql`p.product_segment = 'Wellness'`],
      [{ productCategory: 'Syrups', movementType: 'invoice_out' }, sql`p.product_category = 'Syrups' AND m.movement_type = 'invoice_out'`],
    ];
    for (const [filters, where] of cases) {
      const want = await plain(where);
      expect(want.length, JSON.stringify(filters)).toBeGreaterThan(100);
      const first = await stablePage('inventory-movement', { ...filters, limit: 25 });
      expect(first.items.map((r) => r.movementId)).toEqual(want.slice(0, 25).map((r) => r.movementId));
      expect(first.count).toBe(want.length);
      expect(first.totals).toEqual({ movementId: want.length, quantity: sum(want.map((r) => r.q)), reserved: sum(want.map((r) => r.r)), value: sum(want.map((r) => r.value)) });
    }
    expect((await plain()).length).toBeGreaterThan(2900);
  });

  it('in a database time zone off UTC, the rollup and edge totals equal the report rows summed', async () => {
    await sameTotalsInZones('inventory-movement', { movementType: 'grn_in' }, ['__count', 'movementId', 'quantity', 'reserved', 'value']);
  });

  it('the movement summary over two years, by product and by segment, equals plain SQL over the UTC days', async () => {
    for (const [groupBy, group] of [['product', `p.display_id || ' ' || p.product_name`], ['segment', `coalesce(p.product_segment, '–')`], ['none', `'All'`]]) {
      for (const [from, to] of [[FROM, TO], [day(-95), day(-20)]]) {
        const want = await rows<Record<string, unknown>>(sql`
          SELECT ${sql.raw(group)} || ' · ' || m.movement_type AS key, count(*)::int AS n, sum(m.quantity_delta)::int AS net,
                 sum(m.quantity_delta * coalesce(m.unit_cost, b.purchase_price)) AS value
            FROM stock_movements m JOIN product_batches b ON b.id = m.batch_id JOIN products p ON p.id = m.product_id
           WHERE (m.created_at AT TIME ZONE 'UTC')::date BETWEEN ${from}::date AND ${to}::date GROUP BY 1 ORDER BY 1`);
        expect(want.length).toBeGreaterThan(3);
        const got = await stablePage('inventory-movement-summary', { startDate: from, endDate: to, groupBy, limit: 500 });
        const byKey = (xs: unknown[][]) => Object.fromEntries(xs.map(([k, ...v]) => [k as string, v]));
        expect(got.items.length).toBe(want.length);
        expect(byKey(got.items.map((i) => [i.key, i.movements, i.netQuantity, i.value]))).toEqual(byKey(want.map((r) => [r.key, r.n, r.net, Number(r.value)])));
        expect(got.totals.movements).toBe(sum(want.map((r) => r.n)));
      }
    }
  });
});

describe('quotation expiry over two years (rows, count and total from quotation_expiry_set)', () => {
  const plain = (from = FROM, to = TO) => rows<{ quotationId: number; orderId: string; total: string; customer: string }>(sql`
    SELECT q.id::int AS "quotationId", o.display_id AS "orderId", q.net_total AS total, c.name AS customer
      FROM quotations q JOIN orders o ON o.id = q.order_id JOIN customers c ON c.id = o.customer_id
     WHERE q.valid_until >= ${from}::date AND q.valid_until < ${to}::date + 1
       AND (q.status = 3 OR EXISTS (SELECT 1 FROM order_logs l WHERE l.order_id = q.order_id AND l.action = 'expireQuotation'))
     ORDER BY q.valid_until DESC, q.id DESC`);

  it('answers the first pages, count and total as plain SQL does, the same when asked again', async () => {
    for (const [from, to] of [[FROM, TO], [day(-320), day(-240)]]) {
      const want = await plain(from, to);
      expect(want.length).toBeGreaterThan(60);
      const first = await stablePage('quotation-expiry', { startDate: from, endDate: to, limit: 25 });
      expect(first.items.map((r) => [r.quotationId, r.orderId, r.netTotal, r.customer])).toEqual(want.slice(0, 25).map((r) => [r.quotationId, r.orderId, Number(r.total), r.customer]));
      expect(first.count).toBe(want.length);
      expect(first.totals).toEqual({ quotationId: want.length, netTotal: sum(want.map((r) => r.total)) });
      const later = await page('quotation-expiry', { startDate: from, endDate: to, skip: 40, limit: 20 });
      expect(later.items.map((r) => r.quotationId)).toEqual(want.slice(40, 60).map((r) => r.quotationId));
    }
    expect((await plain()).length).toBeGreaterThan(400);
  });
});
