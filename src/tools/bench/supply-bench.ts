/**
 * Supply-path benchmark (not a test, issue 10): inventory valuation at a past date (product and
 * batch-wise), the ROL list, product info, a 50-line GRN submit and a 100-line PO PDF, through the
 * real app (Fastify inject: routes, access gate, validation, serialisation; no network), p50/p90.
 *
 *   createdb -h 127.0.0.1 -U postgres rx_bench_supply
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench_supply npx tsx src/tools/bench/supply-bench.ts --seed
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench_supply npx tsx src/tools/bench/supply-bench.ts [--samples 20] [--only valuation]
 *
 * `--seed` fills an empty database with the issue's volume, set-based in SQL (minutes, not hours):
 * --products 20000 (5 batches each: 100,000 batches), --movements-per-batch 20 (2,000,000 stock
 * movements through the real ledger triggers, so balances and batch_balance_days are the ones the
 * service keeps), --pos 20000 purchase orders of 5 lines. Targets (issue 10, PostgreSQL): valuation
 * at a past date p50 ≤ 500 ms, ROL ≤ 200 ms, product info ≤ 20 ms, 50-line GRN submit ≤ 150 ms,
 * 100-line PO PDF ≤ 300 ms.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { isSeeded, seedFoundation } from '../../server/db/seed/foundation';
import { percentileOf } from './percentile';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => { const i = args.indexOf(`--${name}`); return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback; };
const log = (m: string) => console.log(`[supply-bench] ${m}`);

async function seed(database: Database) {
  const db = database.db;
  const products = opt('products', 20_000);
  const perBatch = opt('movements-per-batch', 20);
  const pos = opt('pos', 20_000);
  if ((await sql<{ n: number }>`SELECT count(*)::int AS n FROM products`.execute(db)).rows[0].n > 0) throw new Error('the database already has products; seed an empty one');
  if (!(await isSeeded(db))) await seedFoundation(db);
  const agent = (await sql<{ id: number }>`SELECT min(id) AS id FROM agents`.execute(db)).rows[0].id;
  let t = Date.now();
  await sql`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom, dosage_form,
      administration_route, narcotic, re_order_level, re_order_quantity, supplier_id, last_purchase_price, weighted_average_cost, retail_price)
    SELECT 'Bench product ' || lpad(g::text, 6, '0'), 'RxBench', 'Generic ' || (g % 2000),
      (ARRAY['Pharmaceutical', 'OTC', 'Surgical', 'Wellness'])[g % 4 + 1], 'Category ' || (g % 12),
      'Tablet', 'Tablet', 'Oral', g % 100 = 0, CASE WHEN g % 10 = 0 THEN 5000 ELSE 50 END, 200,
      (SELECT array_agg(id ORDER BY id) FROM suppliers)[g % (SELECT count(*) FROM suppliers)::int + 1], 4 + g % 50, 4 + g % 50, 10 + g % 90
    FROM generate_series(1, ${products}::int) g`.execute(db);
  await sql`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price)
    SELECT p.id, to_char(date_trunc('month', now()) + make_interval(months => k * 5 - 3), 'MM-YYYY'), p.last_purchase_price, p.retail_price
    FROM products p CROSS JOIN generate_series(0, 4) k`.execute(db);
  log(`${products} products, ${products * 5} batches in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  const maxBatch = (await sql<{ n: number }>`SELECT max(id) AS n FROM product_batches`.execute(db)).rows[0].n;
  const step = 10_000;
  for (let from = 1; from <= maxBatch; from += step) {
    // Per batch: a receipt two years ago, then sales, adjustments and returns spread over the two years.
    await sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, unit_cost, agent_id, note, created_at)
      SELECT b.product_id, b.id,
        CASE WHEN k = 0 THEN 'grn_in' WHEN k % 9 = 0 THEN 'adjustment' WHEN k % 7 = 0 THEN 'credit_note_in' ELSE 'invoice_out' END,
        CASE WHEN k = 0 THEN 1000 WHEN k % 9 = 0 THEN -1 WHEN k % 7 = 0 THEN 1 + (b.id + k) % 3 ELSE -(1 + (b.id * k) % 40) END,
        CASE WHEN k = 0 THEN b.purchase_price END, ${agent}, CASE WHEN k % 9 = 0 AND k > 0 THEN 'Bench count correction' END,
        now() - interval '730 days' + make_interval(days => (k * 36 + b.id % 30)::int, secs => (b.id % 3600)::double precision)
      FROM product_batches b CROSS JOIN generate_series(0, ${perBatch - 1}::int) k
      WHERE b.id BETWEEN ${from}::int AND ${from + step - 1}::int`.execute(db);
    log(`movements: batches ${from}–${Math.min(from + step - 1, maxBatch)} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }
  t = Date.now();
  await sql`INSERT INTO purchase_orders (supplier_id, status, required_date, agent_id, created_at, submitted_at)
    SELECT (SELECT array_agg(id ORDER BY id) FROM suppliers)[g % (SELECT count(*) FROM suppliers)::int + 1],
      (ARRAY['received', 'received', 'submitted', 'cancelled', 'draft'])[g % 5 + 1], (now() - make_interval(days => g % 700))::date + 14,
      ${agent}, now() - make_interval(days => g % 700), CASE WHEN g % 5 <> 4 THEN now() - make_interval(days => g % 700) END
    FROM generate_series(1, ${pos}::int) g`.execute(db);
  await sql`INSERT INTO purchase_order_lines (purchase_order_id, product_id, order_qty, received_qty, last_purchase_price, weighted_average_cost, retail_price, est_line_total, status)
    SELECT po.id, p.id, 100, CASE WHEN po.status = 'received' THEN 100 ELSE 0 END, p.last_purchase_price, p.weighted_average_cost, p.retail_price,
      100 * p.last_purchase_price, CASE WHEN po.status = 'received' THEN 'completed' WHEN po.status = 'cancelled' THEN 'cancelled' ELSE 'open' END
    FROM purchase_orders po CROSS JOIN generate_series(0, 4) j JOIN products p ON p.id = (po.id * 5 + j) % ${products}::int + 1`.execute(db);
  await sql`UPDATE purchase_orders po SET net_total = s.t FROM (SELECT purchase_order_id, sum(est_line_total) AS t FROM purchase_order_lines GROUP BY 1) s
    WHERE s.purchase_order_id = po.id`.execute(db);
  log(`${pos} purchase orders in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await sql`VACUUM ANALYZE`.execute(db); // all-visible pages: the valuation's index-only probes
}

const report = (name: string, xs: number[], target: number | null) =>
  console.log(`${name.padEnd(40)} n=${String(xs.length).padStart(3)}  p50 ${percentileOf(xs, 50).toFixed(1).padStart(7)} ms  p90 ${percentileOf(xs, 90).toFixed(1).padStart(7)} ms${target ? `  (target p50 ≤ ${target} ms: ${percentileOf(xs, 50) <= target ? 'met' : 'NOT met'})` : ''}`);

async function signIn(app: FastifyInstance, role: string): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email: `${role}@rxdesk.test`, password: 'rxdesk-demo' } });
  const d = login.json().data;
  const chosen = await app.inject({ method: 'POST', url: '/api/v1/agent/auth/set-login-location-and-role', headers: { authorization: `Bearer ${d.token.access_token}` }, payload: { location: d.locations[0].id, role } });
  return { authorization: `Bearer ${chosen.json().data.token.access_token}` };
}

async function timed(app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const started = process.hrtime.bigint();
  const res = await app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { ms, res };
}

const batchIn = (ahead: number) => { const d = new Date(); d.setUTCDate(1); d.setUTCMonth(d.getUTCMonth() + ahead); return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`; };

async function bench(app: FastifyInstance, database: Database) {
  const db = database.db;
  const samples = opt('samples', 20);
  const counts = (await sql<{ p: number; b: number; m: number; po: number }>`SELECT (SELECT count(*) FROM products)::int AS p, (SELECT count(*) FROM product_batches)::int AS b,
    (SELECT count(*) FROM stock_movements)::int AS m, (SELECT count(*) FROM purchase_orders)::int AS po`.execute(db)).rows[0];
  log(`data: ${counts.p} products, ${counts.b} batches, ${counts.m} stock movements, ${counts.po} purchase orders (${database.kind})`);
  const mgmt = await signIn(app, 'management');
  const proc = await signIn(app, 'procurement_officer');
  const grn = await signIn(app, 'grn_officer');
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null; // e.g. --only valuation
  const wanted = (name: string) => !only || name.includes(only);
  const run = async (name: string, target: number | null, n: number, one: (i: number) => Promise<number>) => {
    if (!wanted(name)) return;
    await one(-1); // warm
    const xs: number[] = [];
    for (let i = 0; i < n; i++) xs.push(await one(i));
    report(name, xs, target);
  };
  await run('valuation at a past date (page + totals)', 500, samples, async (i) => (await timed(app, 'GET', `/inventory/admin/get-inventory-valuation-data?selectedDate=${day(30 + ((i + 1) * 37) % 650)}`, mgmt)).ms);
  await run('valuation batch-wise at a past date', 500, samples, async (i) => (await timed(app, 'GET', `/inventory/admin/get-inventory-valuation-data-batch-wise?selectedDate=${day(30 + ((i + 1) * 37) % 650)}`, mgmt)).ms);
  await run('movement report, one month', null, Math.min(samples, 10), async (i) => (await timed(app, 'GET', `/inventory/admin/inventory-movement-report-data?startDate=${day(60 + i)}&endDate=${day(30 + i)}`, mgmt)).ms);
  await run('narcotic register, one year', null, Math.min(samples, 10), async () => (await timed(app, 'GET', `/inventory/admin/narcotic-register-report-data?startDate=${day(365)}&endDate=${day(0)}`, mgmt)).ms);
  await run('ROL list (get-rol-products-list)', 200, samples, async () => (await timed(app, 'GET', '/product/admin/get-rol-products-list?limit=25', proc)).ms);
  const ids = (await sql<{ id: number }>`SELECT id FROM products ORDER BY random() LIMIT ${samples + 1}`.execute(db)).rows.map((r) => r.id);
  await run('product info (get-product-info)', 20, samples, async (i) => (await timed(app, 'GET', `/product/admin/get-product-info?productId=${ids[i + 1]}`, proc)).ms);
  await run('product info batches (get-batches)', 20, samples, async (i) => (await timed(app, 'GET', `/product/admin/get-batches?productId=${ids[i + 1]}`, proc)).ms);

  // A draft PO of `lines` products of one supplier, through the ROL one-click create (suppliers in turn).
  const supplierIds = (await sql<{ id: number; n: number }>`SELECT supplier_id AS id, count(*)::int AS n FROM products GROUP BY 1 ORDER BY 1`.execute(db)).rows;
  const used = new Map<number, number>();
  let turn = 0;
  const draft = async (lines: number) => {
    const supplier = supplierIds.find((s, i) => i >= turn % supplierIds.length && s.n - (used.get(s.id) ?? 0) >= lines)
      ?? supplierIds.find((s) => s.n - (used.get(s.id) ?? 0) >= lines);
    if (!supplier) throw new Error('not enough bench products left for another draft');
    turn++;
    const picked = (await sql<{ id: number }>`SELECT id FROM products WHERE supplier_id = ${supplier.id} ORDER BY id OFFSET ${used.get(supplier.id) ?? 0} LIMIT ${lines}`.execute(db)).rows;
    used.set(supplier.id, (used.get(supplier.id) ?? 0) + lines);
    const res = await timed(app, 'POST', '/po/create-from-rol', proc, { lines: picked.map((p) => ({ productId: p.id, orderedQty: 10 })) });
    return { poId: Number((res.res.json().data as { items: Array<{ id: number }> }).items[0].id), supplierId: supplier.id };
  };
  const pdfRuns = wanted('100-line PO PDF') ? Math.min(samples, 10) : -1;
  const pdfPos: number[] = [];
  for (let i = 0; i <= pdfRuns; i++) pdfPos.push((await draft(100)).poId);
  await run('100-line PO PDF (generate-po-pdf)', 300, pdfRuns, async (i) => (await timed(app, 'POST', `/po/generate-po-pdf?poId=${pdfPos[i + 1]}`, proc)).ms);
  const grnRuns = wanted('50-line GRN submit') ? Math.min(samples, 10) : -1;
  const ready: Array<{ poId: number; lines: number[] }> = [];
  for (let i = 0; i <= grnRuns; i++) {
    const { poId, supplierId } = await draft(50);
    const sub = await timed(app, 'POST', '/po/submit', proc, { poId, supplierId, requiredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) });
    ready.push({ poId, lines: sub.res.json().data.poItems.map((l: { id: number }) => Number(l.id)) });
  }
  await run('50-line GRN submit (grn/submit)', 150, grnRuns, async (i) => {
    const { poId, lines } = ready[i + 1];
    return (await timed(app, 'POST', '/grn/submit', grn, { poId, type: 'complete', values: lines.map((lineItemId, j) => ({ lineItemId, grnQty: 10, batchName: batchIn(6 + (j % 12)) })) })).ms;
  });
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('set DATABASE_URL to a PostgreSQL database (the issue measures on PostgreSQL)');
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    await migrate(database);
    if (args.includes('--seed')) { await seed(database); return; }
    const app = await buildApp({ config, database, logger: false, realtime: false, jobs: false });
    await app.ready();
    try { await bench(app, database); } finally { await app.close(); }
  } finally {
    await database.close();
  }
}

main().catch((e) => { console.error(`[supply-bench] failed: ${(e as Error).message}`); process.exitCode = 1; });
