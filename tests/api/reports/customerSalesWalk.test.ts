import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { reports } from '../../../reports/index';
import { CHECK_NAMES, checkDatabase } from '../../../src/server/db/check';
import { boundedRows, COUNT_CAP, COUNT_WALK, walkTuning } from '../../../src/server/modules/orders/reports/customerSalesMomWalk';
import type { ReportRequest } from '../../../src/server/platform/reports/params';
import { day } from './fixtures';

/**
 * Customer-wise sales month on month by its shorter ways (issue 22 item 1,
 * customerSalesMomWalk.ts): the page's rows by a walk in lifetime-sales order that stops at a
 * bound, the count capped at COUNT_CAP with the sums from the daily invoice rollup. On more
 * customers than the count's probe budget (COUNT_WALK), with 400 customers of the highest lifetime
 * sales who bought nothing in the period (the walk must go past them), sales values that tie, and
 * changes after the fact (invoices cancelled, orders given to another customer) so the lifetime
 * rollup's triggers run: every sort's first pages equal plain SQL, the count is exact where the
 * report says so and capped only where more rows match, the totals are exact, and a repeated call
 * answers the same.
 */

const report = reports.find((r) => r.name === 'customer-sales-mom')!;
const CUSTOMERS = COUNT_WALK + 700;
const HEAVY = 400;
const IDLE = 600;
const LONG = { startDate: day(-729), endDate: day(0) };
/** Two years from the first sale (800 days ago): the month before holds none. */
const FROM_THE_START = { startDate: day(-800), endDate: day(-71) };

let t: TestApp;
let admin: SignedIn;
let longPlain: PlainRow[] = [];

const rows = async <T>(q: RawBuilder<unknown>): Promise<T[]> => (await q.execute(t.app.db)).rows as T[];
const run = (q: RawBuilder<unknown>) => q.execute(t.app.db);
const sum = (xs: unknown[]) => Math.round(xs.reduce<number>((s, x) => s + Number(x ?? 0), 0) * 100) / 100;

