import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { orderStatusLabel } from '../../../src/shared/orders/statuses';
import { day, parseCsv, scopedPermissionsFile, seedReportFixture } from './fixtures';

const PATH = '/api/v1/orders/admin/order-flow-details-list-report';
const FROM = day(-30);
const TO = day(1);

let t: TestApp;
let mgmt: SignedIn;
let ext: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { PERMISSIONS_FILE: scopedPermissionsFile() }, moneyInvariants: false }); // synthetic rows (reports/fixtures.ts)
  await seedReportFixture(t.app.db, t.ids);
  mgmt = await signIn(t.app, 'management');
  ext = await signIn(t.app, 'external_pharmacist');
});
afterAll(async () => { await t?.close(); });

const get = async (query: Record<string, string | number>, who: SignedIn | null = mgmt) => {
  const qs = new URLSearchParams(Object.entries({ startDate: FROM, endDate: TO, ...query }).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `${PATH}?${qs}`, headers: who ? who.headers : {} });
};

interface Expected { orderId: string; receivedAt: string; status: number; customer: string; location: string; invoiceNo: string | null; invoiceTotal: number | null;
  quotationTotal: number | null; rider: string | null; dispatchedAt: string | null; deliveredAt: string | null; deliveryDate: string | null }

/** The report's rows by plain SQL, written apart from the report's own query. */
async function expected(where = sql`true`): Promise<Expected[]> {
  const r = await sql<Expected>`
    SELECT o.display_id AS "orderId", o.created_at AS "receivedAt", o.status, c.name AS customer, l.name AS location,
      i.invoice_no AS "invoiceNo", i.net_total AS "invoiceTotal",
      (SELECT net_total FROM quotations WHERE order_id = o.id AND status <> 2 ORDER BY id DESC LIMIT 1) AS "quotationTotal",
      (SELECT a.first_name || ' ' || a.last_name FROM dispatch_runs d JOIN agents a ON a.id = d.agent_id WHERE d.id = o.dispatch_run_id) AS rider,
      (SELECT started_at FROM dispatch_runs d WHERE d.id = o.dispatch_run_id) AS "dispatchedAt", o.delivered_at AS "deliveredAt", o.delivery_date AS "deliveryDate"
    FROM orders o JOIN customers c ON c.id = o.customer_id JOIN pharmacy_locations l ON l.id = o.location_id
    LEFT JOIN invoices i ON i.order_id = o.id AND i.status <> 'cancelled'
    WHERE o.created_at >= ${FROM}::date AND o.created_at < ${TO}::date + 1 AND ${where}
    ORDER BY o.created_at DESC, o.display_id DESC`.execute(t.app.db);
  return r.rows;
}
const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());

describe('order details report: the JSON page', () => {
  it('pages newest first with the whole count and totals', async () => {
    const all = await expected();
    expect(all.length).toBeGreaterThan(40);
    const seen: string[] = [];
    for (let skip = 0; skip < all.length; skip += 15) {
      const res = await get({ skip, limit: 15 });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.count).toBe(all.length);
      seen.push(...data.items.map((i: { orderId: string }) => i.orderId));
      if (skip === 0) {
        expect(data.totals.orderId).toBe(all.length);
        expect(data.totals.invoiceTotal).toBeCloseTo(all.reduce((s, r) => s + Number(r.invoiceTotal ?? 0), 0), 2);
        expect(data.totals.quotationTotal).toBeCloseTo(all.reduce((s, r) => s + Number(r.quotationTotal ?? 0), 0), 2);
      }
    }
    expect(seen).toEqual(all.map((r) => r.orderId));
  });

  it('shows the flow facts of an order: status label, invoice, dispatch, delivery', async () => {
    const row = (await expected()).find((r) => r.invoiceNo && r.rider)!;
    const res = await get({ limit: 500 });
    const item = res.json().data.items.find((i: { orderId: string }) => i.orderId === row.orderId);
    expect(item).toMatchObject({
      status: orderStatusLabel(row.status), customer: row.customer, location: row.location, invoiceNo: row.invoiceNo, invoiceTotal: 1200,
      quotationTotal: 1235, rider: row.rider, receivedAt: iso(row.receivedAt), dispatchedAt: iso(row.dispatchedAt), deliveredAt: iso(row.deliveredAt), deliveryDate: row.deliveryDate,
    });
  });

  it('sorts by any sortable column, both ways, ties broken by the order id', async () => {
    const asc = (await get({ sortBy: 'customer', sortOrder: 'ASC', limit: 500 })).json().data.items as Array<{ customer: string; orderId: string }>;
    const byCustomer = [...asc].sort((a, b) => (a.customer === b.customer ? (a.orderId < b.orderId ? -1 : 1) : a.customer < b.customer ? -1 : 1));
    expect(asc.map((i) => i.orderId)).toEqual(byCustomer.map((i) => i.orderId));
    const desc = (await get({ sortBy: 'invoiceTotal', sortOrder: 'DESC', limit: 3 })).json().data.items;
    expect(desc[0].invoiceTotal).toBeNull(); // PostgreSQL puts NULLs first in DESC
    const first = (await get({ sortBy: 'invoiceTotal', sortOrder: 'ASC', limit: 1 })).json().data.items[0];
    expect(first.invoiceTotal).toBe(1200);
  });

  it('filters by location and status', async () => {
    const loc = t.ids.locationIds[1];
    const byLoc = (await get({ location: loc, limit: 1 })).json().data;
    expect(byLoc.count).toBe((await expected(sql`o.location_id = ${loc}`)).length);
    const byStatus = (await get({ status: 17, limit: 500 })).json().data;
    expect(byStatus.count).toBe((await expected(sql`o.status = 17`)).length);
    expect(byStatus.items.every((i: { status: string }) => i.status === 'Cancelled')).toBe(true);
  });
});

