import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import * as stock from '../../../src/server/modules/stock/service';
import { batchIn, caller, createProduct, submittedPo, type Caller } from './fixtures';

/** GRN submit (partial, complete, split across batches, new prices), its refusals, double submit, cancel and partial return. */
let t: TestApp;
let proc: Caller;
let officer: Caller;
let supplierId: number;
let panadol: number;
let brufen: number;

const product = async (id: number) => (await officer.get('product/admin/get-product-info', { productId: id })).json().data;
const batches = async (id: number) => (await officer.get('product/admin/get-batches', { productId: id })).json().data.items;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  officer = caller(t.app, await signIn(t.app, 'grn_officer'));
  supplierId = t.ids.supplierIds[0];
  panadol = await createProduct(proc, 'Panadol 500mg', { supplierId, lastPurchasePrice: 4 });
  brufen = await createProduct(proc, 'Brufen 400mg', { supplierId, lastPurchasePrice: 6, genericName: 'Ibuprofen' });
}, 60_000);
afterAll(async () => { await t?.close(); });

describe('GRN submit', () => {
  it('refuses bad lines naming the field or product, and changes nothing', async () => {
    const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: panadol, qty: 10 }]);
    const other = await submittedPo(proc, supplierId, [{ productId: brufen, qty: 5 }]);
    const bad = async (values: object[], type = 'partial') => officer.post('grn/submit', { poId, type, values });
    expect((await bad([{ lineItemId: lineIds[0], grnQty: 11, batchName: batchIn(12) }])).json().message).toMatch(/Panadol 500mg \(11\) is above/);
    expect((await bad([{ lineItemId: lineIds[0], grnQty: -1, batchName: batchIn(12) }])).statusCode).toBe(400);
    expect((await bad([{ lineItemId: lineIds[0], grnQty: 1.5, batchName: batchIn(12) }])).statusCode).toBe(400);
    expect((await bad([{ lineItemId: lineIds[0], grnQty: 2, batchName: '' }])).json().message).toMatch(/Batch of Panadol 500mg is missing/);
    expect((await bad([{ lineItemId: lineIds[0], grnQty: 2, batchName: '01-2020' }])).json().message).toMatch(/in the future/);
    expect((await bad([{ lineItemId: lineIds[0], grnQty: 2, batchName: '13-2040' }])).statusCode).toBe(400);
    expect((await bad([{ lineItemId: lineIds[0], grnQty: 2, batchName: batchIn(12), newPp: -1 }])).statusCode).toBe(400);
    expect((await bad([{ lineItemId: other.lineIds[0], grnQty: 1, batchName: batchIn(12) }])).json().message).toMatch(/is not on purchase order/);
    expect((await bad([{ lineItemId: lineIds[0], grnQty: 4, batchName: batchIn(12) }], 'complete')).json().message).toMatch(/still has 6 to receive/);
    const draft = (await proc.post('po/create', { type: 'new', productId: panadol, orderedQty: 1 })).json().data.po.id;
    expect((await officer.post('grn/submit', { poId: draft, type: 'partial', values: [{ lineItemId: 1, grnQty: 1, batchName: batchIn(12) }] })).statusCode).toBe(409);
    expect((await proc.post('grn/submit', { poId, type: 'partial', values: [{ lineItemId: lineIds[0], grnQty: 1, batchName: batchIn(12) }] })).statusCode).toBe(403);
    expect(await batches(panadol)).toEqual([]);
    expect((await officer.get('grn/fetch-po-grns', { poId })).json().data.count).toBe(0);
  });

  it('receives partially then completely, one line split across two batches with a new price; stock and weighted average cost follow', async () => {
    const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: panadol, qty: 100 }, { productId: brufen, qty: 20 }]);
    const first = await officer.post('grn/submit', { poId, type: 'partial', values: [
      { lineItemId: lineIds[0], grnQty: 60, batchName: batchIn(12) },
      { lineItemId: lineIds[0], grnQty: 20, batchName: batchIn(18), newPp: 5, newRp: 12 },
      { lineItemId: lineIds[1], grnQty: 0, batchName: '' },
    ] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.grn.netTotal).toBe(340);
    expect((await officer.get(`po/fetch/${poId}`)).json().data.po.status).toBe('partially_received');
    const p = await product(panadol);
    expect(p.weightedAverageCost).toBe(4.25);
    expect(p.retailPrice).toBe(12);
    expect((await batches(panadol)).map((b: { on_hand_quantity: number }) => b.on_hand_quantity)).toEqual([60, 20]);
    const rest = await officer.post('grn/submit', { poId, type: 'complete', values: [
      { lineItemId: lineIds[0], grnQty: 20, batchName: batchIn(12) }, { lineItemId: lineIds[1], grnQty: 20, batchName: batchIn(24) },
    ] });
    expect(rest.statusCode, rest.body).toBe(200);
    const po = (await officer.get(`po/fetch/${poId}`)).json().data;
    expect(po.po.status).toBe('received');
    expect(po.poItems.map((l: { available_to_grn: number }) => l.available_to_grn)).toEqual([0, 0]);
    expect((await officer.post('grn/submit', { poId, type: 'partial', values: [{ lineItemId: lineIds[0], grnQty: 1, batchName: batchIn(12) }] })).statusCode).toBe(409);
    const list = await officer.get('grn/fetch-all', { supplierId, reportType: 'completed' });
    expect(list.json().data.count).toBeGreaterThanOrEqual(2);
  });

  it('answers a double submit with the same GRN (one effect)', async () => {
    const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: brufen, qty: 10 }]);
    const body = { poId, type: 'partial', values: [{ lineItemId: lineIds[0], grnQty: 4, batchName: batchIn(30) }], data: { submissionKey: 'page-load-12345' } };
    const [a, b] = await Promise.all([officer.post('grn/submit', body), officer.post('grn/submit', body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().data.grn.id).toBe(a.json().data.grn.id);
    expect((await officer.get(`po/fetch/${poId}`)).json().data.poItems[0].received_qty).toBe(4);
  });

  it('two officers racing on one PO line never receive more than ordered', async () => {
    const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: brufen, qty: 10 }]);
    const calls = Array.from({ length: 6 }, (_, i) => officer.post('grn/submit', { poId, type: 'partial', values: [{ lineItemId: lineIds[0], grnQty: 4, batchName: batchIn(6 + i) }] }));
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400 && /above what remains/.test(r.json().message))).toBe(true);
    const line = (await officer.get(`po/fetch/${poId}`)).json().data.poItems[0];
    expect(line.received_qty).toBe(8);
  });
});

