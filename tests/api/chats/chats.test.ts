import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';
import { multipart, png } from './multipart';

let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 6);
  ph = await signIn(t.app, 'pharmacist');
});
afterAll(async () => { await t?.close(); });

const get = (url: string, who: SignedIn | null = ph) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who?.headers });
const counts = async () => (await get('/chats/fetch-chats-counts')).json().data;
const thread = async (orderId: number) => (await get(`/chats/order-and-customer-details?orderId=${orderId}`)).json().data;
const upload = (threadKey: string, file: { filename: string; type: string; data: Buffer } | null, who: SignedIn = ph) => {
  const form = multipart({ userId: String(who.userId), threadKey }, file ? [{ field: 'fileField', ...file }] : []);
  return t.app.inject({ method: 'POST', url: '/api/v1/chats/addNewAttachment', headers: { ...who.headers, ...form.headers }, payload: form.payload });
};

describe('chat threads', () => {
  it('shows an order with its customer, patient and messages with their steps', async () => {
    const data = await thread(fx.orders.quoted);
    expect(data.order).toMatchObject({ id: fx.orders.quoted, customer: 'Amara Silva' });
    expect(data.customer.contactNumber).toBe('+94 77 111 2233');
    expect(data.patient.firstName).toBe('Amara');
    expect(data.thread.threadKey).toBeTruthy();
    expect(data.thread.chats[0]).toMatchObject({ sender: 'customer', message: 'Hello, please see my prescription', step: 1, stepName: 'new_order' });
    const byCustomer = (await get(`/chats/order-and-customer-details?customerId=${fx.customers.bimal}`)).json().data;
    expect(byCustomer.customer.name).toBe('Bimal Jayawardena');
    expect(byCustomer.threads.length).toBeGreaterThan(2);
    expect((await get('/chats/order-and-customer-details')).statusCode).toBe(400);
    expect((await get('/chats/order-and-customer-details?orderId=424242')).statusCode).toBe(404);
  });

  it('a staff reply answers the customer: the order leaves Action Required and the badge drops', async () => {
    const before = await counts();
    expect((await thread(fx.orders.waiting)).order.actionRequired).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/chats/send-message', headers: ph.headers, payload: { orderId: fx.orders.waiting, message: 'Your quotation is ready, please accept it in the app.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sender: 'agent', userId: ph.userId, agentName: 'Tharindu Bandara', step: 3, stage: 'awaiting_response', actionRequired: false });
    const after = await counts();
    expect(after.all.action_required).toBe(before.all.action_required - 1);
    expect(after.all.awaiting_response).toBe(before.all.awaiting_response + 1);
    expect((await thread(fx.orders.waiting)).thread.chats.at(-1).message).toMatch(/quotation is ready/);
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/chats/send-message', headers: ph.headers, payload: { orderId: fx.orders.waiting, message: '   ' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('attachments', () => {
  it('stores an image as the agent\'s message and serves it only to signed-in staff', async () => {
    const key = (await thread(fx.orders.quoted)).thread.threadKey;
    const res = await upload(key, { filename: 'label.png', type: 'image/png', data: png() });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.fileField;
    expect(url).toMatch(/^\/api\/v1\/chats\/attachment\/\d+-[0-9a-f]{24}\.png$/);
    const file = await t.app.inject({ method: 'GET', url, headers: ph.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const ext = await signIn(t.app, 'external_pharmacist');
    expect((await t.app.inject({ method: 'GET', url, headers: ext.headers })).statusCode).toBe(404);
    expect((await get('/chats/attachment/1-aaaaaaaaaaaaaaaaaaaaaaaa.png')).statusCode).toBe(404);
    expect((await get('/chats/attachment/..%2F..%2Fjwt-secret')).statusCode).toBe(404);
  });

  it('accepts up to 5 MB; refuses larger (413), other types (400), missing parts (400)', async () => {
    const key = (await thread(fx.orders.quoted)).thread.threadKey;
    expect((await upload(key, { filename: 'big.png', type: 'image/png', data: png(4.5 * 1024 * 1024) })).statusCode).toBe(201);
    const big = await upload(key, { filename: 'huge.png', type: 'image/png', data: png(5 * 1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, error: 'FILE_TOO_LARGE' });
    const text = await upload(key, { filename: 'note.png', type: 'image/png', data: Buffer.from('just text, not an image') });
    expect(text.statusCode).toBe(400);
    expect(text.json().details[0].field).toBe('fileField');
    expect((await upload(key, null)).statusCode).toBe(400);
    expect((await upload('no-such-thread', { filename: 'a.png', type: 'image/png', data: png() })).statusCode).toBe(404);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/chats/addNewAttachment', headers: ph.headers, payload: { threadKey: key } });
    expect(json.statusCode).toBe(400);
  });
});
