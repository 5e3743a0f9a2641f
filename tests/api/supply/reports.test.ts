import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { day, parseCsv } from '../reports/fixtures';
import * as stock from '../../../src/server/modules/stock/service';
import { batchIn, caller, createProduct, submittedPo, type Caller } from './fixtures';

/**
 * The inventory reports and the narcotic register over a small ledger with history: rows checked
 * against plain SQL over stock_movements (the sums the reports are designed not to run).
 */
let t: TestApp;
let mgmt: SignedIn;
let proc: Caller;
let officer: Caller;
let morphine: number;
let panadol: number;
let cetirizine: number;
let orderId: number;
let grnNo: string;

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
const get = async (path: string, query: Record<string, string | number | boolean> = {}, who: SignedIn | null = mgmt) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `/api/v1${path}?${qs}`, headers: who ? who.headers : {} });
};
const items = async (path: string, query: Record<string, string | number | boolean>) => {
  const res = await get(path, { limit: 500, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Array<Record<string, unknown>>; count: number; totals: Record<string, number> };
};
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(t.app.db)).rows as T[];

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  mgmt = await signIn(t.app, 'management');
  proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  officer = caller(t.app, await signIn(t.app, 'grn_officer'));
  const supplierId = t.ids.supplierIds[0];
  morphine = await createProduct(proc, 'Morphine 10mg', { supplierId, narcotic: true, genericName: 'Morphine', productCategory: 'Opioid' });
  panadol = await createProduct(proc, 'Panadol 500mg', { supplierId });
  cetirizine = await createProduct(proc, 'Cetirizine 10mg', { supplierId, productCategory: 'Antihistamine', productSegment: 'OTC' });
  const agentId = t.ids.agentIds.pharmacist;
  const customer = (await sql<{ id: number }>`INSERT INTO customers (name, contact_number) VALUES ('Ward 7', '+94 70 111 2222') RETURNING id`.execute(t.app.db)).rows[0].id;
  orderId = Number((await sql<{ id: number }>`INSERT INTO orders (customer_id, status, location_id) VALUES (${customer}, 1, ${t.ids.locationIds[0]}) RETURNING id`.execute(t.app.db)).rows[0].id);
  // History: receipts 20 days ago, sales 10 days ago, a write-off 3 days ago.
  await t.app.db.transaction().execute(async (trx) => {
    const at = ago(20);
    const m1 = await stock.ensureBatch(trx, { productId: morphine, batchName: batchIn(2), purchasePrice: 50, retailPrice: 80 }, { at });
    const p1 = await stock.ensureBatch(trx, { productId: panadol, batchName: batchIn(8), purchasePrice: 4, retailPrice: 10 }, { at });
    const c1 = await stock.ensureBatch(trx, { productId: cetirizine, batchName: batchIn(24), purchasePrice: 1, retailPrice: 3 }, { at });
    await stock.receive(trx, [{ productId: morphine, batchId: m1, quantity: 100, unitCost: 50 }, { productId: panadol, batchId: p1, quantity: 60, unitCost: 4 },
      { productId: cetirizine, batchId: c1, quantity: 30, unitCost: 1 }], { at, agentId });
    await stock.sell(trx, { orderId, lines: [{ productId: morphine, batchId: m1, quantity: 30 }, { productId: panadol, batchId: p1, quantity: 10 }] }, { at: ago(10), agentId });
    await stock.adjust(trx, { productId: morphine, batchId: m1, delta: -5, reason: 'Broken ampoules' }, { at: ago(3), agentId });
  });
  // Today: a real GRN of morphine into a second batch, and a reservation for the order.
  const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: morphine, qty: 40 }]);
  const grn = await officer.post('grn/submit', { poId, type: 'partial', values: [{ lineItemId: lineIds[0], grnQty: 20, batchName: batchIn(18), newPp: 60 }] });
  expect(grn.statusCode, grn.body).toBe(200);
  grnNo = grn.json().data.grn.grnNo;
  await t.app.db.transaction().execute((trx) => stock.reserve(trx, orderId, [{ productId: morphine, quantity: 7 }, { productId: panadol, quantity: 5 }]));
}, 90_000);
afterAll(async () => { await t?.close(); });

/** Closing on-hand per batch at a UTC day by summing the whole ledger (the test's oracle). */
const ledgerAt = (date: string) => rows<{ batchId: number; productId: number; quantity: number; purchasePrice: string; retailPrice: string }>(sql`
  SELECT b.id AS "batchId", b.product_id AS "productId", sum(m.quantity_delta)::int AS quantity, b.purchase_price AS "purchasePrice", b.retail_price AS "retailPrice"
    FROM stock_movements m JOIN product_batches b ON b.id = m.batch_id
   WHERE (m.created_at AT TIME ZONE 'UTC')::date <= ${date}::date GROUP BY b.id HAVING sum(m.quantity_delta) > 0 ORDER BY b.id`);

