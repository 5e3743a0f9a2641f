import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGES } from '../../../src/shared/orders/stages';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';

/**
 * Issue 13: every search finds and counts every match, the same way every time, and paging with
 * the cursor gives the rows skip/limit gives. The data: 1,300 customers, half of them "Perera" (more
 * than the 300 matching customers the old queries stopped at, and more matching orders than the
 * search count's bound of 1,000), two orders each with many equal timestamps (so only the id
 * tiebreaker makes the order deterministic), compared with plain SQL.
 */
let t: TestApp;
let admin: SignedIn;
const db = () => t.app.db;

beforeAll(async () => {
  t = await buildTestApp();
  const [l0, l1] = t.ids.locationIds;
  const agent = t.ids.agentIds.pharmacist;
  await sql`INSERT INTO customers (name, contact_number)
    SELECT CASE WHEN i % 2 = 0 THEN 'Kamal Perera ' ELSE 'Sunil Silva ' END || i, '0701' || lpad(i::text, 6, '0')
    FROM generate_series(1, 1300) i`.execute(db());
  await sql`INSERT INTO patients (customer_id, first_name, last_name)
    SELECT c.id, CASE WHEN c.id % 7 = 0 THEN 'Ruwan' ELSE 'Dilini' END, CASE WHEN c.id % 7 = 0 THEN 'Pererawatte' ELSE 'Fernando' END
    FROM customers c WHERE c.contact_number LIKE '0701%'`.execute(db());
  // Timestamps repeat every 50 orders: the sort column alone does not order the rows.
  // Half of them with a delivery city, a quarter with a slot (the names a list row shows).
  await sql`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity) VALUES ('Morning', '08:00', '12:00', 40)`.execute(db());
  await sql`INSERT INTO orders (customer_id, patient_id, status, location_id, assigned_agent_id, delivery_city_id, delivery_slot_id, created_at, last_status_update_time)
    SELECT p.customer_id, p.id, (ARRAY[1, 2, 3, 5, 7, 9, 21, 17])[1 + (p.id + k) % 8], CASE WHEN k = 0 THEN ${l0}::int ELSE ${l1}::int END,
      CASE WHEN (p.id + k) % 3 = 0 THEN NULL ELSE ${agent}::int END,
      CASE WHEN p.id % 2 = 0 THEN (SELECT min(id) FROM cities) END, CASE WHEN p.id % 4 = 0 THEN (SELECT min(id) FROM delivery_slots) END,
      timestamptz '2026-01-01' + ((p.id * 2 + k) % 50) * interval '1 hour', timestamptz '2026-02-01' + ((p.id + k) % 50) * interval '1 minute'
    FROM patients p JOIN customers c ON c.id = p.customer_id CROSS JOIN generate_series(0, 1) k WHERE c.contact_number LIKE '0701%'`.execute(db());
  admin = await signIn(t.app, 'super_admin');
}, 120_000);
afterAll(async () => { await t?.close(); });

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: admin.headers });
  return { status: res.statusCode, body: res.json() };
};
const ok = async (url: string) => {
  const r = await get(url);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { items: Array<{ id: number }>; count: number; countCapped?: boolean; nextCursor: string | null };
};
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
const sqlIds = async (q: ReturnType<typeof sql>) => (await q.execute(db())).rows.map((r) => Number((r as { id: number }).id));

