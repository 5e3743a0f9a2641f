import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { caller, type Caller } from '../supply/fixtures';

/**
 * The contract's last two calls (issue 21): GET /quotations/unsettle-report is the unsettled
 * collections report (one declaration, answering at the contract path and at RxDesk's earlier one),
 * and GET /supplier/get-supplier-master is the supplier picker's source (the suppliers config's `options`).
 */
let t: TestApp;
let finance: Caller;
let proc: Caller;
let rider: Caller;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  finance = caller(t.app, await signIn(t.app, 'finance'));
  proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  rider = caller(t.app, await signIn(t.app, 'delivery_agent'));
}, 60_000);
afterAll(async () => { await t?.close(); });

describe('GET /quotations/unsettle-report', () => {
  it('answers the unsettled report exactly as its other path does, with its ability, filters and downloads', async () => {
    const riderId = t.ids.agentIds.delivery_agent ?? Object.values(t.ids.agentIds)[0];
    const queries: Array<Record<string, string | number>> = [{}, { riderId }, { limit: 5, skip: 0, sortBy: 'total', sortOrder: 'DESC' }];
    for (const q of queries) {
      const contract = await finance.get('quotations/unsettle-report', q);
      expect(contract.statusCode, contract.body).toBe(200);
      expect(contract.json().data).toEqual((await finance.get('orders/admin/unsettled-collection-report', q)).json().data);
      expect(contract.json().data).toHaveProperty('count');
    }
    expect((await finance.get('quotations/unsettle-report', { format: 'csv' })).headers['content-type']).toMatch(/text\/csv/);
    expect((await rider.get('quotations/unsettle-report')).statusCode).toBe(403);
    const bad = await finance.get('quotations/unsettle-report', { riderId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/riderId|Rider/);
  });
});

describe('GET /supplier/get-supplier-master', () => {
  it('lists every supplier as { id, name } by name, searchable, to whoever may list suppliers', async () => {
    const all = await proc.get('supplier/get-supplier-master');
    expect(all.statusCode, all.body).toBe(200);
    const { items, count } = all.json().data as { items: Array<{ id: number; name: string }>; count: number };
    const db = (await sql<{ id: number; name: string }>`SELECT id, name FROM suppliers ORDER BY name, id`.execute(t.app.db)).rows;
    expect(count).toBe(db.length);
    expect(items).toEqual(db.map((s) => ({ id: s.id, name: s.name })));
    expect((await rider.get('supplier/get-supplier-master')).statusCode).toBe(403);
    expect((await proc.get('supplier/get-supplier-master', { limit: 501 })).statusCode).toBe(400);
    expect((await proc.get('supplier/get-supplier-master', { unknown: 1 })).statusCode).toBe(400);
  });

  it('a search finds exactly the suppliers whose name contains it, wildcards taken literally', async () => {
    const db = (await sql<{ id: number; name: string }>`SELECT id, name FROM suppliers ORDER BY name, id`.execute(t.app.db)).rows;
    await fc.assert(fc.asyncProperty(fc.oneof(fc.constantFrom(...db.map((s) => s.name)).chain((n) => fc.integer({ min: 0, max: n.length - 1 }).chain((i) => fc.integer({ min: i + 1, max: n.length }).map((j) => n.slice(i, j)))),
      fc.constantFrom('%', '_', '\\', 'zz%zz')), async (term) => {
      const r = await proc.get('supplier/get-supplier-master', { searchTerm: term });
      expect(r.statusCode).toBe(200);
      const want = term.trim() ? db.filter((s) => s.name.toLowerCase().includes(term.trim().toLowerCase())) : db;
      expect(r.json().data.items.map((s: { id: number }) => s.id)).toEqual(want.map((s) => s.id));
    }), { numRuns: 25 });
  });
});
