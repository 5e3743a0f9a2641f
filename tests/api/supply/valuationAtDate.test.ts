import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { checkDatabase } from '../../../src/server/db/check';
import * as stock from '../../../src/server/modules/stock/service';
import { batchIn, caller, createProduct } from './fixtures';
import { rollMonthlyBalances } from '../../../src/server/jobs/monthlyBalances';

/**
 * Inventory valuation at past dates over a ledger spanning a year and month boundaries, entered out
 * of time order: the report's rows and totals (per product and per batch) equal a plain SQL sum
 * over stock_movements at every date, also while the monthly opening balances lag behind the
 * current month and after they are rolled forward (0052_batch_balance_months.sql).
 */
let t: TestApp;
let mgmt: SignedIn;
const ids: Record<string, number> = {};
const batches: Record<string, number> = {};

const DAY = 86_400_000;
const now = new Date();
const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);

const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(t.app.db)).rows as T[];
const report = async (path: string, query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries({ limit: 500, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/admin/${path}?${qs}`, headers: mgmt.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Array<Record<string, unknown>>; count: number; totals: Record<string, number> };
};

/** The oracle: every movement up to the close of `date` (UTC) summed per batch, at the batch's prices. */
const ledgerAt = (date: string) => rows<{ batchId: number; productCode: string; quantity: number; pp: string; rp: string }>(sql`
  SELECT b.id AS "batchId", p.display_id AS "productCode", sum(m.quantity_delta)::int AS quantity, b.purchase_price AS pp, b.retail_price AS rp
    FROM stock_movements m JOIN product_batches b ON b.id = m.batch_id JOIN products p ON p.id = b.product_id
   WHERE m.created_at < (${date}::date + 1)::timestamp AT TIME ZONE 'UTC'
   GROUP BY b.id, p.display_id HAVING sum(m.quantity_delta) > 0 ORDER BY b.id`);

const money = (n: number) => Math.round(n * 100) / 100;

async function expectValuationMatchesLedger(date: string) {
  const want = await ledgerAt(date);
  const batchWise = await report('get-inventory-valuation-data-batch-wise', { selectedDate: date, sortBy: 'batchId' });
  expect(batchWise.items.map((r) => [r.batchId, r.quantity, r.costValue]), date)
    .toEqual(want.map((w) => [w.batchId, w.quantity, money(w.quantity * Number(w.pp))]));
  expect(batchWise.count, date).toBe(want.length);
  expect(batchWise.totals.quantity, date).toBe(want.reduce((s, w) => s + w.quantity, 0));
  expect(batchWise.totals.costValue, date).toBeCloseTo(want.reduce((s, w) => s + w.quantity * Number(w.pp), 0), 2);

  const perProduct = new Map<string, { quantity: number; batches: number; cost: number; retail: number }>();
  for (const w of want) {
    const p = perProduct.get(w.productCode) ?? { quantity: 0, batches: 0, cost: 0, retail: 0 };
    perProduct.set(w.productCode, { quantity: p.quantity + w.quantity, batches: p.batches + 1, cost: p.cost + w.quantity * Number(w.pp), retail: p.retail + w.quantity * Number(w.rp) });
  }
  const products = await report('get-inventory-valuation-data', { selectedDate: date, sortBy: 'productCode' });
  expect(products.items.map((r) => [r.productCode, r.quantity, r.batches, r.costValue, r.retailValue]), date)
    .toEqual([...perProduct].sort(([a], [b]) => a.localeCompare(b)).map(([code, p]) => [code, p.quantity, p.batches, money(p.cost), money(p.retail)]));
  expect(products.count, date).toBe(perProduct.size);
  expect(products.totals.quantity, date).toBe([...perProduct.values()].reduce((s, p) => s + p.quantity, 0));
  expect(products.totals.retailValue, date).toBeCloseTo([...perProduct.values()].reduce((s, p) => s + p.retail, 0), 2);
}

/** Every day the ledger changes, the day before each, month ends and starts, today and tomorrow. */
async function datesToCheck(): Promise<string[]> {
  const moved = await rows<{ d: string }>(sql`SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d FROM stock_movements`);
  const days = new Set<string>([isoDay(now), isoDay(plusDays(now, 1)), isoDay(plusDays(monthStart(14), -1))]);
  for (const { d } of moved) { days.add(d); days.add(isoDay(plusDays(new Date(`${d}T00:00:00Z`), -1))); }
  for (let back = 0; back <= 13; back++) { days.add(isoDay(monthStart(back))); days.add(isoDay(plusDays(monthStart(back), -1))); }
  return [...days].sort();
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  mgmt = await signIn(t.app, 'management');
  const proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  const supplierId = t.ids.supplierIds[0];
  ids.amoxicillin = await createProduct(proc, 'Amoxicillin 250mg', { supplierId });
  ids.insulin = await createProduct(proc, 'Insulin glargine', { supplierId, productCategory: 'Antidiabetic' });
  const agentId = t.ids.agentIds.pharmacist;
  await t.app.db.transaction().execute(async (trx) => {
    const at = monthStart(13);
    batches.a1 = await stock.ensureBatch(trx, { productId: ids.amoxicillin, batchName: batchIn(6), purchasePrice: 2.5, retailPrice: 6 }, { at });
    batches.a2 = await stock.ensureBatch(trx, { productId: ids.amoxicillin, batchName: batchIn(12), purchasePrice: 2.75, retailPrice: 6.5 }, { at });
    batches.i1 = await stock.ensureBatch(trx, { productId: ids.insulin, batchName: batchIn(9), purchasePrice: 31.2, retailPrice: 45 }, { at });
    // Entered out of time order: recent entries first, then history before and between them.
    await stock.receive(trx, [{ productId: ids.amoxicillin, batchId: batches.a2, quantity: 80, unitCost: 2.75 }], { at: plusDays(monthStart(1), 3), agentId });
    await stock.adjust(trx, { productId: ids.amoxicillin, batchId: batches.a2, delta: -6, reason: 'Count' }, { at: plusDays(now, -0.01), agentId });
    await stock.receive(trx, [{ productId: ids.amoxicillin, batchId: batches.a1, quantity: 120, unitCost: 2.5 },
      { productId: ids.insulin, batchId: batches.i1, quantity: 40, unitCost: 31.2 }], { at: plusDays(monthStart(13), 4), agentId });
    // The last instant of a month and the first of the next one.
    await stock.adjust(trx, { productId: ids.amoxicillin, batchId: batches.a1, delta: -15, reason: 'Expired strip' }, { at: new Date(monthStart(6).getTime() - 1), agentId });
    await stock.adjust(trx, { productId: ids.insulin, batchId: batches.i1, delta: -4, reason: 'Cold chain' }, { at: monthStart(6), agentId });
    await stock.adjust(trx, { productId: ids.insulin, batchId: batches.i1, delta: 9, reason: 'Found' }, { at: plusDays(monthStart(3), 17), agentId });
    await stock.adjust(trx, { productId: ids.amoxicillin, batchId: batches.a1, delta: -100, reason: 'Recalled' }, { at: plusDays(monthStart(2), 10), agentId });
    await stock.adjust(trx, { productId: ids.amoxicillin, batchId: batches.a1, delta: 3, reason: 'Returned' }, { at: new Date(monthStart(0).getTime() - 1), agentId });
    await stock.adjust(trx, { productId: ids.insulin, batchId: batches.i1, delta: -1, reason: 'Broken vial' }, { at: monthStart(0), agentId });
  });
  // A later receipt changes a batch's prices: every date values at the batch's prices now, as the ledger oracle does.
  await t.app.db.transaction().execute(async (trx) => {
    await stock.ensureBatch(trx, { productId: ids.insulin, batchName: batchIn(9), purchasePrice: 33, retailPrice: 47.5 });
    await stock.receive(trx, [{ productId: ids.insulin, batchId: batches.i1, quantity: 10, unitCost: 33 }], { agentId });
  });
}, 90_000);
afterAll(async () => { await t?.close(); });

describe('inventory valuation at past dates', () => {
  it('equals the ledger summed up to each date, per batch and per product, rows and totals', async () => {
    const dates = await datesToCheck();
    expect(dates.length).toBeGreaterThan(30);
    for (const date of dates) await expectValuationMatchesLedger(date);
    const recalled = (await report('get-inventory-valuation-data-batch-wise', { selectedDate: isoDay(plusDays(monthStart(2), 10)) })).items;
    expect(recalled.find((r) => r.batchId === batches.a1)).toMatchObject({ quantity: 5 });
    expect((await checkDatabase(t.app.db)).filter((v) => v.check.includes('monthly'))).toEqual([]);
  });

  it('stays exact while the monthly opening balances lag behind, and after they roll forward', async () => {
    const horizon = async () => (await rows<{ through: string }>(sql`SELECT to_char(through, 'YYYY-MM-DD') AS through FROM batch_balance_month_horizon`))[0].through;
    const lag = async () => { // as if nothing had rolled the last three months forward
      await sql`DELETE FROM batch_balance_months WHERE month > ${isoDay(monthStart(3))}::date`.execute(t.app.db);
      await sql`UPDATE batch_balance_month_horizon SET through = ${isoDay(monthStart(3))}::date`.execute(t.app.db);
    };
    await lag();
    for (const date of await datesToCheck()) await expectValuationMatchesLedger(date);
    // The server's monthly job rolls it (off the write path); a second round finds nothing to do.
    expect(await rollMonthlyBalances(t.app)).toBe(isoDay(monthStart(3)));
    expect(await horizon()).toBe(isoDay(monthStart(0)));
    expect(await rollMonthlyBalances(t.app)).toBeNull();
    for (const date of await datesToCheck()) await expectValuationMatchesLedger(date);

    // The next movement rolls a lagging horizon forward itself, then adds a backdated entry to every later month.
    await lag();
    await t.app.db.transaction().execute((trx) => stock.adjust(trx, { productId: ids.amoxicillin, batchId: batches.a2, delta: -2, reason: 'Late count' },
      { at: plusDays(monthStart(1), 5), agentId: t.ids.agentIds.pharmacist }));
    expect(await horizon()).toBe(isoDay(monthStart(0)));
    for (const date of await datesToCheck()) await expectValuationMatchesLedger(date);
    expect(await checkDatabase(t.app.db)).toEqual([]);
  });

  it('db:check names a monthly opening balance that disagrees with the ledger', async () => {
    await sql`UPDATE batch_balance_months SET quantity = quantity + 1 WHERE batch_id = ${batches.i1} AND month = ${isoDay(monthStart(1))}::date`.execute(t.app.db);
    const violations = await checkDatabase(t.app.db);
    expect(violations).toEqual([expect.objectContaining({ check: 'monthly opening balances equal the movements', message: expect.stringContaining(`batch ${batches.i1}`) })]);
    await sql`UPDATE batch_balance_months SET quantity = quantity - 1 WHERE batch_id = ${batches.i1} AND month = ${isoDay(monthStart(1))}::date`.execute(t.app.db);
  });
});
