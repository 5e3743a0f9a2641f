import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';

/**
 * The quotations, invoices and credit notes lists and records of the generated screens (issue 21):
 * every page of every filter answers the rows and count plain SQL gives, on more rows than one
 * call may return (500), the same on a repeated call, and limited to an external pharmacist's
 * location. Rows are synthetic (inserted in bulk), so the money invariants are not checked here.
 */
let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;
let ext: SignedIn;
let orderIds: number[];
let invoiceWithNotes: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false, moneyInvariants: false });
  fx = await seedOrderFixture(t.app.db, t.ids, 60);
  ph = await signIn(t.app, 'pharmacist');
  ext = await signIn(t.app, 'external_pharmacist');
  orderIds = (await sql<{ id: number }>`SELECT id FROM orders ORDER BY id`.execute(t.app.db)).rows.map((r) => r.id);
  const ids = sql`(SELECT array_agg(id ORDER BY id) FROM orders)`;
  const n = orderIds.length;
  // 1,300 quotations over every order and status, created over 40 days.
  await sql`INSERT INTO quotations (order_id, status, delivery_fee, lines_total, net_total, created_at)
    SELECT (${ids})[1 + g % ${n}], g % 4, 100, g % 900, 100 + g % 900, now() - make_interval(hours => g % 960)
    FROM generate_series(1, 1300) g`.execute(t.app.db);
  // 900 invoices: one live (posted) per order, the rest cancelled.
  await sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, net_total, posted_at, cancelled_at, created_at)
    SELECT o, (SELECT max(id) FROM quotations WHERE order_id = o), CASE WHEN g <= ${n} THEN 'posted' ELSE 'cancelled' END, 500, 100, 600,
      now() - make_interval(hours => g % 960), CASE WHEN g <= ${n} THEN NULL ELSE now() END, now() - make_interval(hours => g % 960)
    FROM generate_series(1, 900) g, LATERAL (SELECT (${ids})[1 + g % ${n}] AS o) x`.execute(t.app.db);
  // 700 credit notes against those invoices.
  await sql`INSERT INTO credit_notes (order_id, invoice_id, quotation_id, amount, reason, created_at)
    SELECT i.order_id, i.id, i.quotation_id, 10 + g % 50, 'Returned', now() - make_interval(hours => g % 960)
    FROM generate_series(1, 700) g JOIN LATERAL (SELECT * FROM invoices ORDER BY id OFFSET (g % 900) LIMIT 1) i ON TRUE`.execute(t.app.db);
  invoiceWithNotes = Number((await sql<{ id: number }>`SELECT invoice_id AS id FROM credit_notes GROUP BY invoice_id ORDER BY count(*) DESC LIMIT 1`.execute(t.app.db)).rows[0].id);
}, 120_000);
afterAll(async () => { await t?.close(); });

const get = async (url: string, who: SignedIn = ph) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  return { status: res.statusCode, body: res.json() };
};

type Kind = 'quotations' | 'invoices' | 'credit-notes';
const TABLE: Record<Kind, string> = { quotations: 'quotations', invoices: 'invoices', 'credit-notes': 'credit_notes' };
const NUMBER: Record<Kind, string | null> = { quotations: null, invoices: 'invoice_no', 'credit-notes': 'credit_note_no' };

interface Filter { status?: string | number; orderId?: number; invoiceId?: number; searchTerm?: string; startDate?: string; endDate?: string; sortOrder?: 'ASC' | 'DESC' }

/** The same question in plain SQL: ids in order, and the count. */
async function plain(kind: Kind, f: Filter, scope: number | null): Promise<number[]> {
  const parts = [sql`TRUE`];
  if (f.orderId) parts.push(sql`d.order_id = ${f.orderId}`);
  if (f.invoiceId) parts.push(sql`d.invoice_id = ${f.invoiceId}`);
  if (scope !== null) parts.push(sql`o.location_id = ${scope}`);
  if (f.status !== undefined) parts.push(sql`d.status::text = ${String(f.status)}`);
  if (f.startDate) parts.push(sql`d.created_at::date >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`d.created_at::date <= ${f.endDate}::date`);
  if (f.searchTerm) {
    const digits = f.searchTerm.replace(/^HN/i, '').replace(/^0+/, '');
    const number = NUMBER[kind];
    parts.push(number ? sql`(d.order_id::text = ${digits} OR ltrim(${sql.raw(`d.${number}`)}, '0') = ${digits})` : sql`d.order_id::text = ${digits}`);
  }
  const rows = await sql<{ id: number }>`SELECT d.id FROM ${sql.raw(TABLE[kind])} d JOIN orders o ON o.id = d.order_id
    WHERE ${sql.join(parts, sql` AND `)} ORDER BY d.id ${sql.raw(f.sortOrder === 'ASC' ? 'ASC' : 'DESC')}`.execute(t.app.db);
  return rows.rows.map((r) => Number(r.id));
}

