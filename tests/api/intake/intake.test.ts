import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedEvent } from '../../../src/server/events';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { multipart, png } from '../chats/multipart';

let t: TestApp;
let ph: SignedIn;
let key: string;
let customerId: number;
const events: PublishedEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  ph = await signIn(t.app, 'pharmacist');
  t.app.events.subscribe((e) => events.push(e));
});
afterAll(async () => { await t?.close(); });

const as = (k: string) => ({ authorization: `Bearer ${k}` });
const call = (method: 'GET' | 'POST', url: string, payload?: object, k = key) =>
  t.app.inject({ method, url: `/api/v1/customer${url}`, headers: as(k), ...(payload ? { payload } : {}) });
const placeOrder = (fields: Record<string, string>, file = png(), k = key) => {
  const form = multipart(fields, [{ field: 'prescription', filename: 'rx.png', type: 'image/png', data: file }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/customer/orders', headers: { ...as(k), ...form.headers }, payload: form.payload });
};

describe('customer intake API', () => {
  it('registers a customer and answers a key shown once; the number cannot register twice', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Dilshan Wijesinghe', contactNumber: '+94 77 987 6543', address: '5 Temple Road', cityId: t.ids.cityIds.Kandy } });
    expect(res.statusCode).toBe(201);
    ({ apiKey: key, customer: { id: customerId } } = res.json().data);
    expect(key).toMatch(/^rxc_\d+_[A-Za-z0-9_-]{43}$/);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Someone', contactNumber: '+94 77 987 6543' } });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', '/me')).json().data).toMatchObject({ id: customerId, name: 'Dilshan Wijesinghe' });
    // A name as long as a customer record keeps (160) registers; one more is refused naming it.
    const register = (name: string, contactNumber: string) => t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name, contactNumber } });
    expect((await register('n'.repeat(160), '+94 77 111 2233')).statusCode).toBe(201);
    const long = await register('n'.repeat(161), '+94 77 111 2244');
    expect(long.statusCode).toBe(400);
    expect(long.json().details.map((d: { field: string }) => d.field)).toEqual(['name']);
  });

  it('refuses staff tokens, forged keys and no key; customer keys do not open staff routes', async () => {
    expect((await call('GET', '/me', undefined, ph.token)).statusCode).toBe(401);
    expect((await call('GET', '/me', undefined, key.slice(0, -2) + 'xx')).statusCode).toBe(401);
    // The number in a key is the key's id (customer_keys): another id with this secret is refused.
    expect((await call('GET', '/me', undefined, `rxc_${Number(key.split('_')[1]) + 1}_${key.split('_').slice(2).join('_')}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/customer/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/chats/all-threads', headers: as(key) })).statusCode).toBe(401);
  });

  it('places an order with a prescription image: staff see it at once (newOrder) and can open the image', async () => {
    events.length = 0;
    const res = await placeOrder({ patientFirstName: 'Dilshan', patientLastName: 'Wijesinghe', note: 'Please deliver after 5pm' });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({ status: 1, stage: 'new_requests' });
    const event = events.find((e) => e.event === 'newOrder');
    expect(event?.payload).toMatchObject({ orderId: order.orderId, row: { id: order.orderId, customer: 'Dilshan Wijesinghe', location_name: 'Kandy Hillside Pharmacy' } });
    const unassigned = (await t.app.inject({ method: 'GET', url: '/api/v1/orders/admin/get-unassigned-orders-list', headers: ph.headers })).json().data;
    expect(unassigned.items[0].id).toBe(order.orderId);
    const rx = (await t.app.inject({ method: 'GET', url: `/api/v1/prescriptions/get-prescription-details-using-order-id?orderId=${order.orderId}`, headers: ph.headers })).json().data;
    const image = await t.app.inject({ method: 'GET', url: rx.attachments[0].url, headers: ph.headers });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: rx.attachments[0].url, headers: as(key) })).statusCode).toBe(401);
  });

  it('checks the order form: a file is required and must be an image or PDF', async () => {
    const form = multipart({ patientFirstName: 'X' });
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/customer/orders', headers: { ...as(key), ...form.headers }, payload: form.payload });
    expect(none.statusCode).toBe(400);
    expect((await placeOrder({ patientFirstName: 'X' }, Buffer.from('GIF89a not allowed'))).statusCode).toBe(400);
    expect((await placeOrder({ patientId: '999999' })).statusCode).toBe(400);
  });

  it("keeps the patient's names, the address and the note whole up to what their records keep, and refuses one character more", async () => {
    const limits = { patientFirstName: 80, patientLastName: 80, deliveryAddress: 500, note: 2000 };
    const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`.execute(t.app.db)).rows[0].n;
    for (const [name, max] of Object.entries(limits)) {
      const before = await count();
      const refused = await placeOrder({ patientFirstName: 'Amaya', relationship: 'child', [name]: 'y'.repeat(max + 1) });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field), name).toEqual([name]);
      expect(await count()).toBe(before);
    }
    const placed = await placeOrder({ relationship: 'child', ...Object.fromEntries(Object.entries(limits).map(([k, max]) => [k, 'z'.repeat(max)])) });
    expect(placed.statusCode).toBe(201);
    const row = (await sql<Record<string, number>>`SELECT length(pt.first_name) AS first, length(pt.last_name) AS last, length(o.delivery_address) AS address,
        length(o.note) AS note FROM orders o JOIN patients pt ON pt.id = o.patient_id WHERE o.id = ${placed.json().data.orderId}`.execute(t.app.db)).rows[0];
    expect(row).toEqual({ first: 80, last: 80, address: 500, note: 2000 });
  });

  it("makes the customer's own patient from their name only where it fits: a longer part is refused under its field, nothing kept", async () => {
    const register = async (name: string, contactNumber: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/customer/register',
      payload: { name, contactNumber, address: '5 Temple Road', cityId: t.ids.cityIds.Kandy } })).json().data.apiKey as string;
    const counts = async () => (await sql<Record<string, number>>`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM patients)::int AS patients,
      (SELECT count(*) FROM prescriptions)::int AS prescriptions, (SELECT count(*) FROM stored_files)::int AS files`.execute(t.app.db)).rows[0];
    const cases: Array<[string, string, string]> = [['F'.repeat(81), '+94 77 222 3301', 'patientFirstName'], [`Ann ${'L'.repeat(81)}`, '+94 77 222 3302', 'patientLastName']];
    for (const [name, phone, field] of cases) {
      const k = await register(name, phone);
      const before = await counts();
      const refused = await placeOrder({}, png(), k);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual([field]);
      expect(await counts()).toEqual(before);
      const typed = await placeOrder({ patientFirstName: 'Ann', patientLastName: 'Perera' }, png(), k);
      expect(typed.statusCode, typed.body).toBe(201);
    }
    // Fitting: the first word and the rest, whole.
    const k = await register(`${'F'.repeat(79)} ${'L'.repeat(80)}`, '+94 77 222 3303');
    const placed = await placeOrder({}, png(), k);
    expect(placed.statusCode, placed.body).toBe(201);
    const patient = (await sql<{ first_name: string; last_name: string }>`SELECT pt.first_name, pt.last_name FROM orders o JOIN patients pt ON pt.id = o.patient_id
      WHERE o.id = ${placed.json().data.orderId}`.execute(t.app.db)).rows[0];
    expect(patient).toEqual({ first_name: 'F'.repeat(79), last_name: 'L'.repeat(80) });
  });

  it('a customer message makes the order Action Required and tells staff (chatCounts)', async () => {
    const [order] = (await call('GET', '/orders')).json().data.items;
    events.length = 0;
    const res = await call('POST', `/orders/${order.orderId}/messages`, { message: 'Can you also add vitamin C?' });
    expect(res.statusCode).toBe(201);
    const e = events.find((x) => x.event === 'chatCounts');
    expect(e?.payload).toMatchObject({ reason: 'message', orderIds: [order.orderId], preview: 'Can you also add vitamin C?', row: { actionRequired: true } });
    const detail = (await call('GET', `/orders/${order.orderId}`)).json().data;
    expect(detail.chats.at(-1)).toMatchObject({ sender: 'customer', message: 'Can you also add vitamin C?' });
  });

  it('accepts a quotation or asks for a change, through the order service', async () => {
    const place = async () => (await placeOrder({ patientFirstName: 'Dilshan' })).json().data.orderId as number;
    const [a, b] = [await place(), await place()];
    const product = (await sql<{ id: number }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom,
      dosage_form, administration_route) VALUES ('Cetirizine 10mg', 'Cipla', 'Cetirizine', 'Pharmaceutical', 'Antihistamine', 'Tablet', 'Tablet', 'Oral') RETURNING id`.execute(t.app.db)).rows[0].id;
    const { ensureBatch, receive } = await import('../../../src/server/modules/stock/service');
    await t.app.db.transaction().execute(async (trx) => {
      const batchId = await ensureBatch(trx, { productId: product, batchName: '06-2031', purchasePrice: 3, retailPrice: 5 });
      await receive(trx, [{ productId: product, batchId, quantity: 100, unitCost: 3 }]);
      for (const id of [a, b]) {
        const q = (await sql<{ id: number }>`INSERT INTO quotations (order_id, status, lines_total, net_total) VALUES (${id}, 0, 50, 50) RETURNING id`.execute(trx)).rows[0].id;
        await sql`INSERT INTO quotation_lines (quotation_id, product_id, quantity, unit_price, line_total) VALUES (${q}, ${product}, 10, 5, 50)`.execute(trx);
        await sql`UPDATE orders SET status = 3 WHERE id = ${id}`.execute(trx);
        await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor) VALUES (${id}, 'fixture', 1, 3, 'system')`.execute(trx);
      }
    });
    events.length = 0;
    const accepted = await call('POST', `/orders/${a}/accept-quotation`, { paymentMethod: 'cash' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ from: 3, status: 5, statusName: 'placed' });
    expect(events.find((e) => e.event === 'stepChanged')?.payload).toMatchObject({ orderId: a, to: 5, row: { payment_method: 'cash' } });
    const change = await call('POST', `/orders/${b}/request-change`, { message: 'Please make it 5 tablets only' });
    expect(change.json().data).toMatchObject({ status: 4, stage: 'action_required' });
    expect((await call('POST', `/orders/${b}/accept-quotation`, { paymentMethod: 'cash' })).statusCode).toBe(409);
    expect((await call('POST', `/orders/${b}/cancel`, { reason: 'Changed my mind' })).json().data.status).toBe(17);
  });

  it('re-orders (reOrder event) and never shows another customer\'s order', async () => {
    const [first] = (await call('GET', '/orders')).json().data.items.slice(-1);
    events.length = 0;
    const res = await call('POST', '/orders/reorder', { orderId: first.orderId });
    expect(res.statusCode).toBe(201);
    expect(events.some((e) => e.event === 'reOrder' && (e.payload as { row: { parent_order_id: number } }).row.parent_order_id === first.orderId)).toBe(true);
    const other = (await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Other Person', contactNumber: '0112223344' } })).json().data.apiKey;
    expect((await call('GET', `/orders/${first.orderId}`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `/orders/${first.orderId}/messages`, { message: 'hi' }, other)).statusCode).toBe(404);
  });

  it('limits registrations per address (429 past 60 in 10 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: `Load ${i}`, contactNumber: `+94 11 700 ${String(1000 + i)}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(50);
    expect(statuses.at(-1)).toBe(429);
  });
});
