import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';

let t: TestApp;
let po: SignedIn;
beforeAll(async () => { t = await buildTestApp(); po = await signIn(t.app, 'procurement_officer'); });
afterAll(async () => { await t?.close(); });

const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM suppliers`.execute(t.app.db)).rows[0].n;
const valid = { name: 'Kelani Valley Pharma', address: '3 Temple Road, Kelaniya', contactPerson: 'Sunil Perera', email: 'sunil@kelanipharma.lk', contactNo: '+94 11 290 1234' };

describe('suppliers through the generic CRUD', () => {
  it('lists with paging, search, sort and a count equal to the total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/supplier/admin/fetch-all?skip=0&limit=5&sortBy=name&sortOrder=ASC', headers: po.headers });
    const { items, count: total } = res.json().data;
    expect(items).toHaveLength(5);
    expect(total).toBe(await count());
    expect(items.map((s: { name: string }) => s.name)).toEqual([...items.map((s: { name: string }) => s.name)].sort());
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/supplier/admin/fetch-all?searchTerm=cipla', headers: po.headers });
    expect(search.json().data.items.map((s: { name: string }) => s.name)).toEqual(['Cipla Lanka']);
  });

  it('creates with a display id from the sequence, reads it back, edits it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/save', headers: po.headers, payload: valid });
    expect(created.statusCode).toBe(201);
    const s = created.json().data;
    expect(s.displayId).toBe(`S${String(s.id).padStart(6, '0')}`);
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/supplier/admin/fetch?supplierId=${s.id}`, headers: po.headers });
    expect(one.json().data).toMatchObject(valid);
    const edited = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { id: s.id, note: 'Ask for Sunil' } });
    expect(edited.json().data).toMatchObject({ note: 'Ask for Sunil', name: valid.name });
  });

  it('refuses bad bodies with field details and writes nothing', async () => {
    const before = await count();
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/save', headers: po.headers, payload: { ...valid, name: 'Another', email: 'not-an-email', extra: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(expect.arrayContaining([{ field: 'email', message: 'E-mail must be a valid e-mail address' }, { field: 'extra', message: 'extra is not a known field' }]));
    const dup = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/save', headers: po.headers, payload: { ...valid, name: 'CIPLA LANKA' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A supplier with this name already exists');
    const noId = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/edit', headers: po.headers, payload: { note: 'x' } });
    expect(noId.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers 404 for a missing supplier and for an unknown call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/supplier/admin/fetch?supplierId=99999', headers: po.headers })).statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: po.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});
