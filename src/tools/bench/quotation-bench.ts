/**
 * Money-path benchmark (not a test, issue 9): product-master search as one types, fetching a
 * batch-wise invoice, and posting a 10-line batch-wise invoice, one client, p50/p90/p99 per call.
 *
 *   npx tsx src/tools/bench/quotation-bench.ts [URL] [--samples 300] [--invoices 40]
 *   npx tsx src/tools/bench/quotation-bench.ts --topup [--products 20000] [--batches 100000]   (uses DATABASE_URL)
 *
 * The issue measures on PostgreSQL with the 1M-order seed and a catalogue of ≥ 20,000 products and
 * ≥ 100,000 batches. The project seed has fewer products; `--topup` adds bench products ("Bench …",
 * manufacturer RxBench) and batches with opening stock until those counts are reached. It refuses
 * the shared rx_bench database: top up a copy, e.g.
 *   createdb -T rx_bench --strategy=FILE_COPY rx_bench_money   (or CREATE DATABASE … TEMPLATE rx_bench)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench_money npx tsx src/tools/bench/quotation-bench.ts --topup
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench_money SEED_DEMO=0 LOG_LEVEL=warn PORT=8093 npm run serve
 *   npx tsx src/tools/bench/quotation-bench.ts http://127.0.0.1:8093
 * Each posted invoice's order is prepared through the API first (intake order, 10 lines, submit,
 * confirm, start invoicing), so the timed call is exactly the post. Targets (issue 9): search p50
 * ≤ 10 ms, 10-line post p50 ≤ 20 ms, fetch p50 ≤ 10 ms.
 */
import { apiClient } from './apiClient';
import { sql } from 'kysely';
import { args, opt, serverArg } from './benchArgs';
import { percentileOf } from './percentile';

const base = new URL(serverArg('http://localhost:8080'));

interface Reply { message?: string; data?: any } // eslint-disable-line @typescript-eslint/no-explicit-any

const api = apiClient<Reply>(base, 4);
const request = api.request;
const signIn = api.signIn;

