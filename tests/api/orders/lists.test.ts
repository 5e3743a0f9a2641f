import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGES, STAGE_SLUGS } from '../../../src/shared/orders/stages';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from './fixtures';

let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;
let ext: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids);
  ph = await signIn(t.app, 'pharmacist');
  ext = await signIn(t.app, 'external_pharmacist');
});
afterAll(async () => { await t?.close(); });

const get = async (url: string, who: SignedIn = ph) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  return { status: res.statusCode, data: res.json().data, body: res.json() };
};

interface Row { id: number; stage: string; status: number; assigned_agent_id: number | null; location_id: number; actionRequired: boolean; customer: string;
  created: string; delivery_city: string | null; last_status_update_time: string; sorting_date_for_sort: string }

/** Every page of a list, by `limit`-sized pages. */
async function all(url: string, who: SignedIn = ph, limit = 7) {
  const rows: Row[] = [];
  for (let skip = 0; ; skip += limit) {
    const { data } = await get(`${url}${url.includes('?') ? '&' : '?'}skip=${skip}&limit=${limit}`, who);
    rows.push(...data.items);
    if (data.items.length < limit) return { rows, count: data.count };
  }
}

describe('chat lists', () => {
  it('first page is 10 rows with the spec 3 row fields', async () => {
    const { status, data } = await get('/chats/all-threads');
    expect(status).toBe(200);
    expect(data.items).toHaveLength(10);
    for (const key of ['order_id', 'delivery_date', 'customer', 'patient_first_name', 'patient_last_name', 'address', 'status', 'created',
      'delivery_slot', 'quotation_total', 'actionRequired', 'last_status_update_time', 'sorting_type', 'sorting_date', 'sorting_date_for_sort',
      'sorting_status_update_date']) expect(data.items[0]).toHaveProperty(key);
  });

  it('badge counts equal the list totals for every sub-list of My Chats and All Chats', async () => {
    const { data: counts } = await get('/chats/fetch-chats-counts');
    for (const stage of STAGES) {
      const mine = await all(`/chats/ongoing?stage=${STAGE_SLUGS[stage]}`);
      expect(mine.rows.length, stage).toBe(counts.my[stage]);
      expect(mine.count, stage).toBe(counts.my[stage]);
      expect(mine.rows.every((r) => r.stage === stage && r.assigned_agent_id === ph.userId)).toBe(true);
      const every = await all(`/chats/all-threads?stage=${stage}`, ph, 25);
      expect(every.rows.length, stage).toBe(counts.all[stage]);
      expect(every.count, stage).toBe(counts.all[stage]);
    }
    expect((await get('/chats/all-threads')).data.count).toBe(counts.allTotal);
    expect((await get('/chats/ongoing')).data.count).toBe(counts.myTotal);
  });

  it('action required holds change requests and unanswered customer messages', async () => {
    const { rows } = await all('/chats/all-threads?stage=action-required');
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(fx.orders.waiting);
    expect(ids).toContain(fx.orders.changeRequest);
    expect(rows.every((r) => r.actionRequired === true)).toBe(true);
  });

  it('sorts by status-update date (default, newest first) or by the sorting dates', async () => {
    const { rows } = await all('/chats/all-threads?stage=to_be_invoiced');
    const times = rows.map((r) => Date.parse(r.last_status_update_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bySorting = (await all('/chats/all-threads?stage=to_be_invoiced&sortBy=sorting_date')).rows.map((r) => Date.parse(r.sorting_date_for_sort));
    expect(bySorting).toEqual([...bySorting].sort((a, b) => a - b));
    const reversed = (await all('/chats/all-threads?stage=to_be_invoiced&sortBy=sorting_date&sortOrder=DESC')).rows.map((r) => Date.parse(r.sorting_date_for_sort));
    expect(reversed).toEqual([...bySorting].reverse());
  });

  it('search - all chats finds by order id, customer and patient name', async () => {
    const byId = await get(`/chats/all-threads?searchTerm=HN${String(fx.orders.quoted).padStart(6, '0')}`);
    expect(byId.data.items.map((r: { id: number }) => r.id)).toEqual([fx.orders.quoted]);
    const byName = await all('/chats/all-threads?searchTerm=bimal');
    expect(byName.rows.length).toBeGreaterThan(3);
    expect(byName.rows.every((r) => r.customer === 'Bimal Jayawardena')).toBe(true);
    expect(byName.count).toBe(byName.rows.length);
    const byPatient = await all('/chats/all-threads?searchTerm=chathurika%20sen');
    expect(byPatient.rows.length).toBeGreaterThan(0);
  });

  it('refuses an unknown stage or status with 400', async () => {
    expect((await get('/chats/all-threads?stage=archived')).status).toBe(400);
    expect((await get('/chats/all-threads?statusArray=18')).status).toBe(400);
  });

  it('external pharmacists see only their location and cannot open All Chats', async () => {
    const mine = await all('/chats/ongoing', ext);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.location_id === ext.locationId)).toBe(true);
    expect((await get('/chats/all-threads', ext)).status).toBe(403);
    const counts = (await get('/chats/fetch-chats-counts', ext)).data;
    expect(counts.myTotal).toBe(mine.count);
  });
});

