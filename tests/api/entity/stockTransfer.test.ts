import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import deliveryVans from '../../fixtures/entity/resources/deliveryVans';
import stockTransfers from '../../fixtures/entity/resources/stockTransfers';

// docs/adding-an-entity.md "Lines and a transition": a stock transfer exists only as its schema,
// its resource config (lines, an approve action) and the migration gen:migration wrote for it.
// This proves that is enough for an API with lines, computed totals, a guarded transition and audit.
const fixture = (p: string) => fileURLToPath(new URL(`../../fixtures/entity/${p}`, import.meta.url));
const url = (p: string) => `/api/v1/test-entity/${p}`;

let t: TestApp;
let admin: SignedIn;
let locations: number[];
const rows = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM stock_transfers`.execute(t.app.db)).rows[0].n;

beforeAll(async () => {
  t = await buildTestApp({
    extraMigrationDirs: [fixture('migrations')],
    extraResources: [deliveryVans, stockTransfers],
    extraSchemaDirs: [fixture('schemas')],
  });
  admin = await signIn(t.app, 'super_admin');
  locations = (await sql<{ id: number }>`SELECT id FROM pharmacy_locations ORDER BY id LIMIT 2`.execute(t.app.db)).rows.map((r) => r.id);
});
afterAll(async () => { await t?.close(); });

const save = (payload: Record<string, unknown>, who: SignedIn = admin) => t.app.inject({ method: 'POST', url: url('stock-transfer/save'), headers: who.headers, payload });
const approve = (id: unknown, who: SignedIn = admin) => t.app.inject({ method: 'POST', url: url('stock-transfer/approve'), headers: who.headers, payload: { id } });

describe('an entity with lines and a transition, from declarations only', () => {
  let transferId: number;

  it('creates a transfer whose stored line totals are the server\'s quantity × cost, to the cent', async () => {
    const res = await save({ fromLocationId: locations[0], toLocationId: locations[1], lines: [
      { productName: 'Paracetamol 500 mg', quantity: 3, unitCost: 1.1, lineTotal: 999 },
      { productName: 'Amoxicillin 250 mg', quantity: 7, unitCost: 12.35 },
    ] });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ status: 'draft', lines: [{ lineTotal: 3.3 }, { lineTotal: 86.45 }] });
    expect(created.displayId).toBe(`ST${String(created.id).padStart(5, '0')}`);
    transferId = created.id;
  });

  it('refuses a line quantity of 0, -1 or 1.5 naming the line\'s field, and writes nothing', async () => {
    const before = await rows();
    await fc.assert(fc.asyncProperty(fc.constantFrom(0, -1, 1.5, 100001), async (quantity) => {
      const res = await save({ fromLocationId: locations[0], toLocationId: locations[1], lines: [
        { productName: 'Paracetamol 500 mg', quantity: 2, unitCost: 1 }, { productName: 'Cetirizine', quantity, unitCost: 1 },
      ] });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'lines.1.quantity', message: expect.stringMatching(/^Quantity must be/) })]);
    }), { numRuns: 8 });
    const none = await save({ fromLocationId: locations[0], toLocationId: locations[1], lines: [] });
    expect(none.json().details).toEqual([expect.objectContaining({ field: 'lines', message: 'Lines needs at least one entry' })]);
    expect(await rows()).toBe(before);
  });

  it('approves a draft once (audited as approve), and refuses a second approve with 409 naming the status', async () => {
    const res = await approve(transferId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: transferId, status: 'approved' });
    const again = await approve(transferId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: 'CONFLICT', details: [{ field: 'status', message: 'Status is Approved; Approve needs Draft' }] });
    const history = await t.app.inject({ url: `/api/v1/audit/records?entity=stock_transfer&recordId=${transferId}`, headers: admin.headers });
    const actions = history.json().data.items.map((r: { action: string }) => r.action);
    expect(actions).toEqual(['approve', 'create']);
    expect(history.json().data.items[0].changes.status).toEqual({ before: 'draft', after: 'approved' });
    expect((await approve(999999)).statusCode).toBe(404);
  });

  it('guards the transition by its ability: a role without inventory.adjust gets 403 and nothing changes', async () => {
    const created = (await save({ fromLocationId: locations[0], toLocationId: locations[1], lines: [{ productName: 'ORS', quantity: 1, unitCost: 5 }] })).json().data;
    const rider = await signIn(t.app, 'delivery_agent');
    const res = await approve(created.id, rider);
    expect(res.statusCode).toBe(403);
    const still = await t.app.inject({ url: url(`stock-transfer?transferId=${created.id}`), headers: admin.headers });
    expect(still.json().data.status).toBe('draft');
  });

  it('documents the approve path in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/test-entity/stock-transfer/approve', '/api/v1/test-entity/stock-transfer/save']));
  });
});