/** Every page of the API's list, 500 at a time (the most one call returns). */
async function pages(kind: Kind, f: Filter, who: SignedIn): Promise<{ ids: number[]; count: number }> {
  const ids: number[] = [];
  let count = -1;
  for (let skip = 0; ; skip += 500) {
    const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])), skip: String(skip), limit: '500' });
    const { status, body } = await get(`/quotations/${kind}-list?${qs}`, who);
    expect(status, JSON.stringify(body)).toBe(200);
    count = body.data.count;
    ids.push(...body.data.items.map((r: { id: number }) => Number(r.id)));
    if (body.data.items.length < 500) break;
  }
  return { ids, count };
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Generated cases: each filter alone, pairs, and none; both directions. */
function cases(kind: Kind): Filter[] {
  const statuses: Array<string | number> = kind === 'quotations' ? [0, 1, 2, 3] : kind === 'invoices' ? ['draft', 'posted', 'cancelled'] : [];
  const order = orderIds[7];
  const list: Filter[] = [{}, { sortOrder: 'ASC' }, { orderId: order }, { searchTerm: `HN${String(order).padStart(6, '0')}` }, { searchTerm: 'amara' },
    { startDate: day(20) }, { endDate: day(10) }, { startDate: day(30), endDate: day(5), sortOrder: 'ASC' }];
  for (const s of statuses) list.push({ status: s }, { status: s, startDate: day(25) }, { status: s, orderId: order });
  if (kind !== 'quotations') list.push({ searchTerm: '000123' }, { searchTerm: '7' });
  if (kind === 'credit-notes') list.push({ invoiceId: invoiceWithNotes }, { invoiceId: invoiceWithNotes, sortOrder: 'ASC' });
  return list;
}

describe('quotations, invoices and credit notes lists answer what plain SQL answers', () => {
  for (const kind of ['quotations', 'invoices', 'credit-notes'] as Kind[]) {
    it(`${kind}: every filter, every page, the exact count, the same twice, and the caller's location only`, async () => {
      const total = (await plain(kind, {}, null)).length;
      expect(total).toBeGreaterThan(500);
      for (const f of cases(kind)) {
        const want = await plain(kind, f, null);
        const got = await pages(kind, f, ph);
        expect(got.ids, JSON.stringify(f)).toEqual(want);
        expect(got.count, JSON.stringify(f)).toBe(want.length);
        expect(await pages(kind, f, ph), `${JSON.stringify(f)} again`).toEqual(got);
      }
      const scoped = await pages(kind, {}, ext);
      const want = await plain(kind, {}, t.ids.locationIds[2]);
      expect(scoped.ids).toEqual(want);
      expect(scoped.count).toBe(want.length);
      expect(want.length).toBeLessThan(total);
    }, 120_000);
  }
});