describe('GRN cancel and partial return', () => {
  it('returns part to the supplier, then cancels the rest; refuses with the spec 8 marker once stock has left', async () => {
    const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: panadol, qty: 30 }]);
    const grn = (await officer.post('grn/submit', { poId, type: 'complete', values: [{ lineItemId: lineIds[0], grnQty: 30, batchName: batchIn(40) }] })).json().data;
    const grnId = grn.grn.id;
    const lineId = grn.lineItems[0].id;
    const batchId = grn.lineItems[0].batch_id;
    expect((await officer.post('grn/partial-return', { GRNId: grnId, lines: [{ grnLineId: lineId, quantity: 31 }] })).statusCode).toBe(400);
    const ret = await officer.post('grn/partial-return', { GRNId: grnId, lines: [{ grnLineId: lineId, quantity: 5 }], reason: 'Damaged' });
    expect(ret.json().data.lineItems[0]).toMatchObject({ returned_qty: 5, net_qty: 25 });
    // 20 of the remaining 25 are sold: cancelling would take the batch below zero.
    await t.app.db.transaction().execute((trx) => stock.sell(trx, { lines: [{ productId: panadol, batchId, quantity: 20 }] }));
    const refused = await officer.post('grn/cancel', { GRNId: grnId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Error: Insufficient QTY__Panadol 500mg');
    expect((await officer.get('grn/fetch-grn-details', { GRNId: grnId })).json().data.grn.status).toBe('completed');
    // Stock comes back (a credit note): now the cancel goes through and the PO is open again.
    await t.app.db.transaction().execute((trx) => stock.returnToStock(trx, null, [{ productId: panadol, batchId, quantity: 20 }]));
    const ok = await officer.post('grn/cancel', { GRNId: grnId });
    expect(ok.json().data.grn.status).toBe('cancelled');
    expect((await officer.get(`po/fetch/${poId}`)).json().data.po.status).toBe('submitted');
    expect((await batches(panadol)).find((b: { batch_id: number }) => b.batch_id === batchId).on_hand_quantity).toBe(0);
    expect((await officer.post('grn/cancel', { GRNId: grnId })).statusCode).toBe(409);
  });

  it('a GRN cancel racing an invoice on the same batch never takes it below zero', async () => {
    const { poId, lineIds } = await submittedPo(proc, supplierId, [{ productId: brufen, qty: 10 }]);
    const grn = (await officer.post('grn/submit', { poId, type: 'complete', values: [{ lineItemId: lineIds[0], grnQty: 10, batchName: batchIn(50) }] })).json().data;
    const batchId = grn.lineItems[0].batch_id;
    const sale = t.app.db.transaction().execute((trx) => stock.sell(trx, { lines: [{ productId: brufen, batchId, quantity: 3 }] })).then(() => 'sold', () => 'refused');
    const [cancel, sold] = await Promise.all([officer.post('grn/cancel', { GRNId: grn.grn.id }), sale]);
    expect([cancel.statusCode === 200, sold === 'sold'].filter(Boolean)).toHaveLength(1);
    if (cancel.statusCode !== 200) expect(cancel.json().message).toBe('Error: Insufficient QTY__Brufen 400mg');
    const b = await sql<{ quantity: number; ledger: number }>`SELECT quantity, (SELECT sum(quantity_delta)::int FROM stock_movements WHERE batch_id = ${batchId}) AS ledger
      FROM product_batches WHERE id = ${batchId}`.execute(t.app.db);
    expect(b.rows[0].quantity).toBeGreaterThanOrEqual(0);
    expect(b.rows[0].quantity).toBe(b.rows[0].ledger);
  });
});