async function seed() {
  const loc = t.ids.locationIds;
  const [l0, l1] = [loc[0], loc[1 % loc.length]];
  // Names repeat past 5,000 (a sort by name breaks its ties by customer ID).
  await run(sql`INSERT INTO customers (name, contact_number) SELECT 'Walk Customer ' || lpad((g % 5000)::text, 5, '0'), '+94 73 ' || lpad(g::text, 7, '0') FROM generate_series(1, ${CUSTOMERS}) g`);
  const walkCustomers = sql`SELECT id, row_number() OVER (ORDER BY id) AS g FROM customers WHERE name LIKE 'Walk Customer %'`;
  // One to three orders per customer over the last 760 days in two locations; the first HEAVY
  // customers also ordered once 800 days ago, for far more than anyone since.
  await run(sql`INSERT INTO orders (customer_id, status, location_id, created_at)
    SELECT c.id, 15, (ARRAY[${l0}, ${l1}]::int[])[(c.g + k) % 2 + 1], now() - make_interval(days => ((c.g * 37 + k * 101) % 760)::int, hours => (c.g % 20)::int)
      FROM (${walkCustomers}) c CROSS JOIN generate_series(1, 3) k WHERE k <= 1 + c.g % 3`);
  await run(sql`INSERT INTO orders (customer_id, status, location_id, created_at)
    SELECT c.id, 15, ${l0}, now() - interval '800 days' FROM (${walkCustomers}) c WHERE c.g <= ${HEAVY}`);
  // Sixty steady customers: an order every ten days, each month below what a few big months reach,
  // their periods above (a threshold a month too high misses them).
  await run(sql`INSERT INTO customers (name, contact_number) SELECT 'Walk Steady ' || g, '+94 74 ' || lpad(g::text, 7, '0') FROM generate_series(1, 60) g`);
  await run(sql`INSERT INTO orders (customer_id, status, location_id, created_at)
    SELECT c.id, 15, (ARRAY[${l0}, ${l1}]::int[])[k % 2 + 1], now() - make_interval(days => k * 10 + c.id % 10)
      FROM customers c CROSS JOIN generate_series(0, 75) k WHERE c.name LIKE 'Walk Steady %'`);
  // The newest customers never bought: walks by customer ID from the top pass over them.
  await run(sql`INSERT INTO customers (name, contact_number) SELECT 'Walk Idle ' || g, '+94 75 ' || lpad(g::text, 7, '0') FROM generate_series(1, ${IDLE}) g`);
  const orders = sql`SELECT o.id, o.created_at FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.name LIKE 'Walk %'`;
  // Sales from a few values (ties at every bound), the old ones far above the rest.
  await run(sql`INSERT INTO quotations (order_id, status, lines_total, net_total, valid_until)
    SELECT o.id, 1, v.total, v.total, o.created_at + interval '2 days'
      FROM (${orders}) o CROSS JOIN LATERAL (VALUES (CASE WHEN o.created_at < now() - interval '790 days' THEN 90000 + o.id % 3 * 1000 ELSE 100 + (o.id % 7) * 50.25 END)) v(total)`);
  await run(sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at)
    SELECT q.order_id, q.id, 'posted', q.net_total, 0, 0, q.net_total, o.created_at + interval '5 hours'
      FROM quotations q JOIN (${orders}) o ON o.id = q.order_id`);
  // After the fact: invoices cancelled, orders given to another customer.
  await run(sql`UPDATE invoices SET status = 'cancelled', cancelled_at = now() WHERE order_id IN (SELECT id FROM (${orders}) o) AND order_id % 13 = 0`);
  await run(sql`UPDATE orders SET customer_id = (SELECT min(id) FROM customers WHERE name LIKE 'Walk Customer %') + 5
    WHERE id IN (SELECT id FROM (${orders}) o) AND id % 17 = 0`);
}

const SMALL_PERIOD = walkTuning.smallPeriod;
const NAMES_PER_ROW = walkTuning.namesPerRow;
const MAX_CANDIDATES = walkTuning.maxCandidates;
beforeAll(async () => {
  // The searches on a test-sized dataset: a period of more than 100 invoices is searched, not summed whole.
  walkTuning.smallPeriod = 100;
  t = await buildTestApp({ moneyInvariants: false }); // synthetic invoices the money path never makes
  await seed();
  admin = await signIn(t.app, 'super_admin');
  longPlain = await plain(LONG);
}, 120_000);
afterAll(async () => { walkTuning.smallPeriod = SMALL_PERIOD; await t?.close(); });

type Page = { items: Array<Record<string, unknown>>; count: number; countCapped?: boolean; totals: Record<string, number> };
const page = async (query: Record<string, string | number>): Promise<Page> => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${report.path}?${qs}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

interface PlainRow { customerId: string; name: string; nameRank: number; cur_n: number; cur_s: number; prev_n: number; prev_s: number; change: number; pct: number | null }

/** Every customer's two windows by plain SQL over the invoices, apart from the report's queries. */
async function plain(range: { startDate: string; endDate: string }, location?: number): Promise<PlainRow[]> {
  const got = await rows<Record<string, string | number | null>>(sql`
    WITH w AS (
      SELECT o.customer_id, i.net_total,
             i.posted_at >= ${range.startDate}::date AND i.posted_at < ${range.endDate}::date + 1 AS cur,
             i.posted_at >= ${range.startDate}::date - interval '1 month' AND i.posted_at < (${range.endDate}::date + 1) - interval '1 month' AS prev
        FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.status = 'posted' ${location ? sql`AND o.location_id = ${location}` : sql``})
    SELECT c.display_id AS "customerId", c.name, dense_rank() OVER (ORDER BY c.name)::int AS name_rank, count(*) FILTER (WHERE cur)::int AS cur_n, coalesce(sum(net_total) FILTER (WHERE cur), 0) AS cur_s,
           count(*) FILTER (WHERE prev)::int AS prev_n, coalesce(sum(net_total) FILTER (WHERE prev), 0) AS prev_s
      FROM w JOIN customers c ON c.id = w.customer_id WHERE cur OR prev GROUP BY c.display_id, c.name`);
  return got.map((r) => {
    const [cur, prev] = [Number(r.cur_s), Number(r.prev_s)];
    return { customerId: String(r.customerId), name: String(r.name), nameRank: Number(r.name_rank), cur_n: Number(r.cur_n), cur_s: cur, prev_n: Number(r.prev_n), prev_s: prev,
      change: Math.round((cur - prev) * 100) / 100, pct: prev > 0 ? Math.round(((cur - prev) * 1000) / prev) / 10 : null };
  });
}

const VALUE: Record<string, (r: PlainRow) => number | string | null> = {
  currentSales: (r) => r.cur_s, previousSales: (r) => r.prev_s, currentOrders: (r) => r.cur_n, previousOrders: (r) => r.prev_n,
  change: (r) => r.change, customerId: (r) => r.customerId,
  customer: (r) => r.nameRank, // the database's collation orders names
};

/** The plain rows in the report's order: the column, then the customer ID, both in the asked direction. */
function ordered(all: PlainRow[], sortBy: string, desc: boolean): PlainRow[] {
  const d = desc ? -1 : 1;
  const cmp = (a: number | string | null, b: number | string | null) => (a === b ? 0 : (a as number) < (b as number) ? -1 : 1);
  return [...all].sort((a, b) => d * (cmp(VALUE[sortBy](a), VALUE[sortBy](b)) || cmp(a.customerId, b.customerId)));
}

const asReport = (r: PlainRow) => [r.customerId, r.name, r.cur_n, r.cur_s, r.prev_n, r.prev_s, r.change];
const cols = (p: Page) => p.items.map((i) => ['customerId', 'customer', 'currentOrders', 'currentSales', 'previousOrders', 'previousSales', 'change'].map((c) => i[c]));

describe('customer-wise sales month on month at scale', () => {
  it('has the data to cross every bound: more customers than the probe budget, heavy ones outside the period', async () => {
    const [n] = await rows<{ customers: number; heavy: number }>(sql`SELECT count(*)::int AS customers,
      count(*) FILTER (WHERE net_total >= 90000)::int AS heavy FROM customer_sales_lifetime`);
    expect(n.customers).toBeGreaterThan(COUNT_WALK);
    expect(n.heavy).toBeGreaterThan(300); // past the walk's first 256
    expect(longPlain.length).toBeGreaterThan(COUNT_CAP);
    // The rollups the report reads agree with the invoices (the synthetic orders break other invariants on purpose-free data).
    const mine = ['customer sales rollup equals the posted invoices', 'customer lifetime sales equal the posted invoices', 'dashboard invoice rollup equals the posted invoices'];
    expect(mine.every((n) => CHECK_NAMES.includes(n))).toBe(true);
    expect(await checkDatabase(t.app.db, 5, mine)).toEqual([]);
  });

  // Each sort the search can bound, the customer's own orders (walked by name or ID), and one it
  // cannot (the report's own query answers that).
  const SORTS: Array<[string, 'ASC' | 'DESC']> = [
    ['currentSales', 'DESC'], ['previousSales', 'DESC'], ['change', 'DESC'], ['change', 'ASC'], ['currentOrders', 'DESC'], ['previousOrders', 'DESC'],
    ['customer', 'ASC'], ['customer', 'DESC'], ['customerId', 'ASC'], ['customerId', 'DESC'], ['currentSales', 'ASC'],
  ];
  // Two years (past MONTHS_FIRST months: by lifetime first) and four months (by months first).
  // And a period whose month before holds no sale at all (nobody's change is below 0): change ↑ walks.
  const RANGES: Array<[string, { startDate: string; endDate: string }]> = [['two years', LONG], ['four months', { startDate: day(-119), endDate: day(0) }], ['from before the first sale', FROM_THE_START]];
  for (const [rangeName, range] of RANGES) {
    for (const [sortBy, order] of SORTS) {
      it(`pages by ${sortBy} ${order} over ${rangeName} as plain SQL does, the count capped, the totals exact, twice alike`, async () => {
        const all = ordered(range === LONG ? longPlain : await plain(range), sortBy, order === 'DESC');
        expect(all.length).toBeGreaterThan(COUNT_CAP);
        for (const [skip, limit] of [[0, 25], [40, 100]]) {
          const got = await page({ ...range, sortBy, sortOrder: order, skip, limit });
          expect(cols(got)).toEqual(all.slice(skip, skip + limit).map(asReport));
          expect([got.count, got.countCapped]).toEqual([COUNT_CAP, true]);
          expect(got.totals).toEqual({
            customerId: COUNT_CAP, currentOrders: sum(all.map((r) => r.cur_n)), currentSales: sum(all.map((r) => r.cur_s)),
            previousOrders: sum(all.map((r) => r.prev_n)), previousSales: sum(all.map((r) => r.prev_s)), change: sum(all.map((r) => r.cur_s - r.prev_s)),
          });
          if (skip === 0) expect(await page({ ...range, sortBy, sortOrder: order, skip, limit })).toEqual(got);
        }
      });
    }
  }

  it('proves the default first page by the search itself, past the heavy customers, at a location too', async () => {
    const loc = t.ids.locationIds[1 % t.ids.locationIds.length];
    for (const [range, location] of [[LONG, undefined], [LONG, loc], [RANGES[1][1], undefined], [RANGES[1][1], loc]] as const) {
      const req: ReportRequest = { filters: { ...range, ...(location ? { location } : {}) }, skip: 0, limit: 25, sortBy: 'currentSales', descending: true, format: 'json' };
      const walked = await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, { locationId: null, agentId: 0, role: 'super_admin' }));
      expect(walked).not.toBeNull();
      const want = ordered(await plain(range, location), 'currentSales', true).slice(0, 25);
      expect(walked!.map((r) => [r.customerId, Number(r.currentSales)])).toEqual(want.map((r) => [r.customerId, r.cur_s]));
    }
  });

  it('walks customers by name or ID only as far as it proves the page: its own rows, else the report\'s query', async () => {
    const scope = { locationId: null, agentId: 0, role: 'super_admin' } as const;
    const range = RANGES[1][1];
    const all = await plain(range);
    // The first page by customer ID from the top: past the IDLE customers who never bought (more than its walk sums).
    const top = { filters: range, skip: 0, limit: 25, sortBy: 'customerId', descending: true, format: 'json' } as const;
    expect(walkTuning.namesPerRow * 25).toBeLessThan(IDLE);
    expect((await t.app.db.transaction().execute((trx) => boundedRows!(trx, top, scope)))?.map((r) => r.customerId))
      .toEqual(ordered(all, 'customerId', true).slice(0, 25).map((r) => r.customerId));
    for (const [sortBy, descending] of [['customer', false], ['customer', true], ['customerId', false], ['customerId', true]] as const) {
      const req: ReportRequest = { filters: range, skip: 40, limit: 100, sortBy, descending, format: 'json' };
      const want = ordered(all, sortBy, descending).slice(40, 140).map((r) => r.customerId);
      const walked = await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, scope));
      expect(walked?.map((r) => r.customerId), `${sortBy} walked`).toEqual(want);
      // A walk of one customer a row finds too few buyers in four months (from the start of either
      // order; the last customers, who order every ten days, all bought): no rows, and the page
      // comes from the report's query.
      if (descending) continue;
      walkTuning.namesPerRow = 1;
      try {
        expect(await t.app.db.transaction().execute((trx) => boundedRows!(trx, { ...req, skip: 0, limit: 25 }, scope)), `${sortBy}: an unproven walk`).toBeNull();
        const got = await page({ ...range, sortBy, sortOrder: descending ? 'DESC' : 'ASC', skip: 40, limit: 100 });
        expect(got.items.map((i) => i.customerId)).toEqual(want);
      } finally { walkTuning.namesPerRow = NAMES_PER_ROW; }
    }
  });

  it('change ↑ where few customers can fall: those summed exactly, then the customers whose change is 0 walked in ID order', async () => {
    const scope = { locationId: null, agentId: 0, role: 'super_admin' } as const;
    // From the first sale: the month before holds none, every change is 0 or more.
    const fromStart = await plain(FROM_THE_START);
    expect(fromStart.every((r) => r.change >= 0)).toBe(true);
    // Eleven days later: the month before holds the HEAVY customers' old orders, the only changes below 0.
    const later = { startDate: day(-789), endDate: day(-60) };
    const laterAll = await plain(later);
    const falling = laterAll.filter((r) => r.change < 0).length;
    expect(falling).toBeGreaterThan(300); // past the search's first walk (its threshold is then below 0)
    for (const [range, all, skip, limit] of [[FROM_THE_START, fromStart, 0, 25], [FROM_THE_START, fromStart, 40, 100], [later, laterAll, falling - 10, 25]] as const) {
      const want = ordered(all, 'change', false).slice(skip, skip + limit);
      expect(want.filter((r) => r.change === 0).length, 'the page reaches the changes of 0').toBeGreaterThan(0);
      const req: ReportRequest = { filters: range, skip, limit, sortBy: 'change', descending: false, format: 'json' };
      const walked = await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, scope));
      expect(walked?.map((r) => [r.customerId, Number(r.change)])).toEqual(want.map((r) => [r.customerId, r.change]));
      const got = await page({ ...range, sortBy: 'change', sortOrder: 'ASC', skip, limit });
      expect(cols(got)).toEqual(want.map(asReport));
    }
    // Past the customers whose change is 0, the walk proves nothing (and the report's query answers).
    const zero = fromStart.filter((r) => r.change === 0).length;
    const req: ReportRequest = { filters: FROM_THE_START, skip: zero - 5, limit: 25, sortBy: 'change', descending: false, format: 'json' };
    expect(await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, scope))).toBeNull();
  });

  it('where neither index set is small (counts tie at small numbers), sums the touched months per customer for its candidates, or grows its seed', async () => {
    const SEEDS = walkTuning.lifetimeSeeds;
    const grew: string[] = [];
    const scope = { locationId: null, agentId: 0, role: 'super_admin' } as const;
    const range = RANGES[1][1];
    const all = await plain(range);
    // Candidate caps under which both index sets of this test's data are too large but the months' sums are not.
    for (const [maxCandidates, sortBy] of [[3000, 'previousOrders'], [800, 'currentSales']] as const) {
      walkTuning.maxCandidates = maxCandidates;
      try {
        const req: ReportRequest = { filters: range, skip: 40, limit: 100, sortBy, descending: true, format: 'json' };
        const walked = await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, scope));
        expect(walked?.map((r) => [r.customerId, Number(r[sortBy])]), `${sortBy} under ${maxCandidates} candidates`)
          .toEqual(ordered(all, sortBy, true).slice(40, 140).map((r) => [r.customerId, VALUE[sortBy](r)]));
        // Fewer candidates allowed than the months' sums give: with the first lifetime seed alone, no
        // rows (the report's query answers); the larger seed (this data's every customer) raises T
        // until the candidates fit, and its rows are plain SQL's.
        walkTuning.maxCandidates = 200;
        walkTuning.lifetimeSeeds = SEEDS.slice(0, 1);
        expect(await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, scope))).toBeNull();
        walkTuning.lifetimeSeeds = SEEDS;
        const grown = await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, scope));
        if (grown) {
          grew.push(sortBy);
          expect(grown.map((r) => [r.customerId, Number(r[sortBy])]), `${sortBy} under 200 candidates, the larger seed`)
            .toEqual(ordered(all, sortBy, true).slice(40, 140).map((r) => [r.customerId, VALUE[sortBy](r)]));
        }
      } finally { walkTuning.maxCandidates = MAX_CANDIDATES; walkTuning.lifetimeSeeds = SEEDS; }
    }
    // Sales tie less than counts: there the larger seed's T lets few enough through.
    expect(grew).toContain('currentSales');
  });

  it('tries a larger lifetime seed before giving way: its rows are plain SQL\'s, and it answers wherever the smaller seed alone does', async () => {
    const scope = { locationId: null, agentId: 0, role: 'super_admin' } as const;
    const SEEDS = walkTuning.lifetimeSeeds;
    try {
      for (const [rangeName, range] of RANGES) {
        const all = await plain(range);
        for (const sortBy of ['currentOrders', 'previousOrders', 'currentSales']) for (const maxCandidates of [100, 400, 1600]) {
          const answered: boolean[] = [];
          for (const seeds of [[1], [1, 4096]]) {
            walkTuning.maxCandidates = maxCandidates; walkTuning.lifetimeSeeds = seeds;
            const req: ReportRequest = { filters: range, skip: 0, limit: 25, sortBy, descending: true, format: 'json' };
            const walked = await t.app.db.transaction().execute((trx) => boundedRows!(trx, req, scope));
            answered.push(walked !== null);
            if (walked) {
              expect(walked.map((r) => [r.customerId, Number(r[sortBy])]), `${rangeName} ${sortBy} under ${maxCandidates} candidates, seeds ${seeds}`)
                .toEqual(ordered(all, sortBy, true).slice(0, 25).map((r) => [r.customerId, VALUE[sortBy](r)]));
            }
          }
          expect(answered[1] || !answered[0], `${rangeName} ${sortBy} under ${maxCandidates}: the larger seed gave way where the smaller answered`).toBe(true);
        }
      }
    } finally { walkTuning.maxCandidates = MAX_CANDIDATES; walkTuning.lifetimeSeeds = SEEDS; }
  });

  it('counts exactly where few customers bought in the period, and at a location', async () => {
    const short = { startDate: day(-3), endDate: day(0) };
    const loc = t.ids.locationIds[0];
    for (const [range, location] of [[short, undefined], [short, loc], [{ startDate: day(-30), endDate: day(0) }, loc]] as const) {
      const want = ordered(await plain(range, location), 'currentSales', true);
      expect(want.length).toBeLessThanOrEqual(COUNT_CAP);
      const got = await page({ ...range, ...(location ? { location } : {}), limit: 500 });
      expect([got.count, got.countCapped ?? false]).toEqual([want.length, false]);
      expect(cols(got)).toEqual(want.slice(0, 500).map(asReport));
      expect(got.totals.currentSales).toBe(sum(want.map((r) => r.cur_s)));
    }
  });

  it('sums a period of few invoices whole, with its exact count, at the default size', async () => {
    walkTuning.smallPeriod = SMALL_PERIOD;
    try {
      const year = { startDate: day(-364), endDate: day(0) };
      const want = ordered(await plain(year), 'currentSales', true);
      expect(want.length).toBeGreaterThan(COUNT_CAP);
      const got = await page({ ...year, limit: 100 });
      expect([got.count, got.countCapped ?? false]).toEqual([want.length, false]);
      expect(cols(got)).toEqual(want.slice(0, 100).map(asReport));
    } finally { walkTuning.smallPeriod = 100; }
  });
});