describe('one document with its lines', () => {
  it('a quotation with its lines, in the schema names, and the order display id beside its id', async () => {
    const id = (await sql<{ id: number }>`SELECT id FROM quotations WHERE order_id = ${fx.orders.toInvoice} AND EXISTS (SELECT 1 FROM quotation_lines l WHERE l.quotation_id = quotations.id)`.execute(t.app.db)).rows[0].id;
    const { status, body } = await get(`/quotations/quotation?quotationId=${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: Number(id), quotationId: Number(id), orderId: fx.orders.toInvoice, status: 1, netTotal: 1235, deliveryFee: 250,
      orderDisplayId: `HN${String(fx.orders.toInvoice).padStart(6, '0')}`, customerName: 'Chathurika Senanayake' });
    expect(body.data.lineItems.map((l: { productName: string; quantity: number; lineTotal: number }) => [l.productName, l.quantity, l.lineTotal]))
      .toEqual([['Panadol 500mg Tablets', 20, 235], ['Amoxil 250mg Capsules', 30, 750]]);
  });

  it('an invoice with its batch-wise lines (the batch by name) and a credit note with its lines', async () => {
    const batch = (await sql<{ id: number }>`SELECT id FROM product_batches WHERE product_id = ${fx.products[0]} LIMIT 1`.execute(t.app.db)).rows[0].id;
    const inv = (await sql<{ id: number; order_id: number }>`SELECT id, order_id FROM invoices WHERE status = 'posted' ORDER BY id LIMIT 1`.execute(t.app.db)).rows[0];
    const line = (await sql<{ id: number }>`INSERT INTO invoice_lines (invoice_id, product_id, batch_id, quantity, batch_qty, unit_price, line_total)
      VALUES (${inv.id}, ${fx.products[0]}, ${batch}, 4, 4, 12.5, 50) RETURNING id`.execute(t.app.db)).rows[0].id;
    const { body } = await get(`/quotations/invoice?invoiceId=${inv.id}`);
    expect(body.data).toMatchObject({ id: Number(inv.id), status: 'posted', invoiceNo: String(inv.id).padStart(6, '0') });
    expect(body.data.line_items).toEqual([expect.objectContaining({ product_name: 'Panadol 500mg Tablets', batch: '12-2030', batch_qty: 4, line_total: 50 })]);

    const note = (await sql<{ id: number }>`SELECT id FROM credit_notes WHERE invoice_id = ${inv.id} LIMIT 1`.execute(t.app.db)).rows[0]
      ?? (await sql<{ id: number }>`INSERT INTO credit_notes (order_id, invoice_id, amount, reason) VALUES (${inv.order_id}, ${inv.id}, 25, 'Returned') RETURNING id`.execute(t.app.db)).rows[0];
    await sql`INSERT INTO credit_note_lines (credit_note_id, invoice_line_id, product_id, batch_id, quantity, unit_price, line_total, restock)
      VALUES (${note.id}, ${line}, ${fx.products[0]}, ${batch}, 2, 12.5, 25, true)`.execute(t.app.db);
    const credit = (await get(`/quotations/credit-note?creditNoteId=${note.id}`)).body.data;
    expect(credit).toMatchObject({ id: Number(note.id), invoiceId: Number(inv.id), invoiceNo: String(inv.id).padStart(6, '0') });
    expect(credit.lineItems).toEqual([expect.objectContaining({ productName: 'Panadol 500mg Tablets', batchName: '12-2030', quantity: 2, lineTotal: 25, restock: true })]);
  });

  it("another location's document is a 404 for an external pharmacist; an unknown id is a 404; a bad id a 400", async () => {
    const other = (await sql<{ id: number }>`SELECT d.id FROM invoices d JOIN orders o ON o.id = d.order_id WHERE o.location_id <> ${t.ids.locationIds[2]} LIMIT 1`.execute(t.app.db)).rows[0].id;
    expect((await get(`/quotations/invoice?invoiceId=${other}`, ext)).status).toBe(404);
    expect((await get(`/quotations/invoice?invoiceId=${other}`)).status).toBe(200);
    expect((await get('/quotations/credit-note?creditNoteId=99999999')).status).toBe(404);
    const bad = await get('/quotations/quotation?quotationId=abc');
    expect(bad.status).toBe(400);
    expect((await get('/quotations/invoices-list?status=paid')).status).toBe(400);
  });
});

describe('one order in its schema names (the generated order page)', () => {
  it('answers the order with the label of each reference beside its id, and 404 outside the scope', async () => {
    const id = fx.orders.toInvoice;
    const { status, body } = await get(`/orders/admin/order?orderId=HN${String(id).padStart(6, '0')}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, orderId: id, displayId: `HN${String(id).padStart(6, '0')}`, orderStatus: 5, customerId: fx.customers.chathu,
      customerName: 'Chathurika Senanayake', patientName: 'Chathurika Senanayake', deliverySlotName: 'Morning 9-12', paymentMethod: 'cash', location: t.ids.locationIds[0] });
    expect((await get(`/orders/admin/order?orderId=${id}`, ext)).status).toBe(404);
    expect((await get(`/orders/admin/order?orderId=${fx.orders.galle}`, ext)).status).toBe(200);
  });
});

describe('one customer in its schema names (the generated customer page)', () => {
  it('answers the customer with the city name, orders count and last order; 404 unknown, 400 a bad id, 403 without the profile ability', async () => {
    const id = fx.customers.bimal;
    const { status, body } = await get(`/users/admin/customer?customerId=HNCX${String(id).padStart(6, '0')}`);
    expect(status).toBe(200);
    const orders = (await sql<{ n: number; last: Date }>`SELECT count(*)::int AS n, max(created_at) AS last FROM orders WHERE customer_id = ${id}`.execute(t.app.db)).rows[0];
    expect(body.data).toMatchObject({ id, displayId: `HNCX${String(id).padStart(6, '0')}`, name: 'Bimal Jayawardena', city: 'Kandy', ordersCount: orders.n });
    expect(new Date(body.data.lastOrderAt).getTime()).toBe(new Date(orders.last).getTime());
    expect((await get('/users/admin/customer?customerId=99999999')).status).toBe(404);
    expect((await get('/users/admin/customer?customerId=HNXX1')).status).toBe(400);
    expect((await get(`/users/admin/customer?customerId=${id}`, ext)).status).toBe(403);
  });
});
