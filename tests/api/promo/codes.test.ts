import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';

let t: TestApp;
let marketing: SignedIn;
let management: SignedIn;
let pharmacist: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  marketing = await signIn(t.app, 'marketing');
  management = await signIn(t.app, 'management');
  pharmacist = await signIn(t.app, 'pharmacist');
  admin = await signIn(t.app, 'super_admin');
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn = marketing) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const get = (url: string, who: SignedIn = marketing) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM promo_codes`.execute(t.app.db)).rows[0].n;
const valid = { code: 'spring10', description: 'Spring sale', discountType: 'percentage', discountValue: 10, startDate: '2026-03-01', endDate: '2026-03-31', usageLimit: 100, perCustomerLimit: 2, minOrderAmount: 500 };

describe('promo code management', () => {
  it('creates a code (upper-cased) for marketing, audited, and lists it', async () => {
    const res = await post('promocode/', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ code: 'SPRING10', discountType: 'percentage', discountValue: 10, startsAt: '2026-03-01', endsAt: '2026-03-31',
      usageLimit: 100, perCustomerLimit: 2, minOrderAmount: 500, status: 'active', redemptions: 0 });
    const audit = (await sql<{ action: string; role: string }>`SELECT action, role FROM audit_log WHERE entity = 'promo_code'`.execute(t.app.db)).rows;
    expect(audit).toEqual([{ action: 'create', role: 'marketing' }]);
    const list = (await get('promocode/all', management)).json().data;
    expect(list.total).toBe(1);
    expect(list.promoCodes[0].code).toBe('SPRING10');
  });

  it('answers one code for its show page, and filters the list by validity dates (the generated screens)', async () => {
    const { promoId } = (await get('promocode/all', management)).json().data.promoCodes[0];
    const one = await get(`promocode/admin/get-promocode?promoId=${promoId}`, management);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ promoId, code: 'SPRING10', status: 'active' });
    expect((await get('promocode/admin/get-promocode?promoId=999999', management)).statusCode).toBe(404);
    expect((await get(`promocode/admin/get-promocode?promoId=${promoId}`, pharmacist)).statusCode).toBe(403);
    expect((await get('promocode/all?startDate=2026-03-15', management)).json().data.total).toBe(1);
    expect((await get('promocode/all?startDate=2026-04-01', management)).json().data.total).toBe(0);
    expect((await get('promocode/all?startDate=2026-04-01&endDate=2026-03-01', management)).statusCode).toBe(400);
  });

  it('refuses bad input naming the field, and a duplicate whatever its case; nothing changes', async () => {
    const before = await count();
    const cases: Array<[object, RegExp]> = [
      [{ ...valid, code: 'Spring10' }, /already exists/],
      [{ ...valid, code: 'a b' }, /code/],
      [{ ...valid, code: 'PCT101', discountValue: 101 }, /discountValue/],
      [{ ...valid, code: 'NEG', discountValue: -1 }, /discountValue/],
      [{ ...valid, code: 'FIXNEG', discountType: 'fixed', discountValue: 0 }, /discountValue/],
      [{ ...valid, code: 'BACKWARDS', startDate: '2026-04-01', endDate: '2026-03-01' }, /endDate/],
      [{ ...valid, code: 'HALFUSE', usageLimit: 1.5 }, /usageLimit/],
      [{ ...valid, code: 'ZEROUSE', usageLimit: 0 }, /usageLimit/],
      [{ ...valid, code: 'ZEROPER', perCustomerLimit: 0 }, /perCustomerLimit/],
      [{ ...valid, code: 'MOREPER', usageLimit: 2, perCustomerLimit: 3 }, /perCustomerLimit/],
      [{ ...valid, code: 'NEGMIN', minOrderAmount: -5 }, /minOrderAmount/],
      [{ ...valid, code: 'NODATE', startDate: undefined }, /startDate/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('promocode/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('words a refusal as the create form does: the schema\'s labels and record rules (schemas/promoCode)', async () => {
    const before = await count();
    const details = async (payload: object) => { const res = await post('promocode/', payload); expect(res.statusCode, res.body).toBe(400); return res.json().details; };
    expect(await details({ ...valid, code: 'BACK', startDate: '2026-04-01', endDate: '2026-03-31' }))
      .toEqual([{ field: 'body.endDate', message: 'Valid until must not be before valid from' }]);
    expect(await details({ ...valid, code: 'PCT', discountValue: 100.5 }))
      .toEqual([{ field: 'body.discountValue', message: 'A percentage must be between 0 and 100' }]);
    expect(await details({ ...valid, code: 'PER', usageLimit: 2, perCustomerLimit: 3 }))
      .toEqual([{ field: 'body.perCustomerLimit', message: 'Per-customer limit must not exceed the total limit (2)' }]);
    expect(await details({ ...valid, code: 'DAY', startDate: '2026-02-30' }))
      .toEqual([{ field: 'startDate', message: 'Valid from must be a date (YYYY-MM-DD)' }]);
    expect(await count()).toBe(before);
  });

  it('creates a fixed-amount code for super_admin; refuses management and pharmacists', async () => {
    expect((await post('promocode/', { ...valid, code: 'FLAT200', discountType: 'fixed', discountValue: 200, usageLimit: null }, admin)).statusCode).toBe(201);
    const before = await count();
    expect((await post('promocode/', { ...valid, code: 'NOTME' }, management)).statusCode).toBe(403);
    expect((await post('promocode/', { ...valid, code: 'NOTME' }, pharmacist)).statusCode).toBe(403);
    expect((await get('promocode/all', pharmacist)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('finds codes whose validity overlaps a date range, and refuses a range backwards or over 2 years', async () => {
    await post('promocode/', { ...valid, code: 'JUNE', startDate: '2026-06-01', endDate: '2026-06-30' });
    const codes = async (qs: string) => (await get(`promocode/find-promoCodes?${qs}`)).json().data.promoCodes.map((c: { code: string }) => c.code).sort();
    expect(await codes('startDate=2026-03-15&endDate=2026-03-20')).toEqual(['FLAT200', 'SPRING10']);
    expect(await codes('startDate=2026-05-01&endDate=2026-12-31')).toEqual(['JUNE']);
    expect(await codes('startDate=2026-06-30')).toEqual(['JUNE']);
    expect((await get('promocode/find-promoCodes?startDate=2026-06-30&endDate=2026-06-01')).statusCode).toBe(400);
    expect((await get('promocode/find-promoCodes?startDate=2024-01-01&endDate=2026-06-01')).statusCode).toBe(400);
    expect((await get('promocode/find-promoCodes?startDate=junk')).statusCode).toBe(400);
  });

  it('lists the customers who activated a code and the orders that redeemed it, by date; a customer\'s codes', async () => {
    const promoId = (await sql<{ id: number }>`SELECT id FROM promo_codes WHERE code = 'SPRING10'`.execute(t.app.db)).rows[0].id;
    const customer = async (name: string, phone: string) => (await sql<{ id: number }>`INSERT INTO customers (name, contact_number) VALUES (${name}, ${phone}) RETURNING id`.execute(t.app.db)).rows[0].id;
    const nimal = await customer('Nimal Perera', '+94771002000');
    const kamala = await customer('Kamala Silva', '+94771002001');
    await sql`INSERT INTO promo_activations (promo_code_id, customer_id, activated_at) VALUES
      (${promoId}, ${nimal}, '2026-03-02 10:00+00'), (${promoId}, ${kamala}, '2026-03-10 10:00+00')`.execute(t.app.db);
    const orderId = (await sql<{ id: number }>`INSERT INTO orders (customer_id, location_id) VALUES (${nimal}, ${t.ids.locationIds[0]}) RETURNING id`.execute(t.app.db)).rows[0].id;
    await sql`INSERT INTO promo_redemptions (promo_code_id, order_id, customer_id, discount_amount, redeemed_at)
      VALUES (${promoId}, ${orderId}, ${nimal}, 55.5, '2026-03-03 09:00+00')`.execute(t.app.db);

    const act = (await get(`promocode/admin/get-promocode-activated-customer-list?promoId=${promoId}`)).json().data;
    expect(act).toMatchObject({ code: 'SPRING10', total: 2 });
    expect(act.customers.map((c: { name: string }) => c.name)).toEqual(['Kamala Silva', 'Nimal Perera']);
    expect(act.customers[1]).toMatchObject({ redemptions: 1, contactNumber: '+94771002000' });
    const early = (await get(`promocode/admin/get-promocode-activated-customer-list?promoId=${promoId}&startDate=2026-03-01&endDate=2026-03-05`)).json().data;
    expect(early.customers.map((c: { name: string }) => c.name)).toEqual(['Nimal Perera']);

    const red = (await get(`promocode/admin/get-promocode-redeemed-ordes-list?promoId=${promoId}&startDate=2026-03-03&endDate=2026-03-03`, management)).json().data;
    expect(red).toMatchObject({ total: 1, totalDiscount: 55.5 });
    expect(red.orders[0]).toMatchObject({ orderId, customerName: 'Nimal Perera', discountAmount: 55.5 });
    expect((await get(`promocode/admin/get-promocode-redeemed-ordes-list?promoId=${promoId}&startDate=2026-03-04`)).json().data.total).toBe(0);
    expect((await get('promocode/admin/get-promocode-redeemed-ordes-list?promoId=999999')).statusCode).toBe(404);
    expect((await get('promocode/admin/get-promocode-redeemed-ordes-list')).statusCode).toBe(400);

    const mine = (await get(`promocode/admin/get-customer-promocodes?customerId=HNCX${String(nimal).padStart(6, '0')}`)).json().data;
    expect(mine.promoCodes).toEqual([expect.objectContaining({ code: 'SPRING10', usedByCustomer: 1 })]);
    expect((await get('promocode/admin/get-customer-promocodes?customerId=999999')).statusCode).toBe(404);
  });

  it('deactivates once with promo.deactivate (audited); a second click is refused; management may not', async () => {
    const promoId = (await sql<{ id: number }>`SELECT id FROM promo_codes WHERE code = 'JUNE'`.execute(t.app.db)).rows[0].id;
    expect((await post('promocode/de-activate/', { promoId }, management)).statusCode).toBe(403);
    const res = await post('promocode/de-activate/', { promoId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'JUNE', status: 'inactive' });
    expect((await post('promocode/de-activate/', { promoId })).statusCode).toBe(409);
    expect((await post('promocode/de-activate/', { promoId: 999999 })).statusCode).toBe(404);
    const audit = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'promo_code' AND action = 'deactivate'`.execute(t.app.db)).rows[0].n;
    expect(audit).toBe(1);
    const inactive = (await get('promocode/all?status=inactive')).json().data.promoCodes.map((c: { code: string }) => c.code);
    expect(inactive).toEqual(['JUNE']);
  });
});
