import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture } from './fixtures';
import { orderRowsByIds, rowFields, type RowShape } from '../../../src/server/modules/orders/listQueries';
import { OrderListService } from '../../../src/server/modules/orders/listService';

/**
 * Issue 13, item 5: the hot list and count calls are serialised by their response schemas
 * (src/server/modules/orders/replySchemas.ts). A schema must not drop or reshape anything the
 * console reads: every reply is compared with the rows the database holds (all their columns) or
 * with what the service answers, as JSON.stringify would have written it.
 */
let t: TestApp;
let admin: SignedIn;
let pharmacist: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  await seedOrderFixture(t.app.db, t.ids, 60);
  admin = await signIn(t.app, 'super_admin');
  pharmacist = await signIn(t.app, 'pharmacist');
});
afterAll(async () => { await t?.close(); });

const get = async (url: string, who: SignedIn = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as { success: boolean; data: Record<string, unknown> };
};

/** The same rows straight from the database (every column of a list row, or of a card), as JSON carries them. */
async function dbRows(ids: number[], shape: RowShape = 'list'): Promise<unknown[]> {
  const byId = new Map((await orderRowsByIds(t.app.db, ids, shape)).map((r) => [r.id, r]));
  return JSON.parse(JSON.stringify(ids.map((id) => byId.get(id))));
}

const LISTS = [
  '/orders/admin/get-unassigned-orders-list?limit=20',
  '/orders/admin/get-assigned-orders-list?limit=20&sortBy=sorting_date',
  '/chats/all-threads?limit=25',
  '/chats/all-threads?stage=on_delivery&limit=25',
  '/chats/all-threads?searchTerm=Amara&limit=25',
  '/chats/ongoing?limit=25', // as the pharmacist: her own orders
  '/orders/admin/find-orders?searchType=customerName&searchKey=Amara&limit=25',
];

describe('list replies carry every column of their rows', () => {
  for (const url of LISTS) {
    it(url, async () => {
      const reply = await get(url, url.startsWith('/chats/ongoing') ? pharmacist : admin);
      const items = reply.data.items as Array<{ id: number }>;
      expect(reply.success).toBe(true);
      expect(items.length).toBeGreaterThan(0);
      expect(items).toEqual(await dbRows(items.map((r) => r.id)));
      // The page fields: count always, nextCursor as a string or null.
      expect(typeof reply.data.count).toBe('number');
      expect(reply.data.nextCursor === null || typeof reply.data.nextCursor === 'string').toBe(true);
    });
  }

  it('rows with every optional field filled (delivery date, slot, agent, parent, quotation) keep them', async () => {
    const full = (await sql<{ id: number }>`SELECT id FROM orders WHERE delivery_date IS NOT NULL AND assigned_agent_id IS NOT NULL ORDER BY id LIMIT 5`.execute(t.app.db)).rows;
    expect(full.length).toBeGreaterThan(0);
    const reply = await get('/chats/all-threads?limit=200');
    const items = (reply.data.items as Array<{ id: number }>).filter((r) => full.some((f) => f.id === r.id));
    expect(items.length).toBeGreaterThan(0);
    expect(items).toEqual(await dbRows(items.map((r) => r.id)));
  });
});

describe('board and badge replies equal what the service answers', () => {
  const service = () => new OrderListService(t.app.db);
  const asJson = (v: unknown) => JSON.parse(JSON.stringify(v));

  it('kanban first load: eight columns, their rows and counts', async () => {
    const reply = await get('/orders/admin/get-kanban-board-data-to-initial-load');
    expect(reply.data).toEqual(asJson(await service().kanbanBoard(null, {})));
    const columns = reply.data.columns as Array<{ items: Array<{ id: number }> }>;
    for (const c of columns) expect(c.items).toEqual(await dbRows(c.items.map((r) => r.id), 'card'));
  });

  it("a card carries the spec's order list-row, its id and stage and its assignee, and no column no card shows", async () => {
    const reply = await get('/orders/admin/get-kanban-board-data-to-initial-load');
    const cards = (reply.data.columns as Array<{ items: Array<Record<string, unknown>> }>).flatMap((c) => c.items);
    expect(cards.length).toBeGreaterThan(0);
    // Spec 3, "Order list row", every field of it; the card's own (KanbanCard.tsx) are among them.
    const spec = ['order_id', 'delivery_date', 'customer', 'patient_first_name', 'patient_last_name', 'address', 'status', 'created', 'delivery_slot',
      'quotation_total', 'actionRequired', 'last_status_update_time', 'sorting_type', 'sorting_date', 'sorting_date_for_sort', 'sorting_status_update_date'];
    expect([...rowFields('card')].sort()).toEqual([...spec, 'id', 'stage', 'assigned_agent_name'].sort());
    for (const card of cards) expect(Object.keys(card).sort()).toEqual([...rowFields('card')].sort());
    // A list row has every card field and more.
    expect(rowFields('list')).toEqual(expect.arrayContaining(rowFields('card')));
    expect(rowFields('list').length).toBeGreaterThan(rowFields('card').length);
  });

  it('kanban, one column', async () => {
    const reply = await get('/orders/admin/get-kanban-board-data-to-initial-load?stage=on-delivery');
    expect(reply.data).toEqual(asJson(await service().kanbanColumn(null, 'on_delivery', { limit: 20 })));
    const items = reply.data.items as Array<{ id: number }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items).toEqual(await dbRows(items.map((r) => r.id), 'card'));
  });

  it('chat counts and the unassigned badge', async () => {
    expect((await get('/chats/fetch-chats-counts')).data).toEqual(asJson(await service().chatCounts(admin.userId, null)));
    expect((await get('/orders/admin/fetch-unassign-orders-count')).data).toEqual({ count: await service().unassignedCount(null) });
  });
});

describe('session state kept in memory (PostgreSQL) stays correct', () => {
  it('is kept only where changes are announced (PostgreSQL), never on PGlite', () => {
    expect(t.app.sessionCache.active).toBe(!!t.config.databaseUrl);
  });

  it('an agent deactivated behind the API (another process, a tool) is refused once the change is announced', async () => {
    const who = await signIn(t.app, 'finance');
    const url = '/api/v1/agent/auth/permissions';
    expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(200);
    await sql`UPDATE agents SET status = 'inactive' WHERE id = ${who.userId}`.execute(t.app.db);
    // PGlite reads on every request; on PostgreSQL the notification of 0022 drops the kept copy.
    let status = 0;
    for (let i = 0; i < 200 && status !== 401; i++) {
      status = (await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode;
      if (status !== 401) await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);
    await sql`UPDATE agents SET status = 'active' WHERE id = ${who.userId}`.execute(t.app.db);
    for (let i = 0; i < 200 && status !== 200; i++) {
      status = (await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(200);
  });

  it('a deactivation through this process is refused on the very next request', async () => {
    const who = await signIn(t.app, 'marketing');
    const url = '/api/v1/agent/auth/permissions';
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/update', headers: admin.headers, payload: { id: who.userId, status: 'inactive' } });
    expect(off.statusCode, off.body).toBe(200);
    const next = await t.app.inject({ method: 'GET', url, headers: who.headers });
    expect(next.statusCode).toBe(401);
    expect(next.json().error).toBe('ACCOUNT_INACTIVE');
  });
});
