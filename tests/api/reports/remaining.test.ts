import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { parse } from 'yaml';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';
import { reports } from '../../../reports/index';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { day, parseCsv } from './fixtures';

/**
 * The remaining reports of issue 12 (order cancellation, customer-wise sales month on month,
 * month-on-month revenue, order processing, HBS users list, HBS re-order list): rows and totals
 * against plain SQL written apart from the reports' queries, a hand-made set of invoices whose
 * month-on-month answers are known, downloads, the shared 400s and every role's access.
 */

const FROM = day(-30);
const TO = day(1);
const NAMES = ['order-cancellation', 'customer-sales-mom', 'mom-revenue', 'order-processing', 'hbs-users', 'hbs-reorder'];
const decl = (name: string): ReportDeclaration => reports.find((r) => r.name === name)!;

let t: TestApp;
let fx: OrderFixture;
let mgmt: SignedIn;
const known = { amaraNow: 0, amaraBefore: 0, bimalNow: 0, bimalBefore: 0, chathuNow: 0, agentCancelled: '' };

const one = async <T>(q: { execute(db: TestApp['app']['db']): Promise<{ rows: unknown[] }> }): Promise<T> => (await q.execute(t.app.db)).rows[0] as T;

/** An order with a quotation and an invoice `daysAgo` (posted unless told), for the sales reports. */
async function invoicedOrder(customerId: number, loc: number, daysAgo: number, amount: number, status: 'posted' | 'draft' | 'cancelled' = 'posted'): Promise<number> {
  const o = await one<{ id: number }>(sql`INSERT INTO orders (customer_id, status, location_id, created_at, quoted_at, confirmed_at, delivered_at)
    VALUES (${customerId}, 15, ${t.ids.locationIds[loc]}, now() - make_interval(days => ${daysAgo + 1}), now() - make_interval(days => ${daysAgo + 1}) + interval '25 minutes',
      now() - make_interval(days => ${daysAgo + 1}) + interval '2 hours', now() - make_interval(days => ${daysAgo}) + interval '1 hour') RETURNING id`);
  const q = await one<{ id: number }>(sql`INSERT INTO quotations (order_id, status, lines_total, net_total, submitted_at) VALUES (${o.id}, 1, ${amount}, ${amount}, now()) RETURNING id`);
  await sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at, cancelled_at)
    VALUES (${o.id}, ${q.id}, ${status}, ${amount}, 0, 0, ${amount}, ${status === 'draft' ? null : sql`now() - make_interval(days => ${daysAgo})`},
      ${status === 'cancelled' ? sql`now()` : null})`.execute(t.app.db);
  return o.id;
}

async function seed() {
  fx = await seedOrderFixture(t.app.db, t.ids, 30);
  const { amara, bimal, chathu } = fx.customers;
  // Sales: this period (last 30 days) and the same dates a month before (about 31–61 days ago).
  await invoicedOrder(amara, 0, 2, 1000); await invoicedOrder(amara, 1, 10, 500); known.amaraNow = 1500;
  await invoicedOrder(amara, 0, 40, 1200); known.amaraBefore = 1200;
  await invoicedOrder(bimal, 1, 45, 800); known.bimalBefore = 800; // nothing this period: -100 %
  await invoicedOrder(chathu, 2, 5, 300); known.chathuNow = 300; // nothing before: no percentage
  await invoicedOrder(chathu, 2, 3, 999, 'cancelled'); // a cancelled invoice is no sale
  await invoicedOrder(bimal, 1, 4, 650, 'draft'); // nor is a draft
  await invoicedOrder(chathu, 0, 120, 4000); // months back: only the month-on-month revenue sees it
  // Invoices change after the trigger's first count: a draft gets posted, a posted one is cancelled.
  const posted = await invoicedOrder(bimal, 0, 6, 250, 'draft');
  await sql`UPDATE invoices SET status = 'posted', posted_at = now() - interval '6 days' WHERE order_id = ${posted}`.execute(t.app.db);
  known.bimalNow = 250;
  const undone = await invoicedOrder(amara, 1, 8, 777);
  await sql`UPDATE invoices SET status = 'cancelled', cancelled_at = now() WHERE order_id = ${undone}`.execute(t.app.db);

  // Cancellations: every status-17 order closed when cancelled; one cancelled by a pharmacist from "Quotation done".
  await sql`UPDATE orders SET closed_at = created_at + interval '2 hours' WHERE status = 17`.execute(t.app.db);
  await sql`UPDATE orders SET cancellation_reason = 'Customer found it cheaper' WHERE id = ${fx.orders.cancelled}`.execute(t.app.db);
  await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, agent_id, role, created_at)
    VALUES (${fx.orders.cancelled}, 'cancel', 3, 17, 'agent', ${t.ids.agentIds.pharmacist}, 'pharmacist', now() - interval '98 hours')`.execute(t.app.db);
  known.agentCancelled = (await one<{ d: string }>(sql`SELECT display_id AS d FROM orders WHERE id = ${fx.orders.cancelled}`)).d;
  await sql`INSERT INTO quotations (order_id, status, lines_total, net_total) VALUES (${fx.orders.cancelled}, 2, 640, 640)`.execute(t.app.db);

  // Users: an offline customer today and one who registered long ago.
  await sql`INSERT INTO customers (name, contact_number, source) VALUES ('Dilani Offline', '+94 70 123 4567', 'offline')`.execute(t.app.db);
  await sql`INSERT INTO customers (name, contact_number, created_at) VALUES ('Old Customer', '+94 70 765 4321', now() - interval '400 days')`.execute(t.app.db);

  // Re-orders: two repeat prescriptions due in the period, one later, one cancelled.
  await sql`UPDATE prescriptions SET reorder_interval_days = 30, next_reorder_date = current_date + 5 WHERE id = ${fx.prescriptions.amara}`.execute(t.app.db);
  await sql`UPDATE prescriptions SET reorder_interval_days = 60, next_reorder_date = current_date - 3 WHERE id = ${fx.prescriptions.bimal}`.execute(t.app.db);
  await sql`INSERT INTO prescriptions (customer_id, reorder_interval_days, next_reorder_date) VALUES (${fx.customers.chathu}, 30, current_date + 40)`.execute(t.app.db);
  await sql`INSERT INTO prescriptions (customer_id, reorder_interval_days, next_reorder_date, status) VALUES (${fx.customers.chathu}, 30, current_date, 'cancelled')`.execute(t.app.db);
}

