import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';

let t: TestApp;
let support: SignedIn;
let marketing: SignedIn;
let referralId: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  support = await signIn(t.app, 'customer_support');
  marketing = await signIn(t.app, 'marketing');
  referralId = (await sql<{ id: number }>`SELECT id FROM referral_modes ORDER BY id LIMIT 1`.execute(t.app.db)).rows[0].id;
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn = support) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const get = (url: string, who: SignedIn = support) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const counts = async () => (await sql<{ c: number; a: number }>`SELECT (SELECT count(*) FROM customers)::int AS c, (SELECT count(*) FROM audit_log)::int AS a`.execute(t.app.db)).rows[0];
const valid = () => ({ customerName: 'Sunil Perera', contactNumber: '+94 77 123 4567', emailId: 'Sunil@Example.lk', referralMode: referralId,
  addresses: [{ label: 'Home', address: '12 Galle Road', cityId: Object.values(t.ids.cityIds)[0] }] });

describe('offline customers', () => {
  it('creates an offline customer (audited) and lists and finds it', async () => {
    const res = await post('users/offline-customers', valid());
    expect(res.statusCode).toBe(201);
    const c = res.json().data;
    expect(c).toMatchObject({ customerName: 'Sunil Perera', contactNumber: '+94 77 123 4567', emailId: 'sunil@example.lk', referralMode: referralId, source: 'offline' });
    expect(c.displayId).toMatch(/^HNCX\d{6}$/);
    expect(c.referralModeName).toBeTruthy();
    const audit = (await sql<{ action: string; role: string; entity: string }>`SELECT action, role, entity FROM audit_log WHERE record_id = ${String(c.id)} AND entity = 'customer'`.execute(t.app.db)).rows;
    expect(audit).toEqual([{ action: 'create', role: 'customer_support', entity: 'customer' }]);

    const list = (await get('users/list-offline-customers?skip=0&limit=10')).json().data;
    expect(list.count).toBe(1);
    expect(list.items[0].displayId).toBe(c.displayId);
    for (const q of ['sunil', 'PERERA', '0771234', '+9477123', c.displayId]) {
      const found = (await get(`users/offline-customers?q=${encodeURIComponent(q)}`)).json().data.items;
      expect(found.map((x: { id: number }) => x.id), q).toContain(c.id);
    }
    expect((await get('users/offline-customers?q=nobody-like-this')).json().data.items).toEqual([]);

    // One customer by id (the console's generated page; an RxDesk addition): the row the list gave.
    const one = await get(`users/offline-customers/${c.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(list.items[0]);
    expect((await get('users/offline-customers/2147483647')).statusCode).toBe(404);
    expect((await get('users/offline-customers/abc')).statusCode).toBe(400);
  });

  it('refuses a duplicate contact number however it is written, naming the existing customer; nothing changes', async () => {
    const before = await counts();
    for (const contactNumber of ['+94 77 123 4567', '+94771234567', '+94-77-123-4567']) {
      const res = await post('users/offline-customers', { ...valid(), customerName: 'Someone Else', contactNumber });
      expect(res.statusCode, contactNumber).toBe(409);
      expect(res.json().message).toMatch(/HNCX\d{6} \(Sunil Perera\)/);
      // The field's own message names the customer too (the form shows it under the contact number).
      expect(res.json().details[0]).toMatchObject({ field: 'body.contactNumber', customerName: 'Sunil Perera', message: expect.stringMatching(/already belongs to customer HNCX\d{6} \(Sunil Perera\)/) });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an app customer\'s number too, naming them (they are found by the search)', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Amaya Silva', contactNumber: '+94 71 555 0000' } });
    expect(reg.statusCode).toBe(201);
    const res = await post('users/offline-customers', { ...valid(), contactNumber: '+94715550000' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Amaya Silva/);
    const found = (await get('users/offline-customers?q=Amaya')).json().data.items;
    expect(found[0]).toMatchObject({ customerName: 'Amaya Silva', source: 'app' });
    // The list of offline customers holds offline ones only.
    expect((await get('users/list-offline-customers')).json().data.items.map((x: { customerName: string }) => x.customerName)).toEqual(['Sunil Perera']);
  });

  it('lets exactly one of two simultaneous creates of one number through', async () => {
    const both = await Promise.all(['+94 75 100 2000', '+94751002000'].map((contactNumber, i) => post('users/offline-customers', { ...valid(), customerName: `Twin ${i}`, contactNumber })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('validates contact number, email, name, addresses, referral mode and city; nothing changes', async () => {
    const before = await counts();
    const cases: Array<[object, RegExp]> = [
      [{ ...valid(), contactNumber: '12' }, /contactNumber/],
      [{ ...valid(), contactNumber: 'call me maybe' }, /contactNumber/],
      [{ ...valid(), contactNumber: '+94 7 7 7' }, /contactNumber/],
      [{ ...valid(), contactNumber: '+94 77 123 4567 8901 2' }, /contactNumber/],
      [{ ...valid(), emailId: 'not-an-email' }, /emailId/],
      [{ ...valid(), customerName: '' }, /customerName/],
      [{ ...valid(), customerName: '   ' }, /customerName/],
      [{ ...valid(), addresses: [] }, /addresses/],
      [{ ...valid(), addresses: [{ address: '  ' }] }, /address/],
      [{ ...valid(), referralMode: 999999 }, /referralMode/],
      [{ ...valid(), addresses: [{ address: 'x', cityId: 999999 }] }, /city 999999/],
      [{ ...valid(), extra: 1 }, /extra|additional/i],
    ];
    for (const [payload, message] of cases) {
      const res = await post('users/offline-customers', { ...payload, contactNumber: (payload as { contactNumber: string }).contactNumber === valid().contactNumber ? '+94 70 000 1111' : (payload as { contactNumber: string }).contactNumber });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('is for the roles of spec 6 only', async () => {
    expect((await post('users/offline-customers', { ...valid(), contactNumber: '+94 70 999 9999' }, marketing)).statusCode).toBe(403);
    expect((await get('users/list-offline-customers', marketing)).statusCode).toBe(403);
    expect((await get('users/offline-customers?q=x', marketing)).statusCode).toBe(403);
    expect((await get('users/offline-customers/1', marketing)).statusCode).toBe(403);
    const pharmacist = await signIn(t.app, 'pharmacist');
    expect((await get('users/list-offline-customers', pharmacist)).statusCode).toBe(200);
  });
});

describe('receive and referral modes (plain entities)', () => {
  it('creates and lists both, audited; refuses a duplicate name whatever its case and a blank one', async () => {
    for (const [path, key] of [['offline-orders/receive-modes', 'receiveMode'], ['offline-orders/referral-modes', 'referralMode']] as const) {
      const res = await post(path, { [key]: 'Viber', [`${key}Description`]: 'Sent on Viber' });
      expect(res.statusCode, path).toBe(201);
      expect(res.json().data).toMatchObject({ [key]: 'Viber', [`${key}Description`]: 'Sent on Viber' });
      const list = (await get(`${path}?limit=50`)).json().data;
      expect(list.items.map((m: Record<string, string>) => m[key])).toContain('Viber');
      const before = await counts();
      expect((await post(path, { [key]: 'viber' })).statusCode, path).toBe(409);
      expect((await post(path, { [key]: '' })).statusCode, path).toBe(400);
      expect((await post(path, { [key]: 'X' }, marketing)).statusCode, path).toBe(403);
      expect(await counts()).toEqual(before);
      const entity = key === 'receiveMode' ? 'receive_mode' : 'referral_mode';
      expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = ${entity} AND action = 'create'`.execute(t.app.db)).rows[0].n).toBe(1);
    }
  });
});