describe('chat manager lists', () => {
  it('unassigned: open orders without an agent, newest first, count = badge', async () => {
    const { rows, count } = await all('/orders/admin/get-unassigned-orders-list');
    expect(rows.length).toBe(count);
    expect(rows.every((r) => r.assigned_agent_id === null && !['completed', 'cancelled'].includes(r.stage))).toBe(true);
    const created = rows.map((r) => Date.parse(r.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect((await get('/orders/admin/fetch-unassign-orders-count')).data.count).toBe(count);
    expect(rows.map((r) => r.id)).toContain(fx.orders.fresh);
  });

  it('filters by status array, location, city, received dates and search term', async () => {
    const s = await all('/orders/admin/get-unassigned-orders-list?statusArray=1&statusArray=2');
    expect(s.rows.every((r) => [1, 2].includes(r.status))).toBe(true);
    expect((await all('/orders/admin/get-unassigned-orders-list?statusArray=1,2')).count).toBe(s.count);
    expect((await all('/orders/admin/get-unassigned-orders-list?statusArray%5B%5D=1&statusArray%5B%5D=2')).count).toBe(s.count);
    const loc = await all(`/orders/admin/get-unassigned-orders-list?location=${t.ids.locationIds[1]}`);
    expect(loc.rows.length).toBeGreaterThan(0);
    expect(loc.rows.every((r) => r.location_id === t.ids.locationIds[1])).toBe(true);
    expect(loc.count).toBe(loc.rows.length);
    const city = await all(`/orders/admin/get-unassigned-orders-list?city=${t.ids.cityIds.Galle}`);
    expect(city.rows.every((r) => r.delivery_city === 'Galle')).toBe(true);
    expect(city.count).toBe(city.rows.length);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await all(`/orders/admin/get-unassigned-orders-list?startDate=${today}&endDate=${today}`);
    expect(recent.rows.every((r) => (r.created as string).slice(0, 10) === today)).toBe(true);
    expect(recent.count).toBe(recent.rows.length);
    expect((await get('/orders/admin/get-unassigned-orders-list?startDate=2026-02-10&endDate=2026-01-01')).status).toBe(400);
  });

  it('assigned: one assignee or everyone assigned', async () => {
    const one = await all(`/orders/admin/get-assigned-orders-list?assignee=${t.ids.agentIds.chief_pharmacist}`);
    expect(one.rows.length).toBeGreaterThan(0);
    expect(one.rows.every((r) => r.assigned_agent_id === t.ids.agentIds.chief_pharmacist)).toBe(true);
    expect(one.count).toBe(one.rows.length);
    const every = await all('/orders/admin/get-assigned-orders-list', ph, 50);
    expect(every.rows.every((r) => r.assigned_agent_id !== null)).toBe(true);
    expect(every.count).toBe(every.rows.length);
  });
});

describe('kanban board', () => {
  it('answers the eight columns in spec order with counts equal to the column totals', async () => {
    const admin = await signIn(t.app, 'super_admin');
    const { status, data } = await get('/orders/admin/get-kanban-board-data-to-initial-load?limit=5', admin);
    expect(status).toBe(200);
    expect(data.columns.map((c: { stage: string }) => c.stage)).toEqual([...STAGES]);
    for (const c of data.columns) {
      expect(c.items.length).toBe(Math.min(5, c.count));
      const column = await all(`/orders/admin/get-kanban-board-data-to-initial-load?stage=${c.stage}`, admin, 4);
      expect(column.rows.length).toBe(c.count);
      expect(column.rows.every((r) => r.stage === c.stage)).toBe(true);
    }
  });

  it('the chat overview counts orders per stage and per agent', async () => {
    const admin = await signIn(t.app, 'management');
    const { data } = await get('/chats/overview', admin);
    const counts = (await get('/chats/fetch-chats-counts')).data;
    for (const s of data.stages) expect(s.count).toBe(counts.all[s.stage]);
    const pharmacist = data.agents.find((a: { agentId: number }) => a.agentId === ph.userId);
    expect(pharmacist.total).toBe(counts.myTotal);
  });
});