beforeAll(async () => {
  t = await buildTestApp({ moneyInvariants: false }); // synthetic payments, invoices and settlements the money path never makes
  await seed();
  mgmt = await signIn(t.app, 'management');
});
afterAll(async () => { await t?.close(); });

const get = async (name: string, query: Record<string, string | number> = {}, who: SignedIn | null = mgmt) => {
  const qs = new URLSearchParams(Object.entries({ startDate: FROM, endDate: TO, ...query }).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `/api/v1${decl(name).path}?${qs}`, headers: who ? who.headers : {} });
};
const page = async (name: string, query: Record<string, string | number> = {}) => {
  const res = await get(name, { limit: 500, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Array<Record<string, unknown>>; count: number; totals: Record<string, number> };
};
const rows = async <T>(q: { execute(db: TestApp['app']['db']): Promise<{ rows: T[] }> }): Promise<T[]> => (await q.execute(t.app.db)).rows;
const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
const sum = (xs: Array<number | string | null>) => xs.reduce<number>((s, x) => s + Number(x ?? 0), 0);

describe('order cancellation report', () => {
  it('lists the orders cancelled in the period, newest first, as plain SQL does', async () => {
    const want = await rows<{ orderId: string; cancelledAt: string; qt: string | null }>(sql`
      SELECT o.display_id AS "orderId", o.closed_at AS "cancelledAt", (SELECT net_total FROM quotations WHERE order_id = o.id ORDER BY id DESC LIMIT 1) AS qt
        FROM orders o WHERE o.status = 17 AND o.closed_at::date BETWEEN ${FROM}::date AND ${TO}::date ORDER BY o.closed_at DESC, o.display_id DESC`);
    expect(want.length).toBeGreaterThan(1);
    const data = await page('order-cancellation');
    expect(data.items.map((i) => i.orderId)).toEqual(want.map((r) => r.orderId));
    expect(data.items.map((i) => i.cancelledAt)).toEqual(want.map((r) => iso(r.cancelledAt)));
    expect(data.count).toBe(want.length);
    expect(data.totals).toEqual({ orderId: want.length });
    expect(sum(data.items.map((i) => i.quotationTotal as number | null))).toBe(sum(want.map((r) => r.qt)));
  });
  it('names who cancelled, from which status, the quotation it had and the reason', async () => {
    const row = (await page('order-cancellation')).items.find((i) => i.orderId === known.agentCancelled);
    expect(row).toMatchObject({ statusBefore: 'Quotation done', cancelledBy: 'Tharindu Bandara', quotationTotal: 640, reason: 'Customer found it cheaper' });
  });
  it('filters by location', async () => {
    const loc = t.ids.locationIds[1];
    const want = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE status = 17 AND location_id = ${loc} AND closed_at::date BETWEEN ${FROM}::date AND ${TO}::date`);
    expect((await page('order-cancellation', { location: loc })).count).toBe(want[0].n);
  });
});

describe('customer-wise sales month on month', () => {
  it('gives each customer this period and the same dates a month before, as the hand-made invoices say', async () => {
    const data = await page('customer-sales-mom');
    const by = Object.fromEntries(data.items.map((i) => [i.customer, i]));
    expect(by['Amara Silva']).toMatchObject({ currentSales: known.amaraNow, currentOrders: 2, previousSales: known.amaraBefore, previousOrders: 1, change: 300, changePercent: 25 });
    expect(by['Bimal Jayawardena']).toMatchObject({ currentSales: known.bimalNow, previousSales: known.bimalBefore, change: -550, changePercent: -68.8 });
    expect(by['Chathurika Senanayake']).toMatchObject({ currentSales: known.chathuNow, previousSales: 0, changePercent: null });
    expect(data.items.map((i) => i.customer)).toEqual(['Amara Silva', 'Chathurika Senanayake', 'Bimal Jayawardena']); // by sales, highest first
    expect(data.totals).toEqual({ customerId: 3, previousOrders: 2, previousSales: 2000, currentOrders: 4, currentSales: 2050, change: 50 });
  });
  it('agrees with plain SQL over posting days, and filters by location', async () => {
    const loc = t.ids.locationIds[0];
    const want = await rows<{ customerId: string; cur: string; prev: string }>(sql`
      SELECT c.display_id AS "customerId",
        sum(i.net_total) FILTER (WHERE i.posted_at::date BETWEEN ${FROM}::date AND ${TO}::date) AS cur,
        sum(i.net_total) FILTER (WHERE i.posted_at::date BETWEEN (${FROM}::date - interval '1 month')::date AND ((${TO}::date + 1) - interval '1 month')::date - 1) AS prev
      FROM invoices i JOIN orders o ON o.id = i.order_id JOIN customers c ON c.id = o.customer_id
      WHERE i.status = 'posted' AND o.location_id = ${loc} GROUP BY c.display_id
      HAVING count(*) FILTER (WHERE i.posted_at::date BETWEEN (${FROM}::date - interval '1 month')::date AND ${TO}::date) > 0
      ORDER BY 1`);
    const got = (await page('customer-sales-mom', { location: loc, sortBy: 'customerId' })).items;
    expect(got.map((i) => [i.customerId, i.currentSales, i.previousSales])).toEqual(want.map((r) => [r.customerId, Number(r.cur ?? 0), Number(r.prev ?? 0)]));
  });
});

describe('month-on-month revenue', () => {
  const start = day(-150);
  it('has one row per month, counted from the posted invoices themselves (after posts and cancels too)', async () => {
    const want = await rows<{ month: string; n: number; revenue: string }>(sql`
      SELECT to_char(g.m, 'YYYY-MM-DD') AS month, count(i.id)::int AS n, coalesce(sum(i.net_total), 0) AS revenue
        FROM generate_series(date_trunc('month', ${start}::date), date_trunc('month', ${TO}::date), interval '1 month') g(m)
        LEFT JOIN invoices i ON i.status = 'posted' AND date_trunc('month', (i.posted_at AT TIME ZONE 'UTC')::date) = g.m AND (i.posted_at AT TIME ZONE 'UTC')::date BETWEEN ${start}::date AND ${TO}::date
       GROUP BY g.m ORDER BY g.m`);
    const data = await page('mom-revenue', { startDate: start });
    expect(data.items.map((i) => [i.month, i.invoices, i.revenue])).toEqual(want.map((r) => [r.month, r.n, Number(r.revenue)]));
    expect(data.totals).toEqual({ invoices: 7, revenue: known.amaraNow + known.amaraBefore + known.bimalBefore + known.bimalNow + known.chathuNow + 4000 });
    for (const [k, item] of data.items.entries()) {
      if (k === 0) continue;
      const prev = Number(data.items[k - 1].revenue);
      expect(item.previousRevenue).toBe(prev);
      expect(item.change).toBe(Number(item.revenue) - prev);
      expect(item.changePercent).toBe(prev > 0 ? Math.round(((Number(item.revenue) - prev) * 1000) / prev) / 10 : null);
    }
  });
  it('filters by location', async () => {
    const data = await page('mom-revenue', { startDate: day(-150), location: t.ids.locationIds[2] });
    expect(data.totals.revenue).toBe(known.chathuNow);
  });
});

describe('order processing report', () => {
  it('pages every order received in the period with its milestones and minutes', async () => {
    const want = await rows<{ orderId: string; q: number | null; c: number | null }>(sql`
      SELECT display_id AS "orderId", floor(extract(epoch FROM quoted_at - created_at) / 60)::int AS q,
             floor(extract(epoch FROM coalesce(closed_at, delivered_at) - created_at) / 60)::int AS c
        FROM orders WHERE created_at >= ${FROM}::date AND created_at < ${TO}::date + 1 ORDER BY created_at DESC, display_id DESC`);
    const seen: Array<Record<string, unknown>> = [];
    for (let skip = 0; skip < want.length; skip += 20) {
      const data = await page('order-processing', { skip, limit: 20 });
      expect(data.count).toBe(want.length);
      expect(data.totals).toEqual({ orderId: want.length });
      seen.push(...data.items);
    }
    expect(seen.map((i) => i.orderId)).toEqual(want.map((r) => r.orderId));
    expect(seen.map((i) => [i.quotationMinutes, i.cycleMinutes])).toEqual(want.map((r) => [r.q, r.c]));
    expect(seen.find((i) => i.quotationMinutes === 25)).toMatchObject({ status: 'Delivered', deliveryMinutes: expect.any(Number) });
  });
  it('stamps preparation from the order log', async () => {
    const id = fx.orders.dispensing;
    await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, created_at) VALUES (${id}, 'prep', 8, 9, 'system', now() - interval '1 hour')`.execute(t.app.db);
    const disp = await one<{ d: string }>(sql`SELECT display_id AS d FROM orders WHERE id = ${id}`);
    const row = (await page('order-processing')).items.find((i) => i.orderId === disp.d)!;
    const first = await one<{ at: Date }>(sql`SELECT min(created_at) AS at FROM order_logs WHERE order_id = ${id} AND to_status = 9`);
    expect(row.preparationStartedAt).toBe(iso(first.at));
  });
});

describe('HBS users list', () => {
  it('lists customers registered in the period with their orders, as plain SQL does', async () => {
    const want = await rows<{ customerId: string; n: number }>(sql`
      SELECT c.display_id AS "customerId", (SELECT count(*)::int FROM orders o WHERE o.customer_id = c.id) AS n FROM customers c
       WHERE c.created_at::date BETWEEN ${FROM}::date AND ${TO}::date ORDER BY c.created_at DESC, c.display_id DESC`);
    const data = await page('hbs-users');
    expect(data.items.map((i) => [i.customerId, i.orders])).toEqual(want.map((r) => [r.customerId, r.n]));
    expect(data.totals).toEqual({ customerId: want.length });
    expect(data.items.some((i) => i.name === 'Old Customer')).toBe(false);
    const offline = await page('hbs-users', { source: 'offline' });
    expect(offline.items.map((i) => i.name)).toEqual(['Dilani Offline']);
  });
});

describe('HBS re-order list', () => {
  it('lists active repeat prescriptions due in the period, soonest first, with the last order', async () => {
    const want = await rows<{ prescriptionId: string; due: string }>(sql`
      SELECT display_id AS "prescriptionId", to_char(next_reorder_date, 'YYYY-MM-DD') AS due FROM prescriptions
       WHERE status = 'active' AND next_reorder_date BETWEEN ${FROM}::date AND ${TO}::date + 10 ORDER BY next_reorder_date, display_id`);
    expect(want).toHaveLength(2);
    const data = await page('hbs-reorder', { endDate: day(11) });
    expect(data.items.map((i) => [i.prescriptionId, i.nextReorderDate])).toEqual(want.map((r) => [r.prescriptionId, r.due]));
    expect(data.totals).toEqual({ prescriptionId: 2 });
    const last = await one<{ d: string }>(sql`SELECT display_id AS d FROM orders WHERE prescription_id = ${fx.prescriptions.amara} ORDER BY created_at DESC, id DESC LIMIT 1`);
    expect(data.items.find((i) => i.customer === 'Amara Silva')).toMatchObject({ intervalDays: 30, lastOrderId: last.d, patient: 'Amara Silva' });
  });
});

describe('downloads', () => {
  it.each(NAMES)('%s: CSV has the labels and the same rows as the page', async (name) => {
    const query: Record<string, string> = name === 'mom-revenue' ? { startDate: day(-150) } : name === 'hbs-reorder' ? { endDate: day(11) } : {};
    const json = await page(name, query);
    const res = await get(name, { ...query, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const [header, ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(decl(name).columns.map((c) => c.label));
    expect(lines).toHaveLength(json.count);
    const key = decl(name).columns[0];
    expect(lines.map((l) => l[0])).toEqual(json.items.map((i) => String(i[key.name] ?? '')));
    for (const [k, c] of decl(name).columns.entries()) {
      if (c.type === 'money') expect(lines.map((l) => l[k])).toEqual(json.items.map((i) => (i[c.name] === null ? '' : Number(i[c.name]).toFixed(2))));
    }
  });
  it('XLSX: a workbook with the month-on-month revenue rows', async () => {
    const res = await get('mom-revenue', { startDate: day(-150), format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const json = await page('mom-revenue', { startDate: day(-150) });
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(json.count + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(decl('mom-revenue').columns.map((c) => c.label));
    expect((sheet.getRow(2).values as unknown[])[3]).toBe(json.items[0].revenue);
  });
});

describe('filters are validated', () => {
  it.each(NAMES)('%s: an end before its start or a range over two years is a 400 naming the end', async (name) => {
    for (const [query, words] of [[{ startDate: '2025-03-10', endDate: '2025-03-01' }, /must not be before/], [{ startDate: '2022-01-01', endDate: '2024-06-01' }, /at most 2 years/]] as const) {
      const res = await get(name, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('querystring.endDate');
      expect(res.json().message).toMatch(words);
    }
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1${decl(name).path}?endDate=${TO}`, headers: mgmt.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ field: 'querystring.startDate' });
    expect((await get(name, { startDate: '2023-01-01', endDate: '2024-12-31', limit: 1 })).statusCode).toBe(200);
  });
  it('refuses an unknown source on the users list and an unknown parameter', async () => {
    expect((await get('hbs-users', { source: 'fax' })).statusCode).toBe(400);
    expect((await get('order-processing', { foo: 1 })).statusCode).toBe(400);
  });
});

describe('who may read and download', () => {
  const perms = parse(readFileSync('permissions.yaml', 'utf8')) as { roles: Record<string, { grants: unknown }> };
  const holds = (role: string, ability: string) => {
    const g = perms.roles[role].grants;
    return g === 'all' || (g as Array<string | { ability: string }>).some((x) => (typeof x === 'string' ? x : x.ability) === ability);
  };
  it('needs a sign-in', async () => {
    for (const name of NAMES) expect((await get(name, {}, null)).statusCode).toBe(401);
  });
  it('answers each role as permissions.yaml grants, for the page and the CSV alike', async () => {
    const roles = Object.keys(perms.roles);
    expect(roles).toHaveLength(13);
    for (const role of roles) {
      const who = await signIn(t.app, role);
      for (const name of NAMES) {
        const want = holds(role, decl(name).ability) ? 200 : 403;
        expect([role, name, (await get(name, { limit: 1 }, who)).statusCode]).toEqual([role, name, want]);
        expect([role, name, (await get(name, { format: 'csv' }, who)).statusCode]).toEqual([role, name, want]);
      }
    }
    expect(holds('management', 'reports.hbs_reorder') && holds('marketing', 'reports.customer_sales_mom')).toBe(true);
    expect(holds('delivery_agent', 'reports.order_cancellation')).toBe(false);
  });
});
