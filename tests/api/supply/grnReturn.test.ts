import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import * as stock from '../../../src/server/modules/stock/service';
import { batchIn, caller, createProduct, submittedPo, type Caller } from './fixtures';

/** A GRN partial return: what may go back (on hand, unreserved), a refusal naming the line, and its reason kept on the stock movement. */
let t: TestApp;
let proc: Caller;
let officer: Caller;
let supplierId: number;
let product: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  officer = caller(t.app, await signIn(t.app, 'grn_officer'));
  supplierId = t.ids.supplierIds[0];
  product = await createProduct(proc, 'Cetirizine 10mg', { supplierId, lastPurchasePrice: 3 });
}, 60_000);
afterAll(async () => { await t?.close(); });

describe('GRN partial return', () => {
  it('offers what the batch still has, refuses more on the line it names (not as a cancel), and keeps the reason on the movement', async () => {
    const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: product, qty: 70 }]);
    const grn = (await officer.post('grn/submit', { poId, type: 'complete', values: [{ lineItemId: lineIds[0], grnQty: 70, batchName: batchIn(30) }] })).json().data;
    const line = grn.lineItems[0];
    // 65 are sold: 5 are left on hand.
    await t.app.db.transaction().execute((trx) => stock.sell(trx, { lines: [{ productId: product, batchId: line.batch_id, quantity: 65 }] }));
    const details = (await officer.get('grn/fetch-grn-details', { GRNId: grn.grn.id })).json().data;
    expect(details.lineItems[0]).toMatchObject({ net_qty: 70, returnable_qty: 5 });

    const refused = await officer.post('grn/partial-return', { GRNId: grn.grn.id, lines: [{ grnLineId: line.id, quantity: 6 }], reason: 'Damaged' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'lines[0].quantity', message: expect.stringMatching(/Cetirizine 10mg \(6\).*on hand.*\(5\)/) }]);
    expect(refused.json().message).not.toMatch(/Insufficient QTY|cancel/i);

    const ok = await officer.post('grn/partial-return', { GRNId: grn.grn.id, lines: [{ grnLineId: line.id, quantity: 5 }], reason: 'Damaged in transit' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.lineItems[0]).toMatchObject({ returned_qty: 5, returnable_qty: 0 });
    const logs = (await officer.get('inventory/admin/po-and-grn-logs', { id: product, logsFor: 'inventory' })).json().data.items as Array<{ movement_type: string; note: string | null }>;
    expect(logs.find((m) => m.movement_type === 'grn_return')?.note).toBe('Damaged in transit');
  });
});