describe('order details report: validation', () => {
  const refused = async (query: Record<string, string | number>, field: string, words: RegExp) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(body.message).toMatch(words);
  };
  it('refuses a missing or malformed date, an inverted or too long range, unknown values', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PATH}?endDate=${TO}`, headers: mgmt.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'querystring.startDate' });
    await refused({ startDate: '2025-02-30x' }, 'querystring.startDate', /Received from/);
    await refused({ startDate: '2025-03-10', endDate: '2025-03-01' }, 'querystring.endDate', /must not be before/);
    await refused({ startDate: '2022-01-01', endDate: '2024-06-01' }, 'querystring.endDate', /at most 2 years/);
    await refused({ status: 18 }, 'querystring.status', /Status/);
    await refused({ location: 'abc' }, 'querystring.location', /Location/);
    await refused({ sortBy: 'password_hash' }, 'querystring.sortBy', /Sort by/);
    await refused({ limit: 100000 }, 'querystring.limit', /Page size/);
    await refused({ format: 'pdf' }, 'querystring.format', /Format/);
    await refused({ foo: 1 }, 'querystring.foo', /not a known field/);
  });
  it('accepts a range of exactly two years', async () => {
    expect((await get({ startDate: '2023-01-01', endDate: '2024-12-31', limit: 1 })).statusCode).toBe(200);
  });
});

describe('order details report: who may read it', () => {
  it('needs a sign-in and the reports.order_details ability', async () => {
    expect((await get({}, null)).statusCode).toBe(401);
    const rider = await signIn(t.app, 'delivery_agent');
    expect((await get({}, rider)).statusCode).toBe(403);
    expect((await get({ format: 'csv' }, rider)).statusCode).toBe(403);
  });
  it('limits an own_location grant to its location, in pages and downloads', async () => {
    const own = await expected(sql`o.location_id = ${ext.locationId}`);
    const page = (await get({ limit: 500 }, ext)).json().data;
    expect(page.count).toBe(own.length);
    expect(page.items.map((i: { orderId: string }) => i.orderId)).toEqual(own.map((r) => r.orderId));
    const other = t.ids.locationIds.find((l) => l !== ext.locationId)!;
    expect((await get({ location: other }, ext)).json().data.count).toBe(0);
    const csv = parseCsv((await get({ format: 'csv' }, ext)).body.replace(/^\uFEFF/, ''));
    expect(csv.slice(1).map((r) => r[0])).toEqual(own.map((r) => r.orderId));
  });
});

describe('order details report: downloads', () => {
  it('CSV: every row and value as plain SQL says, streamed without a length', async () => {
    const res = await get({ format: 'csv', sortBy: 'receivedAt', sortOrder: 'DESC' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="order-details-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header.slice(0, 4)).toEqual(['Order ID', 'Received', 'Status', 'Customer']);
    const all = await expected();
    expect(rows.map((r) => r[0])).toEqual(all.map((r) => r.orderId));
    const col = (name: string) => header.indexOf(name);
    for (const [i, r] of all.entries()) {
      const line = rows[i];
      expect(line[col('Received')]).toBe(iso(r.receivedAt));
      expect(line[col('Status')]).toBe(orderStatusLabel(r.status));
      expect(line[col('Location')]).toBe(r.location);
      expect(line[col('Invoice total')]).toBe(r.invoiceTotal === null ? '' : Number(r.invoiceTotal).toFixed(2));
      expect(line[col('Quotation total')]).toBe(r.quotationTotal === null ? '' : Number(r.quotationTotal).toFixed(2));
      expect(line[col('Rider')]).toBe(r.rider ?? '');
      expect(line[col('Delivery date')]).toBe(r.deliveryDate ?? '');
      // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe.
      expect(line[col('Customer')]).toBe(r.customer.startsWith('=') ? `'${r.customer}` : r.customer);
    }
  });

  it('XLSX: a real workbook with typed cells and the same rows', async () => {
    const res = await get({ format: 'xlsx', status: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const all = await expected(sql`o.status = 15`);
    expect(sheet.rowCount).toBe(all.length + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Order ID');
    for (const [i, r] of all.entries()) {
      const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      expect(cells[0]).toBe(r.orderId);
      expect((cells[header.indexOf('Received')] as Date).toISOString()).toBe(iso(r.receivedAt));
      expect(cells[header.indexOf('Invoice total')] ?? null).toBe(r.invoiceTotal === null ? null : Number(r.invoiceTotal));
    }
  });
});