/** Every row of a list, following nextCursor. */
async function byCursor(url: string, limit: number) {
  const rows: Array<{ id: number }> = [];
  let cursor: string | null = null;
  do {
    const page = await ok(`${url}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}
/** A search's count: exact up to the bound of 1,000, then the bound and countCapped. */
const expectSearchCount = (page: { count: number; countCapped?: boolean }, n: number) =>
  expect(page).toMatchObject(n > 1000 ? { count: 1000, countCapped: true } : { count: n });

/** Every row of a list, by skip/limit. */
async function bySkip(url: string, limit: number) {
  const rows: Array<{ id: number }> = [];
  for (let skip = 0; ; skip += limit) {
    const page = await ok(`${url}&limit=${limit}&skip=${skip}`);
    rows.push(...page.items);
    if (page.items.length < limit) return rows;
  }
}

describe('complete search', () => {
  it('find orders by customer name returns every match (650 matching customers), newest first, id as tiebreaker', async () => {
    const expected = await sqlIds(sql`SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE lower(c.name) LIKE '%perera%' ORDER BY o.created_at DESC, o.id DESC`);
    const customers = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM customers WHERE name LIKE '%Perera%'`.execute(db())).rows[0].n;
    expect(customers).toBeGreaterThan(300);
    expect(expected.length).toBeGreaterThan(1000);
    const page = await ok('/orders/admin/find-orders?searchType=customerName&searchKey=perera');
    expect(page).toMatchObject({ count: 1000, countCapped: true });
    expect(ids(page.items)).toEqual(expected.slice(0, 10));
    expect(ids(await byCursor('/orders/admin/find-orders?searchType=customerName&searchKey=PERERA', 97))).toEqual(expected);
    expect(ids(await bySkip('/orders/admin/find-orders?searchType=customerName&searchKey=perera', 97))).toEqual(expected);
  });

  // A common term's first pages walk the list's index, its deep pages and date-narrowed searches
  // collect every match first, a rare term reuses the matches its count found (SearchPlan): every
  // way must give plain SQL's rows and count.
  it.each([
    ['a common term, first page (walk)', 'searchTerm=perera&limit=25', '', 'last_status_update_time DESC, o.id DESC'],
    ['a common term, deep page (collect)', 'searchTerm=perera&limit=25&skip=400', '', 'last_status_update_time DESC, o.id DESC'],
    ['a common term at one location by sorting date (walk in stage branches)', 'searchTerm=perera&location=L1&sortBy=sorting_date&limit=30', 'AND o.location_id = L1', 'sorting_date_for_sort ASC, o.id ASC'],
    ['a common term in received dates (collect)', 'searchTerm=perera&startDate=2026-01-01&endDate=2026-01-01&limit=30', "AND o.created_at >= '2026-01-01' AND o.created_at < '2026-01-02'", 'last_status_update_time DESC, o.id DESC'],
    ['a rare term (the count\'s matches)', 'searchTerm=silva%2012&limit=5', '', 'last_status_update_time DESC, o.id DESC'],
    ['a rare patient term, oldest update first', 'searchTerm=pererawatte&sortOrder=ASC&limit=40', '', 'last_status_update_time ASC, o.id ASC'],
  ])('All Chats search, %s, equals plain SQL', async (_name, rawQuery, rawWhere, order) => {
    const l1 = String(t.ids.locationIds[1]);
    const term = decodeURIComponent(/searchTerm=([^&]+)/.exec(rawQuery)![1]);
    const expected = await sqlIds(sql`SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id LEFT JOIN patients p ON p.id = o.patient_id
      WHERE o.stage <> 'draft' AND (lower(c.name) LIKE ${`%${term}%`} OR lower(coalesce(p.first_name || ' ' || p.last_name, '')) LIKE ${`%${term}%`})
      ${sql.raw(rawWhere.replace('L1', l1))} ORDER BY o.${sql.raw(order)}`);
    const query = rawQuery.replace('L1', l1);
    const page = await ok(`/chats/all-threads?${query}`);
    const skip = Number(/skip=(\d+)/.exec(query)?.[1] ?? 0);
    const limit = Number(/limit=(\d+)/.exec(query)![1]);
    expectSearchCount(page, expected.length);
    expect(page.countCapped).toBe(expected.length > 1000 ? true : undefined);
    expect(ids(page.items)).toEqual(expected.slice(skip, skip + limit));
    expect(page.items.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect(await ok(`/chats/all-threads?${query}`)).toEqual(page);
  });

  it('find orders by patient name and contact number match the same as plain SQL', async () => {
    const byPatient = await sqlIds(sql`SELECT o.id FROM orders o JOIN patients p ON p.id = o.patient_id
      WHERE lower(p.first_name || ' ' || p.last_name) LIKE '%pererawat%' ORDER BY o.created_at DESC, o.id DESC`);
    expect(byPatient.length).toBeGreaterThan(100);
    expect(ids(await byCursor('/orders/admin/find-orders?searchType=patientName&searchKey=pererawat', 50))).toEqual(byPatient);
    const byPhone = await sqlIds(sql`SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE c.contact_number LIKE '%000 12%' OR replace(c.contact_number, ' ', '') LIKE '%00012%' ORDER BY o.created_at DESC, o.id DESC`);
    const phone = await ok('/orders/admin/find-orders?searchType=contactNumber&searchKey=000%2012&limit=500');
    expect(phone.count).toBe(byPhone.length);
    expect(ids(phone.items)).toEqual(byPhone);
  });

  it('All Chats search finds customer and patient matches, the same count and rows on 5 identical calls', async () => {
    const expected = await sqlIds(sql`SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id LEFT JOIN patients p ON p.id = o.patient_id
      WHERE o.stage <> 'draft' AND (lower(c.name) LIKE '%perera%' OR lower(p.first_name || ' ' || p.last_name) LIKE '%perera%')
      ORDER BY o.last_status_update_time DESC, o.id DESC`);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ok('/chats/all-threads?searchTerm=perera&limit=25'));
    for (const a of answers) expect(a).toEqual(answers[0]);
    expectSearchCount(answers[0], expected.length);
    expect(ids(answers[0].items)).toEqual(expected.slice(0, 25));
    expect(ids(await byCursor('/chats/all-threads?searchTerm=perera', 100))).toEqual(expected);
  });

  it('a count beyond the bound says so (countCapped) and never drops rows', async () => {
    const all = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE c.contact_number LIKE '0701%' AND o.stage <> 'draft'`.execute(db())).rows[0].n;
    expect(all).toBeGreaterThan(1000);
    const page = await ok('/chats/all-threads?searchTerm=0701');
    expect(page).toMatchObject({ count: 1000, countCapped: true });
    expect((await byCursor('/chats/all-threads?searchTerm=0701', 500)).length).toBe(all);
  });

  it('find customers counts every matching customer, in one stable order', async () => {
    const expected = await sqlIds(sql`SELECT id FROM customers WHERE lower(name) LIKE '%perera%' ORDER BY lower(name) COLLATE "C", id`);
    const first = await ok('/users/admin/find-customers?searchType=name&searchKey=perera&limit=50');
    expect(first.count).toBe(expected.length);
    expect(ids(first.items)).toEqual(expected.slice(0, 50));
    for (let i = 0; i < 4; i++) expect(await ok('/users/admin/find-customers?searchType=name&searchKey=perera&limit=50')).toEqual(first);
  });

  it('a renamed customer is found under the new name at once (the search document follows by trigger)', async () => {
    const [c] = (await sql<{ id: number }>`UPDATE customers SET name = 'Zoysa Wickrama' WHERE name = 'Sunil Silva 1' RETURNING id`.execute(db())).rows;
    const expected = await sqlIds(sql`SELECT id FROM orders WHERE customer_id = ${c.id} ORDER BY created_at DESC, id DESC`);
    expect(ids((await ok('/orders/admin/find-orders?searchType=customerName&searchKey=zoysa%20wick')).items)).toEqual(expected);
    expect((await ok('/chats/all-threads?searchTerm=zoysa')).count).toBe(expected.length);
  });
});

describe('short terms', () => {
  it('one character is a 400 that says how many are needed', async () => {
    for (const url of ['/chats/all-threads?searchTerm=p', '/orders/admin/find-orders?searchType=customerName&searchKey=p', '/users/admin/find-customers?searchType=name&searchKey=p']) {
      const r = await get(url);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/needs at least 2 characters/);
    }
  });

  it('two characters match the start of a customer name; numbers and patient names need three', async () => {
    const expected = await sqlIds(sql`SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE lower(c.name) LIKE 'ka%' ORDER BY o.created_at DESC, o.id DESC`);
    const page = await ok('/orders/admin/find-orders?searchType=customerName&searchKey=Ka&limit=20');
    expectSearchCount(page, expected.length);
    expect(ids(page.items)).toEqual(expected.slice(0, 20));
    const customers = await ok('/users/admin/find-customers?searchType=name&searchKey=su');
    expect(customers.count).toBe((await sql<{ n: number }>`SELECT count(*)::int AS n FROM customers WHERE lower(name) LIKE 'su%'`.execute(db())).rows[0].n);
    const phone = await get('/orders/admin/find-orders?searchType=contactNumber&searchKey=07');
    expect(phone.status).toBe(400);
    expect(phone.body.message).toMatch(/needs at least 3 digits/);
    expect((await get('/orders/admin/find-orders?searchType=patientName&searchKey=ru')).body.message).toMatch(/needs at least 3 characters/);
  });
});

describe('paging: cursor and skip/limit agree', () => {
  const lists: Array<[string, () => string]> = [
    ['unassigned', () => '/orders/admin/get-unassigned-orders-list?sortOrder=DESC'],
    ['assigned', () => '/orders/admin/get-assigned-orders-list?sortOrder=DESC'],
    ['All Chats', () => '/chats/all-threads?sortOrder=DESC'],
    ['All Chats by sorting date', () => '/chats/all-threads?sortBy=sorting_date'],
    ['one location (stage branches merged)', () => `/chats/all-threads?location=${t.ids.locationIds[1]}`],
    ['a completed sub-list, oldest first', () => '/chats/all-threads?stage=completed&sortOrder=ASC'],
    ['statuses, by received date', () => '/chats/all-threads?sortBy=received&statusArray=1,2,3'],
  ];
  for (const [name, urlOf] of lists) {
    it(name, async () => {
      const url = urlOf();
      const cursorRows = ids(await byCursor(url, 37));
      expect(cursorRows.length).toBeGreaterThan(0);
      expect(new Set(cursorRows).size).toBe(cursorRows.length);
      expect(cursorRows).toEqual(ids(await bySkip(url, 37)));
    });
  }

  it('a cursor of another sort order or a forged one is a 400 naming cursor', async () => {
    const { nextCursor } = await ok('/chats/all-threads?limit=5');
    const other = await get(`/chats/all-threads?limit=5&sortBy=received&cursor=${nextCursor}`);
    expect(other.status).toBe(400);
    expect(other.body.details[0].field).toBe('querystring.cursor');
    expect((await get('/chats/all-threads?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });
});

describe('kanban', () => {
  // The board is one statement when the counts table answers every column (no filter, a location,
  // an agent) and parallel per-column calls when a search or dates narrow it: both must equal the
  // per-column calls, rows, order, counts and cursors.
  it.each([
    ['no filter', ''],
    ['a location and a page size', `location=LOCATION&limit=7`],
    ['an agent and the sorting-date order', 'agentId=AGENT&sortBy=sorting_date'],
    ['a search term (not countable from the counts table)', 'searchTerm=perera&limit=5'],
  ])('the first load (one call) equals the eight per-column calls: %s', async (_name, rawQuery) => {
    const query = rawQuery.replace('LOCATION', String(t.ids.locationIds[1])).replace('AGENT', String(t.ids.agentIds.pharmacist));
    const board = (await get(`/orders/admin/get-kanban-board-data-to-initial-load?${query}`)).body.data;
    expect(board.columns.map((c: { stage: string }) => c.stage)).toEqual([...STAGES]);
    let cards = 0;
    for (const column of board.columns) {
      const single = (await get(`/orders/admin/get-kanban-board-data-to-initial-load?${query}&stage=${column.stage}`)).body.data;
      expect(column).toEqual(single);
      cards += column.items.length;
    }
    expect(cards).toBeGreaterThan(0);
    expect(board.total).toBe(board.columns.reduce((n: number, c: { count: number }) => n + c.count, 0));
  });

  it.each([
    ['the first cards (a prepared statement: the reference tables joined)', ''],
    ['a page past the first hundred (planned per call: the names looked up per row)', '&skip=101'],
  ])('the cards show the slot and agent names plain SQL finds: %s', async (_name, query) => {
    const board = (await get(`/orders/admin/get-kanban-board-data-to-initial-load?limit=30${query}`)).body.data;
    type Card = { id: number; delivery_slot: string | null; assigned_agent_name: string | null };
    const cards: Card[] = board.columns.flatMap((c: { items: Card[] }) => c.items);
    const expected = (await sql<Card>`SELECT o.id::int AS id, ds.name AS delivery_slot, a.first_name || ' ' || a.last_name AS assigned_agent_name
      FROM orders o LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id LEFT JOIN agents a ON a.id = o.assigned_agent_id
      WHERE o.id = ANY(${cards.map((c) => c.id)}::bigint[]) ORDER BY o.id`.execute(db())).rows;
    const names = (c: Card) => ({ id: c.id, delivery_slot: c.delivery_slot, assigned_agent_name: c.assigned_agent_name });
    expect([...cards].sort((a, b) => a.id - b.id).map(names)).toEqual(expected.map(names));
    // A card shows no city or location (KanbanCard.tsx): the board does not read them.
    expect(cards.filter((c) => 'delivery_city' in c || 'location_name' in c).map((c) => c.id)).toEqual([]);
    // Only a proof when every kind of name is there.
    for (const key of ['delivery_slot', 'assigned_agent_name'] as const) {
      expect(cards.some((c) => c[key]), key).toBe(true);
    }
  });
});
