import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import deliveryVans from '../../fixtures/entity/resources/deliveryVans';

// An entity that exists only under tests/: its schema, its resource config and the migration
// `npm run gen:migration` wrote for it are all it has. This proves that is enough for an API.
const fixture = (p: string) => fileURLToPath(new URL(`../../fixtures/entity/${p}`, import.meta.url));
const url = (p: string) => `/api/v1/test-entity/${p}`;

let t: TestApp;
let admin: SignedIn;
const rows = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM delivery_vans`.execute(t.app.db)).rows[0].n;

beforeAll(async () => {
  t = await buildTestApp({
    extraMigrationDirs: [fixture('migrations')],
    extraResources: [deliveryVans],
    extraSchemaDirs: [fixture('schemas')],
  });
  admin = await signIn(t.app, 'super_admin');
});
afterAll(async () => { await t?.close(); });

describe('a test entity from schema + resource config + generated migration', () => {
  let vanId: number;

  it('creates (201) with defaults and a display id', async () => {
    const res = await t.app.inject({ method: 'POST', url: url('delivery-van/save'), headers: admin.headers,
      payload: { plateNumber: 'WP LB-1234', model: 'Toyota Dyna', capacityKg: 1500.5, coldChain: true } });
    expect(res.statusCode).toBe(201);
    const van = res.json().data;
    expect(van).toMatchObject({ plateNumber: 'WP LB-1234', model: 'Toyota Dyna', capacityKg: 1500.5, coldChain: true, status: 'active', notes: null });
    expect(van.displayId).toBe(`DV${String(van.id).padStart(4, '0')}`);
    vanId = van.id;
    const second = await t.app.inject({ method: 'POST', url: url('delivery-van/save'), headers: admin.headers,
      payload: { plateNumber: 'CP KA-7788', model: 'Isuzu Elf', capacityKg: 2500, status: 'retired' } });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.coldChain).toBe(false);
  });

  it('lists with count, search and filters', async () => {
    const all = (await t.app.inject({ url: url('delivery-vans'), headers: admin.headers })).json().data;
    expect(all.count).toBe(2);
    expect(all.items.map((v: { plateNumber: string }) => v.plateNumber)).toEqual(['CP KA-7788', 'WP LB-1234']); // config sort: plate ASC
    const searched = (await t.app.inject({ url: url('delivery-vans?searchTerm=dyna'), headers: admin.headers })).json().data;
    expect(searched).toMatchObject({ count: 1, items: [{ id: vanId }] });
    const retired = (await t.app.inject({ url: url('delivery-vans?status=retired'), headers: admin.headers })).json().data;
    expect(retired.count).toBe(1);
    expect(retired.items[0].model).toBe('Isuzu Elf');
  });

  it('gets one by ?vanId, and 404s an unknown id', async () => {
    const res = await t.app.inject({ url: url(`delivery-van?vanId=${vanId}`), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: vanId, plateNumber: 'WP LB-1234' });
    const missing = await t.app.inject({ url: url('delivery-van?vanId=999999'), headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it('updates through the edit path and stores the change', async () => {
    const res = await t.app.inject({ method: 'POST', url: url('delivery-van/edit'), headers: admin.headers,
      payload: { id: vanId, status: 'maintenance', capacityKg: 1800, notes: 'Brake pads due' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: vanId, status: 'maintenance', capacityKg: 1800, notes: 'Brake pads due', model: 'Toyota Dyna' });
    const again = await t.app.inject({ url: url(`delivery-van?vanId=${vanId}`), headers: admin.headers });
    expect(again.json().data.status).toBe('maintenance');
  });

  it('answers a bad body with 400 and field details, writing nothing', async () => {
    const before = await rows();
    const res = await t.app.inject({ method: 'POST', url: url('delivery-van/save'), headers: admin.headers,
      payload: { plateNumber: 'X', capacityKg: -5, status: 'flying', colour: 'red' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    const fields = body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['model', 'plateNumber', 'capacityKg', 'status', 'colour']));
    const badEdit = await t.app.inject({ method: 'POST', url: url('delivery-van/edit'), headers: admin.headers, payload: { id: vanId, capacityKg: 'heavy' } });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().details).toEqual([expect.objectContaining({ field: 'capacityKg' })]);
    expect(await rows()).toBe(before);
  });

  it('keeps plate numbers unique regardless of case (409), and the table enforces its CHECKs', async () => {
    const dup = await t.app.inject({ method: 'POST', url: url('delivery-van/save'), headers: admin.headers,
      payload: { plateNumber: 'wp lb-1234', model: 'Other', capacityKg: 10 } });
    expect(dup.statusCode).toBe(409);
    await expect(sql`INSERT INTO delivery_vans (plate_number, model, capacity_kg) VALUES ('DB-0001', 'Raw', -1)`.execute(t.app.db)).rejects.toThrow(/check constraint/);
    expect(await rows()).toBe(2);
  });

  it('refuses a delivery agent the create ability (403) but lets them read', async () => {
    const rider = await signIn(t.app, 'delivery_agent');
    const res = await t.app.inject({ method: 'POST', url: url('delivery-van/save'), headers: rider.headers,
      payload: { plateNumber: 'NW AB-0001', model: 'Tata Ace', capacityKg: 750 } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    const list = await t.app.inject({ url: url('delivery-vans'), headers: rider.headers });
    expect(list.statusCode).toBe(200);
    expect(await rows()).toBe(2);
  });
});
