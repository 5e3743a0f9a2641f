import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';

let t: TestApp;
let fx: OrderFixture;
let po: SignedIn;
let admin: SignedIn;
let ph: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 0);
  [po, admin, ph] = [await signIn(t.app, 'procurement_officer'), await signIn(t.app, 'super_admin'), await signIn(t.app, 'pharmacist')];
});
afterAll(async () => { await t?.close(); });

type Row = { id: number; at: string; agentId: number | null; agentName: string | null; role: string | null; locationId: number | null; entity: string; recordId: string; action: string; changes: Record<string, { before: unknown; after: unknown }> };

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/api/v1/audit/${url}`, headers: who.headers });
const history = async (entity: string, id: number | string, who: SignedIn = admin, page = '') => {
  const res = await get(`records?entity=${entity}&recordId=${id}${page}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Row[]; count: number };
};
const trailSize = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(t.app.db)).rows[0].n;
const supplier = { name: 'Ruhunu Medical Distributors', address: '36 Sir Mohamed Macan Markar Mawatha, Colombo 3', contactPerson: 'Dilani Fernando', email: 'dilani@hemas.lk', contactNo: '+94 11 231 3131' };
let supplierId: number;

describe('audit trail of generic CRUD', () => {
  it('records a supplier creation and each edit with who, where and field before → after, newest first', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/save', headers: po.headers, payload: supplier });
    expect(created.statusCode).toBe(201);
    supplierId = created.json().data.id;
    await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { id: supplierId, contactPerson: 'Ruwan Silva' } });
    await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { id: supplierId, note: 'Delivers on Tuesdays', contactPerson: 'Ruwan Silva' } });
    const h = await history('supplier', supplierId, po);
    expect(h.count).toBe(3);
    expect(h.items.map((r) => r.action)).toEqual(['update', 'update', 'create']);
    expect(h.items[0]).toMatchObject({ agentId: po.userId, role: 'procurement_officer', locationId: po.locationId, entity: 'supplier', recordId: String(supplierId) });
    expect(h.items[0].agentName).toEqual(expect.any(String));
    expect(h.items[0].changes).toEqual({ note: { before: null, after: 'Delivers on Tuesdays' } });
    expect(h.items[1].changes).toEqual({ contactPerson: { before: 'Dilani Fernando', after: 'Ruwan Silva' } });
    expect(h.items[2].changes).toMatchObject({ name: { before: null, after: supplier.name }, email: { before: null, after: supplier.email } });
    expect(h.items[2].changes).not.toHaveProperty('updatedAt');
  });

  it('pages a History', async () => {
    const first = await history('supplier', supplierId, admin, '&skip=0&limit=2');
    const second = await history('supplier', supplierId, admin, '&skip=2&limit=2');
    expect(first.count).toBe(3);
    expect(first.items.map((r) => r.action)).toEqual(['update', 'update']);
    expect(second.items.map((r) => r.action)).toEqual(['create']);
  });

  it('a refused or failed write leaves no audit row', async () => {
    const before = await trailSize();
    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { id: supplierId, email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { id: 999999, note: 'x' } });
    expect(missing.statusCode).toBe(404);
    // The name is unique: the UPDATE itself fails inside the transaction, after the row was read.
    const other = (await sql<{ name: string }>`SELECT name FROM suppliers WHERE id <> ${supplierId} ORDER BY id LIMIT 1`.execute(t.app.db)).rows[0].name;
    const clash = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { id: supplierId, name: other } });
    expect(clash.statusCode).toBe(409);
    const forbidden = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: ph.headers, payload: { id: supplierId, note: 'sneaky' } });
    expect(forbidden.statusCode).toBe(403);
    expect(await trailSize()).toBe(before);
  });

  it('an edit that changes nothing is not history', async () => {
    const before = await trailSize();
    const same = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { id: supplierId, note: 'Delivers on Tuesdays' } });
    expect(same.statusCode).toBe(200);
    expect(await trailSize()).toBe(before);
  });

  it('never stores a password or its hash when users are created or changed', async () => {
    const reg = await t.app.inject({
      method: 'POST', url: '/api/v1/agent/auth/register', headers: admin.headers,
      payload: { firstName: 'Ishara', lastName: 'Weerasinghe', email: 'ishara@rxdesk.test', designation: 'Pharmacist', password: 'first-secret-99', roles: ['pharmacist'], locations: [t.ids.locationIds[0]] },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const id = reg.json().data.id;
    const upd = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/update', headers: admin.headers, payload: { id, designation: 'Chief pharmacist', password: 'second-secret-99' } });
    expect(upd.statusCode).toBe(200);
    const h = await history('agent', id);
    expect(h.items.map((r) => r.action)).toEqual(['update', 'create']);
    expect(h.items[0].changes).toEqual({ designation: { before: 'Pharmacist', after: 'Chief pharmacist' }, password: { before: '[redacted]', after: '[redacted]' } });
    expect(h.items[1].changes).toMatchObject({ email: { after: 'ishara@rxdesk.test' }, roles: { after: ['pharmacist'] } });
    const raw = JSON.stringify((await sql`SELECT changes FROM audit_log WHERE entity = 'agent'`.execute(t.app.db)).rows);
    expect(raw).not.toMatch(/argon2|secret-99|password_?hash/i);
  });

  it('the database refuses to change or delete audit rows', async () => {
    await expect(sql`UPDATE audit_log SET action = 'forged' WHERE entity = 'supplier'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log WHERE entity = 'supplier'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    expect((await history('supplier', supplierId)).count).toBe(3);
  });
});

describe('audit trail of order workflow actions', () => {
  it('records a lifecycle transition with status before and after, beside the order log', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/admin/cancel-order', headers: ph.headers, payload: { orderId: fx.orders.fresh, formValues: { reason: 'Duplicate order' } } });
    expect(res.statusCode).toBe(200);
    const h = await history('order', fx.orders.fresh, ph);
    expect(h.items[0]).toMatchObject({ action: 'cancel', agentId: ph.userId, role: 'pharmacist', changes: { status: { before: 1, after: 17 } } });
  });

  it('a refused transition leaves no audit row', async () => {
    const before = await trailSize();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/admin/complete-order', headers: ph.headers, payload: { orderId: fx.orders.quoted, formValues: {} } });
    expect(res.statusCode).toBe(409);
    expect(await trailSize()).toBe(before);
  });

  it('records assignment and a staff chat reply', async () => {
    const take = await t.app.inject({ method: 'POST', url: '/api/v1/orders/admin/assign-order-to-me', headers: ph.headers, payload: { orderId: fx.orders.galle } });
    expect(take.statusCode, take.body).toBe(200);
    expect((await history('order', fx.orders.galle, ph)).items[0]).toMatchObject({ action: 'assignToMe', changes: { assignedAgentId: { before: null, after: ph.userId } } });
    const reply = await t.app.inject({ method: 'POST', url: '/api/v1/chats/send-message', headers: ph.headers, payload: { orderId: fx.orders.galle, message: 'Your order is being prepared' } });
    expect(reply.statusCode, reply.body).toBe(200);
    const found = await get(`search?entity=chat_message&agentId=${ph.userId}`, admin);
    expect(found.json().data.items[0]).toMatchObject({ action: 'create', changes: { orderId: { after: fx.orders.galle }, message: { after: 'Your order is being prepared' } } });
  });
});

describe('audit trail of customer intake', () => {
  it('records a customer\'s own registration and message as the customer', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Sanduni Rathnayake', contactNumber: '+94 77 909 1122' } });
    expect(reg.statusCode, reg.body).toBe(201);
    const id = reg.json().data.customer.id;
    const h = await history('customer', id);
    expect(h.items).toEqual([expect.objectContaining({ action: 'register', agentId: null, role: 'customer', changes: expect.objectContaining({ name: { before: null, after: 'Sanduni Rathnayake' } }) })]);
  });
});

describe('audit search and who may read what', () => {
  it('searches by user, entity, record and date range, newest first, paged', async () => {
    const mine = (await get(`search?agentId=${po.userId}&entity=supplier&limit=2`, admin)).json().data;
    expect(mine.count).toBe(3);
    expect(mine.items).toHaveLength(2);
    expect(mine.items.every((r: Row) => r.agentId === po.userId && r.entity === 'supplier')).toBe(true);
    const next = (await get(`search?agentId=${po.userId}&entity=supplier&limit=2&skip=2`, admin)).json().data;
    expect(next.items.map((r: Row) => r.action)).toEqual(['create']);
    const all = (await get('search?limit=200', admin)).json().data.items as Row[];
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => b - a));
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`search?recordId=${supplierId}&entity=supplier&from=${today}&to=${today}`, admin)).json().data.count).toBe(3);
    expect((await get(`search?entity=supplier&to=2000-01-01`, admin)).json().data.count).toBe(0);
    expect((await get(`search?entity=supplier&from=2999-01-01T00:00:00Z`, admin)).json().data.count).toBe(0);
  });

  it('refuses bad filters with a message naming the field', async () => {
    const bad = await get('search?from=yesterday', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^From /);
    const nul = await get('records?entity=supplier&recordId=1%00', admin);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/record ?id/i);
  });

  it('only super_admin searches; History follows what the role may read', async () => {
    expect((await get('search', po)).statusCode).toBe(403);
    expect((await get('search', ph)).statusCode).toBe(403);
    const rider = await signIn(t.app, 'delivery_agent');
    expect((await get(`records?entity=order&recordId=${fx.orders.fresh}`, rider)).statusCode).toBe(403);
    // Procurement reads suppliers, not orders; pharmacists read orders, not suppliers.
    expect((await get(`records?entity=order&recordId=${fx.orders.fresh}`, po)).statusCode).toBe(403);
    expect((await get(`records?entity=supplier&recordId=${supplierId}`, ph)).statusCode).toBe(403);
    expect((await get(`records?entity=agent&recordId=${po.userId}`, ph)).statusCode).toBe(403);
    expect((await get(`records?entity=no_such_thing&recordId=1`, ph)).statusCode).toBe(403);
    expect((await get(`records?entity=no_such_thing&recordId=1`, admin)).statusCode).toBe(200);
  });

  it('a role limited to its location reads only its own location\'s order History', async () => {
    const ext = await signIn(t.app, 'external_pharmacist');
    const byLocation = (await sql<{ id: number; location_id: number }>`SELECT id, location_id FROM orders`.execute(t.app.db)).rows;
    const own = byLocation.find((o) => o.location_id === ext.locationId);
    const other = byLocation.find((o) => o.location_id !== ext.locationId)!;
    expect((await get(`records?entity=order&recordId=${other.id}`, ext)).statusCode).toBe(404);
    if (own) expect((await get(`records?entity=order&recordId=${own.id}`, ext)).statusCode).toBe(200);
  });
});
