import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import * as stock from '../../../src/server/modules/stock/service';
import { batchIn, caller, createProduct, type Caller } from './fixtures';

/** The near-expiry flag of the quotation product search and of product info (NEAR_EXPIRY_DAYS). */
let t: TestApp;
let proc: Caller;
let ph: Caller;
const ids: Record<string, number> = {};

async function receive(productId: number, batchName: string, quantity: number) {
  await t.app.db.transaction().execute(async (trx) => {
    const batchId = await stock.ensureBatch(trx, { productId, batchName, purchasePrice: 4, retailPrice: 10 });
    await stock.receive(trx, [{ productId, batchId, quantity, unitCost: 4 }]);
  });
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  ph = caller(t.app, await signIn(t.app, 'pharmacist'));
  ids.soon = await createProduct(proc, 'Zyrtec soon');
  ids.later = await createProduct(proc, 'Zyrtec later');
  ids.none = await createProduct(proc, 'Zyrtec none');
  await receive(ids.soon, batchIn(1), 10);
  await receive(ids.soon, batchIn(12), 10);
  await receive(ids.later, batchIn(12), 10);
}, 60_000);
afterAll(async () => { await t?.close(); });

describe('near expiry', () => {
  it('flags a product in the quotation product search when its first sellable batch expires soon', async () => {
    const rows = (await ph.get('quotations/get-products-master', { typeIn: 'zyrtec' })).json().data as Array<{ productName: string; nearExpiry: boolean; nextExpiry: string | null; available: number }>;
    const by = Object.fromEntries(rows.map((r) => [r.productName, r]));
    expect(by['Zyrtec soon']).toMatchObject({ nearExpiry: true, available: 20 });
    expect(by['Zyrtec soon'].nextExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(by['Zyrtec later']).toMatchObject({ nearExpiry: false, available: 10 });
    expect(by['Zyrtec none']).toMatchObject({ nearExpiry: false, nextExpiry: null, available: 0 });
  });

  it('drops the flag once the near batch has nothing free to sell', async () => {
    const near = (await ph.get('product/admin/get-batches', { productId: ids.soon })).json().data.items[0];
    await t.app.db.transaction().execute((trx) => stock.adjust(trx, { productId: ids.soon, batchId: near.batch_id, delta: -10, reason: 'Expiry write-off' }));
    const row = (await ph.get('quotations/get-products-master', { typeIn: 'zyrtec soon' })).json().data[0];
    expect(row).toMatchObject({ nearExpiry: false, available: 10 });
  });

  it('flags the batches product info shows (get-batches near_expiry)', async () => {
    const flags = async () => (await proc.get('product/admin/get-batches', { productId: ids.later })).json().data.items.map((b: { batch_name: string; near_expiry: boolean }) => [b.batch_name, b.near_expiry]);
    expect(await flags()).toEqual([[batchIn(12), false]]);
    await receive(ids.later, batchIn(2), 5);
    expect(await flags()).toEqual([[batchIn(2), true], [batchIn(12), false]]);
  });
});