describe('manual stock adjustment', () => {
  it('adjusts with a reason through the stock service, never below what is free, audited', async () => {
    const batchId = (await batches(panadol))[0].batch_id;
    const before = (await batches(panadol))[0].on_hand_quantity;
    const body = (quantity: number, reason = 'Stock count correction') => ({ productId: panadol, formValues: { batchId, quantity, reason } });
    expect((await officer.post('product/admin/manual-stock-adjustment', body(1))).statusCode).toBe(403);
    expect((await proc.post('product/admin/manual-stock-adjustment', body(-(before + 1)))).json().message).toMatch(/INSUFFICIENT_QTY/);
    expect((await proc.post('product/admin/manual-stock-adjustment', body(0))).statusCode).toBe(400);
    expect((await proc.post('product/admin/manual-stock-adjustment', body(2, ''))).statusCode).toBe(400);
    expect((await proc.post('product/admin/manual-stock-adjustment', { productId: brufen, formValues: { batchId, quantity: 1, reason: 'wrong product' } })).statusCode).toBe(400);
    const ok = await proc.post('product/admin/manual-stock-adjustment', body(-2, 'Broken during handling'));
    expect(ok.json().data.batch.on_hand_quantity).toBe(before - 2);
    const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'product_batch' AND record_id = ${String(batchId)} AND action = 'adjust'`.execute(t.app.db);
    expect(audit.rows[0].n).toBe(1);
  });
});

describe('product info panels', () => {
  it('lists the ledger, PO and GRN logs and reservations of a product', async () => {
    const ledger = (await officer.get('inventory/admin/po-and-grn-logs', { id: panadol, logsFor: 'inventory' })).json().data;
    expect(ledger.items.map((m: { movement_type: string }) => m.movement_type)).toEqual(expect.arrayContaining(['grn_in', 'grn_return', 'grn_reversal', 'adjustment']));
    const grns = (await officer.get('inventory/admin/po-and-grn-logs', { id: panadol, logsFor: 'grn' })).json().data;
    expect(grns.items.some((g: { status: string }) => g.status === 'cancelled')).toBe(true);
    expect((await officer.get('inventory/admin/po-and-grn-logs', { id: panadol, logsFor: 'po' })).json().data.count).toBeGreaterThan(0);
    expect((await officer.get('inventory/admin/inventory-reservation-list', { productId: panadol })).json().data.items).toEqual([]);
    expect((await officer.get('inventory/admin/po-and-grn-logs', { id: panadol, logsFor: 'nope' })).statusCode).toBe(400);
  });
});
