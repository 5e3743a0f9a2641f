import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from './fixtures';

let t: TestApp;
let fx: OrderFixture;
let chief: SignedIn;
let ph: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 12);
  chief = await signIn(t.app, 'chief_pharmacist');
  ph = await signIn(t.app, 'pharmacist');
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn = chief) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
const unassignedCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/orders/admin/fetch-unassign-orders-count', headers: chief.headers })).json().data.count;

describe('assign orders', () => {
  it('assigns several unassigned orders to an agent, logs it and lowers the unassigned count', async () => {
    const before = await unassignedCount();
    const res = await post('/orders/admin/assign-order-to-agent', { orderIds: [fx.orders.fresh, `HN${String(fx.orders.kandy).padStart(6, '0')}`], formValues: { agentId: ph.userId }, type: 'assign' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.assigned).toBe(2);
    expect(data.items.every((r: { assigned_agent_id: number }) => r.assigned_agent_id === ph.userId)).toBe(true);
    expect(await unassignedCount()).toBe(before - 2);
    const logs = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/get-all-order-logs?orderId=${fx.orders.fresh}`, headers: chief.headers })).json().data;
    expect(logs.at(-1)).toMatchObject({ action: 'assigned', agentId: chief.userId, fromStatus: 1, toStatus: 1 });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/chats/ongoing?stage=new-requests&limit=50', headers: ph.headers })).json().data;
    expect(mine.items.map((r: { id: number }) => r.id)).toContain(fx.orders.fresh);
  });

  it('writes nothing when one of the orders is already assigned (409 naming it)', async () => {
    const before = await unassignedCount();
    const res = await post('/orders/admin/assign-order-to-agent', { orderIds: [fx.orders.galle, fx.orders.quoted], formValues: { agentId: ph.userId }, type: 'assign' });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].message).toMatch(/already assigned/);
    expect(await unassignedCount()).toBe(before);
  });

  it('re-assigns assigned orders; refuses closed orders and agents who do not chat', async () => {
    const ok = await post('/orders/admin/assign-order-to-agent', { orderIds: [fx.orders.quoted], formValues: { agentId: t.ids.agentIds.invoicing_assistant, note: ' Covering the evening shift ' }, type: 're-assign' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.items[0].assigned_agent_name).toBe('Chamara Dissanayake');
    // The note is kept with the re-assignment in the order's log, not dropped.
    const logs = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/get-all-order-logs?orderId=${fx.orders.quoted}`, headers: chief.headers })).json().data;
    expect(logs.at(-1)).toMatchObject({ action: 'reassigned', message: 'Assigned to Chamara Dissanayake: Covering the evening shift' });
    const closed = await post('/orders/admin/assign-order-to-agent', { orderIds: [fx.orders.completed], formValues: { agentId: ph.userId }, type: 're-assign' });
    expect(closed.statusCode).toBe(409);
    const rider = await post('/orders/admin/assign-order-to-agent', { orderIds: [fx.orders.quoted], formValues: { agentId: t.ids.agentIds.delivery_agent }, type: 're-assign' });
    expect(rider.statusCode).toBe(400);
    expect(rider.json().details[0].field).toBe('formValues.agentId');
  });

  it('an external pharmacist can be given orders of her own location only', async () => {
    const ext = t.ids.agentIds.external_pharmacist;
    const away = await post('/orders/admin/assign-order-to-agent', { orderIds: [fx.orders.changeRequest], formValues: { agentId: ext }, type: 're-assign' });
    expect(away.statusCode).toBe(409);
    const home = await post('/orders/admin/assign-order-to-agent', { orderIds: [fx.orders.galle], formValues: { agentId: ext }, type: 'assign' });
    expect(home.statusCode).toBe(200);
  });

  it('assign to me takes an unassigned order; a second taker gets 409', async () => {
    const order = (await t.app.inject({ method: 'GET', url: '/api/v1/orders/admin/get-unassigned-orders-list?limit=1', headers: chief.headers })).json().data.items[0];
    const first = await post('/orders/admin/assign-order-to-me', { orderId: order.id }, ph);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.assigned_agent_id).toBe(ph.userId);
    expect((await post('/orders/admin/assign-order-to-me', { orderId: order.id }, ph)).statusCode).toBe(200);
    const second = await post('/orders/admin/assign-order-to-me', { orderId: order.id }, chief);
    expect(second.statusCode).toBe(409);
  });

  it('two managers assigning the same order at once: exactly one wins', async () => {
    const order = (await t.app.inject({ method: 'GET', url: '/api/v1/orders/admin/get-unassigned-orders-list?limit=1', headers: chief.headers })).json().data.items[0];
    const results = await Promise.all([
      post('/orders/admin/assign-order-to-agent', { orderIds: [order.id], formValues: { agentId: ph.userId }, type: 'assign' }),
      post('/orders/admin/assign-order-to-agent', { orderIds: [order.id], formValues: { agentId: chief.userId }, type: 'assign' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('needs the ability of the kind of assignment and valid input', async () => {
    const support = await signIn(t.app, 'customer_support');
    expect((await post('/orders/admin/assign-order-to-me', { orderId: fx.orders.fresh }, support)).statusCode).toBe(403);
    expect((await post('/orders/admin/assign-order-to-agent', { orderIds: [], formValues: { agentId: 1 } })).statusCode).toBe(400);
    expect((await post('/orders/admin/assign-order-to-agent', { orderIds: ['HNX1'], formValues: { agentId: 1 } })).statusCode).toBe(400);
    expect((await post('/orders/admin/assign-order-to-agent', { orderIds: [999999], formValues: { agentId: ph.userId } })).statusCode).toBe(404);
  });
});
