import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';

/** Events go after commit to staff who may see order lists, by role and location; never to riders. */
let t: TestApp;
let fx: OrderFixture;
let url: string;
const sockets: Socket[] = [];
const who: Record<string, SignedIn> = {};
interface Payload { orderId?: number; orderIds?: number[]; [k: string]: unknown }
const got: Record<string, Array<{ event: string; payload: Payload }>> = {};

async function connect(role: string): Promise<void> {
  who[role] = await signIn(t.app, role);
  got[role] = [];
  const socket = io(url, { auth: { token: who[role].token }, transports: ['websocket'], reconnection: false });
  socket.onAny((event, payload) => got[role].push({ event, payload }));
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => { socket.on('connect', () => resolve()); socket.on('connect_error', reject); });
}

const waitFor = async (role: string, event: string, orderId: number, ms = 3000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const hit = got[role].find((e) => e.event === event && (e.payload.orderId === orderId || e.payload.orderIds?.includes(orderId)));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
};
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  t = await buildTestApp({ realtime: true });
  fx = await seedOrderFixture(t.app.db, t.ids, 3);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}`;
  for (const role of ['pharmacist', 'delivery_agent', 'external_pharmacist', 'procurement_officer', 'management']) await connect(role);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

describe('realtime order events', () => {
  it('a transition reaches a subscribed pharmacist (with the new row) and not a delivery agent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/admin/cancel-order', headers: who.pharmacist.headers, payload: { orderId: fx.orders.kandy, formValues: { reason: 'Duplicate order' } } });
    expect(res.statusCode).toBe(200);
    const e = await waitFor('pharmacist', 'stepChanged', fx.orders.kandy);
    expect(e?.payload).toMatchObject({ orderId: fx.orders.kandy, from: 2, to: 17, row: { id: fx.orders.kandy, stage: 'cancelled' } });
    expect(await waitFor('management', 'stepChanged', fx.orders.kandy)).toBeDefined();
    await settle();
    expect(got.delivery_agent).toEqual([]);
    expect(got.procurement_officer).toEqual([]);
    expect(got.external_pharmacist.filter((x) => x.payload.orderId === fx.orders.kandy)).toEqual([]);
  });

  it('an assignment sends chatCounts to order-list staff; an external pharmacist hears only her location', async () => {
    const chief = await signIn(t.app, 'chief_pharmacist');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/admin/assign-order-to-agent', headers: chief.headers, payload: { orderIds: [fx.orders.galle], formValues: { agentId: t.ids.agentIds.external_pharmacist }, type: 'assign' } });
    expect(res.statusCode).toBe(200);
    expect(await waitFor('external_pharmacist', 'chatCounts', fx.orders.galle)).toMatchObject({ payload: { reason: 'assigned', agentId: t.ids.agentIds.external_pharmacist } });
    expect(await waitFor('pharmacist', 'chatCounts', fx.orders.galle)).toBeDefined();
    await settle();
    expect(got.delivery_agent).toEqual([]);
  });

  it('a customer\'s new order arrives as newOrder with its row', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Ishani Perera', contactNumber: '+94 70 123 4567', cityId: t.ids.cityIds.Colombo } });
    const key = reg.json().data.apiKey;
    const { multipart, png } = await import('./multipart');
    const form = multipart({ patientFirstName: 'Ishani' }, [{ field: 'prescription', filename: 'rx.png', type: 'image/png', data: png() }]);
    const placed = await t.app.inject({ method: 'POST', url: '/api/v1/customer/orders', headers: { authorization: `Bearer ${key}`, ...form.headers }, payload: form.payload });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.orderId;
    expect((await waitFor('pharmacist', 'newOrder', orderId))?.payload.row).toMatchObject({ customer: 'Ishani Perera', stage: 'new_requests' });
    await settle();
    expect(got.delivery_agent).toEqual([]);
  });
});