async function must(method: string, path: string, token?: string, body?: unknown) {
  const r = await request(method, path, token, body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.json?.message}`);
  return r;
}

const report = (name: string, xs: number[]) => console.log(`${name.padEnd(34)} n=${String(xs.length).padStart(4)}  p50 ${percentileOf(xs, 50).toFixed(2)} ms  p90 ${percentileOf(xs, 90).toFixed(2)} ms  p99 ${percentileOf(xs, 99).toFixed(2)} ms`);

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
function multipart(fields: Record<string, string>) {
  const b = `----rxbench${Date.now()}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="prescription"; filename="rx.png"\r\nContent-Type: image/png\r\n\r\n`), PNG, Buffer.from(`\r\n--${b}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

/** One order at invoice_pending (6) with a 10-line FEFO draft, prepared through the API. */
async function invoiceReadyOrder(token: string, customerKey: string, products: number[], slot: number, day: string): Promise<number> {
  const placed = await request('POST', '/customer/orders', customerKey, undefined, { raw: multipart({ patientFirstName: 'Bench', patientLastName: 'Patient' }) });
  if (placed.status !== 201) throw new Error(`intake order: ${placed.status} ${placed.json?.message}`);
  const orderId: number = placed.json!.data.orderId;
  for (const productId of products) await must('POST', '/quotations/create-new-quotation', token, { orderId, formValues: { productId, quantity: 2 } });
  await must('POST', '/quotations/submit-quotation', token, { orderId, deliveryFee: 100 });
  await must('POST', '/orders/admin/confirm-quotation-by-agent', token, { orderId, paymentMethod: 'cash', deliveryDate: day, deliverySlot: slot });
  await must('POST', '/quotations/submit-invoice-pending-status', token, { orderId });
  return orderId;
}

async function bench() {
  const samples = Number(opt('samples', '300'));
  const invoices = Number(opt('invoices', '40'));
  const token = await signIn('chief_pharmacist');

  // 1. Product master search as one types: every prefix (2–8 letters) of real product names.
  const names: string[] = (await must('GET', '/quotations/get-products-master?typeIn=a', token)).json!.data.map((p: { productName: string }) => p.productName);
  for (const l of 'bcdefghilmnoprstvz') names.push(...(await must('GET', `/quotations/get-products-master?typeIn=${l}`, token)).json!.data.map((p: { productName: string }) => p.productName));
  const typed = names.flatMap((n) => [2, 3, 4, 5, 6, 8].map((k) => n.slice(0, k)));
  const search: number[] = [];
  for (let i = 0; i < samples; i++) search.push((await must('GET', `/quotations/get-products-master?typeIn=${encodeURIComponent(typed[i % typed.length])}`, token)).ms);

  // 2–3. Orders with a 10-line draft; fetch them (timed), then post each once (timed).
  const stocked = (await must('GET', '/quotations/get-products-master?typeIn=bench', token)).json!.data as Array<{ productId: number; available: number }>;
  const pool = [...stocked, ...(await must('GET', '/quotations/get-products-master?typeIn=p', token)).json!.data].filter((p: { available: number }) => p.available >= 4 * invoices);
  if (pool.length < 10) throw new Error('fewer than 10 products with stock for the invoices: run --topup on the bench copy first');
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const slots = (await must('GET', `/orders/delivery-slot?deliveryDate=${day}`, token)).json!.data as Array<{ id: number; remaining: number }>;
  const slot = slots.sort((a, b) => b.remaining - a.remaining)[0].id;
  const reg = await must('POST', '/customer/register', undefined, { name: 'Bench Customer', contactNumber: `07${String(Date.now()).slice(-8)}` });
  const key: string = reg.json!.data.apiKey;
  const orders: number[] = [];
  for (let i = 0; i < invoices; i++) orders.push(await invoiceReadyOrder(token, key, pool.slice(0, 10).map((p: { productId: number }) => p.productId), slot, day));
  const fetch: number[] = [];
  for (let i = 0; i < samples; i++) fetch.push((await must('GET', `/quotations/fetch-batch-wise-invoice?orderId=${orders[i % orders.length]}`, token)).ms);
  const post: number[] = [];
  for (const orderId of orders) {
    const r = await must('POST', '/quotations/batch-wise-invoice', token, { orderId });
    if (r.json!.data.alreadyPosted || r.json!.data.line_items.length < 10) throw new Error(`order ${orderId} did not post 10 lines`);
    post.push(r.ms);
  }
  console.log(`money-path bench against ${base.origin}`);
  report('get-products-master (typeIn)', search);
  report('fetch-batch-wise-invoice', fetch);
  report('batch-wise-invoice post (10 lines)', post);
  api.close();
}

async function topUp() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('--topup needs DATABASE_URL (a copy of the bench database)');
  if (new URL(url).pathname === '/rx_bench' && !args.includes('--force')) throw new Error('refusing to top up the shared rx_bench: make a copy (see the header)');
  const { openDatabase } = await import('../../server/db/connection');
  const { bulkCreateBatches, bulkOpeningStock } = await import('../../server/modules/stock/bulk');
  const database = await openDatabase({ url });
  const wantProducts = Number(opt('products', '20000'));
  const wantBatches = Number(opt('batches', '100000'));
  try {
    await database.db.transaction().execute(async (trx) => {
      const have = (await sql<{ p: number; b: number }>`SELECT (SELECT count(*) FROM products)::int AS p, (SELECT count(*) FROM product_batches)::int AS b`.execute(trx)).rows[0];
      const addProducts = Math.max(0, wantProducts - have.p);
      const generics = ['Paracetamol', 'Amoxicillin', 'Metformin', 'Atorvastatin', 'Omeprazole', 'Losartan', 'Cetirizine', 'Salbutamol', 'Ibuprofen', 'Azithromycin'];
      await sql`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom, dosage_form,
          administration_route, retail_price, last_purchase_price, max_discount_percentage, cold_storage, narcotic)
        SELECT 'Bench ' || (${generics}::text[])[1 + g % 10] || ' ' || (5 * (1 + g % 200)) || 'mg ' || lpad(g::text, 6, '0'), 'RxBench',
          (${generics}::text[])[1 + g % 10], 'Pharmaceutical', 'Bench', 'Tablet', 'Tablet', 'Oral', 5 + (g % 90), 2 + (g % 40), (g % 4) * 5, g % 17 = 0, g % 29 = 0
        FROM generate_series(1, ${addProducts}::int) g`.execute(trx);
      const now = (await sql<{ b: number }>`SELECT count(*)::int AS b FROM product_batches`.execute(trx)).rows[0].b;
      const perProduct = Math.max(1, Math.ceil((wantBatches - now) / Math.max(1, addProducts)));
      await bulkCreateBatches(trx, sql`SELECT NULL::int, p.id, lpad((1 + (k + p.id) % 12)::text, 2, '0') || '-' || (2027 + k / 12)::text, 2 + p.id % 40, 5 + p.id % 90, now()
        FROM products p CROSS JOIN generate_series(0, ${perProduct - 1}::int) k WHERE p.manufacturer = 'RxBench'
          AND NOT EXISTS (SELECT 1 FROM product_batches b WHERE b.product_id = p.id)`);
      await bulkOpeningStock(trx, sql`SELECT b.product_id, b.id, 500 + b.id % 500, 'bench opening stock' FROM product_batches b
        JOIN products p ON p.id = b.product_id WHERE p.manufacturer = 'RxBench' AND b.quantity = 0`);
    });
    await database.db.executeQuery(sql`ANALYZE products`.compile(database.db));
    await database.db.executeQuery(sql`ANALYZE product_batches`.compile(database.db));
    const after = (await sql<{ p: number; b: number }>`SELECT (SELECT count(*) FROM products)::int AS p, (SELECT count(*) FROM product_batches)::int AS b`.execute(database.db)).rows[0];
    console.log(`catalogue: ${after.p} products, ${after.b} batches`);
  } finally {
    await database.close();
  }
}

(args.includes('--topup') ? topUp() : bench()).catch((e) => { console.error(e); process.exit(1); });