describe('inventory valuation at a date', () => {
  it('matches the ledger summed up to each date, per batch and per product', async () => {
    for (const date of [day(-15), day(-5), day(-1), day(0), day(-30)]) {
      const want = await ledgerAt(date);
      const batchWise = await items('/inventory/admin/get-inventory-valuation-data-batch-wise', { selectedDate: date, sortBy: 'batchId' });
      expect(batchWise.items.map((r) => [r.batchId, r.quantity])).toEqual(want.map((w) => [w.batchId, w.quantity]));
      expect(batchWise.totals.costValue).toBeCloseTo(want.reduce((s, w) => s + w.quantity * Number(w.purchasePrice), 0), 2);
      const perProduct = await items('/inventory/admin/get-inventory-valuation-data', { selectedDate: date });
      const byProduct = new Map<number, number>();
      for (const w of want) byProduct.set(w.productId, (byProduct.get(w.productId) ?? 0) + w.quantity);
      expect(perProduct.count).toBe(byProduct.size);
      expect(perProduct.totals.quantity).toBe([...byProduct.values()].reduce((s, n) => s + n, 0));
      expect(perProduct.totals.retailValue).toBeCloseTo(want.reduce((s, w) => s + w.quantity * Number(w.retailPrice), 0), 2);
    }
    const past = (await items('/inventory/admin/get-inventory-valuation-data', { selectedDate: day(-5) })).items;
    expect(past.find((r) => r.productName === 'Morphine 10mg')).toMatchObject({ quantity: 70, costValue: 3500, averageCost: 50, batches: 1 });
    const now = (await items('/inventory/admin/get-inventory-valuation-data', { selectedDate: day(0) })).items;
    expect(now.find((r) => r.productName === 'Morphine 10mg')).toMatchObject({ quantity: 85, costValue: 65 * 50 + 20 * 60, batches: 2 });
  });

  it('filters by segment and category and needs a date', async () => {
    const otc = await items('/inventory/admin/get-inventory-valuation-data', { selectedDate: day(0), productSegment: 'OTC' });
    expect(otc.items.map((r) => r.productName)).toEqual(['Cetirizine 10mg']);
    const opioid = await items('/inventory/admin/get-inventory-valuation-data-batch-wise', { selectedDate: day(0), productCategory: 'Opioid' });
    expect(opioid.count).toBe(2);
    const res = await get('/inventory/admin/get-inventory-valuation-data', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.selectedDate');
  });
});

describe('movements', () => {
  const range = { startDate: day(-30), endDate: day(0) };
  it('lists every ledger row of the period with who and which order or GRN', async () => {
    const want = await rows<{ id: number; quantity_delta: number }>(sql`SELECT id, quantity_delta FROM stock_movements m
      WHERE m.created_at >= ${range.startDate}::date AND m.created_at < ${range.endDate}::date + 1 ORDER BY m.created_at DESC, m.id DESC`);
    const page = await items('/inventory/admin/inventory-movement-report-data', range);
    expect(page.items.map((r) => r.movementId)).toEqual(want.map((w) => Number(w.id)));
    expect(page.totals.quantity).toBe(want.reduce((s, w) => s + w.quantity_delta, 0));
    const sale = page.items.find((r) => r.movementType === 'Invoiced out' && r.productName === 'Morphine 10mg')!;
    expect(sale).toMatchObject({ quantity: -30, agent: expect.stringMatching(/\w/), reference: expect.stringMatching(/^HN/) });
    const received = page.items.find((r) => r.movementType === 'GRN in' && r.reference === `GRN ${grnNo}`)!;
    expect(received).toMatchObject({ quantity: 20, unitCost: 60, value: 1200 });
    const adjusted = await items('/inventory/admin/inventory-movement-report-data', { ...range, movementType: 'adjustment' });
    expect(adjusted.items).toEqual([expect.objectContaining({ quantity: -5, note: 'Broken ampoules' })]);
    const older = await items('/inventory/admin/inventory-movement-report-data', { startDate: day(-25), endDate: day(-15) });
    expect(older.count).toBe(3);
  });

  it('sums by movement type, grouped by product, category or day', async () => {
    const byType = await items('/inventory/admin/inventory-movement-summary-data', range);
    const want = await rows<{ movement_type: string; n: number; q: number }>(sql`SELECT movement_type, count(*)::int AS n, sum(quantity_delta)::int AS q
      FROM stock_movements m WHERE m.created_at >= ${range.startDate}::date AND m.created_at < ${range.endDate}::date + 1 GROUP BY 1`);
    expect(byType.count).toBe(want.length);
    expect(byType.totals.movements).toBe(want.reduce((s, w) => s + w.n, 0));
    expect(byType.totals.netQuantity).toBe(want.reduce((s, w) => s + w.q, 0));
    expect(byType.items.find((r) => r.movementType === 'Invoiced out')).toMatchObject({ movements: 2, quantityOut: 40, quantityIn: 0, netQuantity: -40 });
    expect(byType.items.find((r) => r.movementType === 'Reserved')).toMatchObject({ reserved: 12, netQuantity: 0 });
    const byProduct = await items('/inventory/admin/inventory-movement-summary-data', { ...range, groupBy: 'product', movementType: 'grn_in' });
    expect(byProduct.items.map((r) => [String(r.grouping).replace(/^\S+ /, ''), r.quantityIn]).sort()).toEqual([['Cetirizine 10mg', 30], ['Morphine 10mg', 120], ['Panadol 500mg', 60]]);
    const byCategory = await items('/inventory/admin/inventory-movement-summary-data', { ...range, groupBy: 'category', productCategory: 'Opioid' });
    expect(new Set(byCategory.items.map((r) => r.grouping))).toEqual(new Set(['Opioid']));
    const byDay = await items('/inventory/admin/inventory-movement-summary-data', { ...range, groupBy: 'day' });
    expect(new Set(byDay.items.map((r) => r.grouping)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('non-moving items, reservations, expiry', () => {
  it('lists products with stock and no invoice in the period', async () => {
    const recent = await items('/inventory/admin/inventory-non-moving-summary', { startDate: day(-7), endDate: day(0) });
    expect(recent.items.map((r) => r.productName).sort()).toEqual(['Cetirizine 10mg', 'Morphine 10mg', 'Panadol 500mg']);
    const wide = await items('/inventory/admin/inventory-non-moving-summary', { startDate: day(-15), endDate: day(0) });
    expect(wide.items).toEqual([expect.objectContaining({ productName: 'Cetirizine 10mg', onHand: 30, costValue: 30, lastSoldAt: null })]);
    const cat = await items('/inventory/admin/inventory-non-moving-summary', { startDate: day(-7), endDate: day(0), productCategory: 'Opioid' });
    expect(cat.items.map((r) => r.productName)).toEqual(['Morphine 10mg']);
  });

  it('sums active reservations per product', async () => {
    const page = await items('/inventory/admin/item-wise-reservations-report-data', {});
    const want = await rows<{ product_id: number; q: number }>(sql`SELECT product_id, sum(quantity)::int AS q FROM reservations WHERE status = 'active' GROUP BY 1`);
    expect(page.count).toBe(want.length);
    expect(page.items.find((r) => r.productName === 'Morphine 10mg')).toMatchObject({ reservedQuantity: 7, orders: 1, onHand: 85, available: 78 });
    expect((await items('/inventory/admin/item-wise-reservations-report-data', { searchKey: 'panad' })).items.map((r) => r.reservedQuantity)).toEqual([5]);
  });

  it('lists batches by expiry window, period or date range, with category and search', async () => {
    const want = await rows<{ id: number }>(sql`SELECT id FROM product_batches WHERE quantity > 0 AND expiry_date >= current_date
      AND expiry_date < current_date + interval '3 months' ORDER BY expiry_date, id`);
    const three = await items('/quotations/item-wise-expiry-report', {});
    expect(three.items.map((r) => r.batchId)).toEqual(want.map((w) => w.id));
    expect(three.items[0]).toMatchObject({ productName: 'Morphine 10mg', onHand: 65, reserved: 7 });
    expect((await items('/quotations/item-wise-expiry-report', { period: '12' })).count).toBe(2);
    expect((await items('/quotations/item-wise-expiry-report', { period: 'expired' })).count).toBe(0);
    const ranged = await items('/quotations/item-wise-expiry-report', { considerRange: true, startDate: day(0), endDate: day(800) });
    expect(ranged.count).toBe(4);
    expect((await items('/quotations/item-wise-expiry-report', { considerRange: true, startDate: day(0), endDate: day(800), category: 'Antihistamine' })).count).toBe(1);
    expect((await items('/quotations/item-wise-expiry-report', { period: '12', searchKey: 'panadol' })).items.map((r) => r.productName)).toEqual(['Panadol 500mg']);
    const missing = await get('/quotations/item-wise-expiry-report', { considerRange: true, startDate: day(0) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('querystring.endDate');
    expect((await get('/quotations/item-wise-expiry-report', { period: '2' })).statusCode).toBe(400);
  });
});

describe('narcotic register', () => {
  it('lists every on-hand movement of narcotic products with the running balance, who and which order or GRN', async () => {
    const page = await items('/inventory/admin/narcotic-register-report-data', { startDate: day(-30), endDate: day(0) });
    const want = await rows<{ id: number; quantity_delta: number }>(sql`SELECT m.id, m.quantity_delta FROM stock_movements m JOIN products p ON p.id = m.product_id
      WHERE p.narcotic AND m.quantity_delta <> 0 ORDER BY m.created_at, m.id`);
    expect(page.items.map((r) => r.movementId)).toEqual(want.map((w) => Number(w.id)));
    expect(page.items.map((r) => r.balance)).toEqual([100, 70, 65, 85]);
    expect(page.items.every((r) => r.productName === 'Morphine 10mg')).toBe(true);
    expect(page.items[1]).toMatchObject({ movementType: 'Invoiced out', quantityOut: 30, quantityIn: 0, reference: expect.stringMatching(/^HN/) });
    expect(page.items[3]).toMatchObject({ movementType: 'GRN in', quantityIn: 20, reference: `GRN ${grnNo}`, agent: expect.stringMatching(/\w/) });
    expect(page.totals).toMatchObject({ quantityIn: 120, quantityOut: 35 });
    // A later period starts from the true balance, not from zero.
    const late = await items('/inventory/admin/narcotic-register-report-data', { startDate: day(-5), endDate: day(0) });
    expect(late.items.map((r) => r.balance)).toEqual([65, 85]);
  });

  it('downloads as CSV, and is closed to roles without inventory.reports', async () => {
    const res = await get('/inventory/admin/narcotic-register-report-data', { startDate: day(-30), endDate: day(0), format: 'csv' });
    expect(res.statusCode).toBe(200);
    const csv = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(csv[0].slice(0, 4)).toEqual(['Entry', 'When', 'Code', 'Product']);
    expect(csv.slice(1).map((r) => r[8])).toEqual(['100', '70', '65', '85']);
    const rider = await signIn(t.app, 'delivery_agent');
    expect((await get('/inventory/admin/narcotic-register-report-data', { startDate: day(-30), endDate: day(0) }, rider)).statusCode).toBe(403);
    expect((await get('/inventory/admin/get-inventory-valuation-data', { selectedDate: day(0) }, null)).statusCode).toBe(401);
  });

  it('carries the balance over every batch and several movements of one day, for any period and sort', async () => {
    // Two more entries today in both batches and one backdated into the sale day: the balance is the
    // day's opening from batch_balance_days plus that day's movements in ledger order.
    const batches = await rows<{ id: number }>(sql`SELECT id FROM product_batches WHERE product_id = ${morphine} ORDER BY id`);
    await t.app.db.transaction().execute(async (trx) => {
      await stock.adjust(trx, { productId: morphine, batchId: batches[1].id, delta: -4, reason: 'Count' }, { agentId: t.ids.agentIds.pharmacist });
      await stock.adjust(trx, { productId: morphine, batchId: batches[0].id, delta: 7, reason: 'Found' }, { agentId: t.ids.agentIds.pharmacist });
      await stock.adjust(trx, { productId: morphine, batchId: batches[0].id, delta: -2, reason: 'Late entry' }, { at: ago(10) });
    });
    const oracle = await rows<{ id: number; balance: number; at: Date }>(sql`
      SELECT m.id, sum(m.quantity_delta) OVER (ORDER BY m.created_at, m.id)::int AS balance, m.created_at AS at
        FROM stock_movements m WHERE m.product_id = ${morphine} AND m.quantity_delta <> 0 ORDER BY m.created_at, m.id`);
    expect(oracle.map((o) => o.balance)).toEqual([100, 70, 68, 63, 83, 79, 86]);
    for (const from of [-30, -10, -5, 0]) {
      const page = await items('/inventory/admin/narcotic-register-report-data', { startDate: day(from), endDate: day(0), sortBy: 'movementId', sortOrder: 'DESC' });
      const want = oracle.filter((o) => new Date(o.at) >= new Date(`${day(from)}T00:00:00Z`)).sort((a, b) => Number(b.id) - Number(a.id));
      expect(page.items.map((r) => [r.movementId, r.balance])).toEqual(want.map((o) => [Number(o.id), o.balance]));
      expect(page.count).toBe(want.length);
    }
    const [last] = (await items('/inventory/admin/narcotic-register-report-data', { startDate: day(0), endDate: day(0) })).items.slice(-1);
    expect(last).toMatchObject({ balance: 86, quantityIn: 7, agent: expect.stringMatching(/\w/), reference: null, note: 'Found' });
  });
});
