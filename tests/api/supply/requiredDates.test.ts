import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { caller, createProduct, type Caller } from './fixtures';

/**
 * Issue 20 §3: a date's allowed range is declared once in the schema (x-date-range) and the server
 * holds to it: a PO's required date and a dispatch run's delivery date cannot be in the past, and a
 * PO is submitted only with its required date.
 */
let t: TestApp;
let proc: Caller;
let planner: SignedIn;
let productId: number;
let supplierId: number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.app.db)).rows[0].n;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  planner = await signIn(t.app, 'logistic_planner');
  supplierId = t.ids.supplierIds[0];
  productId = await createProduct(proc, 'Dated 500mg', { supplierId });
}, 60_000);
afterAll(async () => { await t?.close(); });

async function draftPo(): Promise<number> {
  const res = await proc.post('po/create', { type: 'new', supplierId, productId, orderedQty: 5 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.po.id;
}

describe('a purchase order\'s required date', () => {
  it('is not saved in the past (update and head alike), naming the field; the stored date stays', async () => {
    const poId = await draftPo();
    for (const body of [{ poId, requiredDate: '2020-01-01' }, { poId, requiredDate: day(-1), lineItems: [] }]) {
      const res = await proc.post('po/update', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([{ field: 'requiredDate', message: 'Required date must be today or later' }]);
    }
    const po = (await sql<{ d: string | null }>`SELECT required_date::text AS d FROM purchase_orders WHERE id = ${poId}`.execute(t.app.db)).rows[0];
    expect(po.d).toBeNull();
    expect((await proc.post('po/update', { poId, requiredDate: day(0) })).statusCode).toBe(200);
  });

  it('is required to submit: none is a 400 naming requiredDate, and the PO stays a draft', async () => {
    const poId = await draftPo();
    const res = await proc.post('po/submit', { poId });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ field: 'requiredDate', message: 'Required date is required to submit a purchase order' }]);
    expect((await proc.get(`po/fetch/${poId}`)).json().data.po.status).toBe('draft');
    const past = await proc.post('po/submit', { poId, requiredDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().details[0].field).toBe('requiredDate');
    const ok = await proc.post('po/submit', { poId, requiredDate: day(3) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.po).toMatchObject({ status: 'submitted', requiredDate: day(3) });
  });

  it('a date saved earlier that has since passed is refused at submit', async () => {
    const poId = await draftPo();
    await sql`UPDATE purchase_orders SET required_date = '2020-01-01' WHERE id = ${poId}`.execute(t.app.db);
    const res = await proc.post('po/submit', { poId });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'requiredDate', message: 'Required date must be today or later' }]);
  });
});

describe('a dispatch run\'s delivery date', () => {
  it('is not in the past: 01/01/2020 is a 400 naming the field, and no run is created', async () => {
    const before = await count('dispatch_runs');
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/orders/admin/set-dispatch-bucket', headers: planner.headers,
      payload: { orderIds: [1], formValues: { riderId: t.ids.agentIds.delivery_agent, deliveryDate: '2020-01-01' }, orderType: 'assign' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ field: 'formValues.deliveryDate', message: 'Delivery date must be today or later' }]);
    expect(await count('dispatch_runs')).toBe(before);
  });
});
