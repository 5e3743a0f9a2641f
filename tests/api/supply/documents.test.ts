import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { pageCount, pdfPages } from '../documents/pdfText';
import { batchIn, caller, createProduct, submittedPo, type Caller } from './fixtures';

/** PO and GRN PDFs through the platform document service, on the contract's POST paths. */
let t: TestApp;
let procIn: SignedIn;
let proc: Caller;
let officer: Caller;
let officerIn: SignedIn;
let poId: number;
let poNo: string;
let grnId: number;
let grnNo: string;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  procIn = await signIn(t.app, 'procurement_officer');
  officerIn = await signIn(t.app, 'grn_officer');
  proc = caller(t.app, procIn);
  officer = caller(t.app, officerIn);
  const supplierId = t.ids.supplierIds[0];
  const panadol = await createProduct(proc, 'Panadol 500mg', { supplierId, lastPurchasePrice: 4 });
  const brufen = await createProduct(proc, 'Brufen 400mg', { supplierId, lastPurchasePrice: 6, genericName: 'Ibuprofen' });
  const po = await submittedPo(proc, supplierId, [{ productId: panadol, qty: 100 }, { productId: brufen, qty: 25 }]);
  poId = po.poId;
  poNo = (await proc.get(`po/fetch/${poId}`)).json().data.po.poNo;
  const grn = await officer.post('grn/submit', { poId, type: 'partial', values: [
    { lineItemId: po.lineIds[0], grnQty: 60, batchName: batchIn(12) }, { lineItemId: po.lineIds[0], grnQty: 20, batchName: batchIn(18), newPp: 5, newRp: 12 },
  ] });
  expect(grn.statusCode, grn.body).toBe(200);
  grnId = grn.json().data.grn.id;
  grnNo = grn.json().data.grn.grnNo;
}, 60_000);
afterAll(async () => { await t?.close(); });

const pdf = (url: string, who: SignedIn | null) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who ? who.headers : {} });

describe('PO PDF', () => {
  it('has the letterhead, the PO number, the supplier, every line and the net total', async () => {
    const res = await pdf(`po/generate-po-pdf?poId=${poId}`, procIn);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="purchase-order-${poNo}.pdf"`);
    expect(pageCount(res.rawPayload)).toBe(1);
    const [page] = pdfPages(res.rawPayload);
    for (const text of ['Purchase order', `No. ${poNo}`, 'Panadol 500mg', 'Brufen 400mg', '400.00', '150.00', '550.00', 'Partially received', 'Page 1 of 1']) {
      expect(page).toContain(text);
    }
  });

  it('runs a 100-line PO over pages with the header repeated', async () => {
    const supplierId = t.ids.supplierIds[0];
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push(await createProduct(proc, `Bulk item ${String(i).padStart(3, '0')}`, { supplierId }));
    const res = await proc.post('po/create-from-rol', { lines: ids.map((productId) => ({ productId, orderedQty: 3 })) });
    expect(res.statusCode, res.body).toBe(200);
    const bigPo = (await proc.get('po/get-po-list', { searchTerm: 'Bulk item 099' })).json().data.items[0].id;
    const started = Date.now();
    const out = await pdf(`po/generate-po-pdf?poId=${bigPo}`, procIn);
    const ms = Date.now() - started;
    expect(out.statusCode).toBe(200);
    const pages = pdfPages(out.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((p, i) => { expect(p).toContain(`Page ${i + 1} of ${pages.length}`); expect(p).toContain('Ordered'); });
    expect(pages.join('\n')).toContain('Bulk item 099');
    expect(ms).toBeLessThan(3000);
  }, 60_000);

  it('answers 404 for an unknown PO, 400 without poId, 401 without a token, 403 without the ability', async () => {
    expect((await pdf('po/generate-po-pdf?poId=999999', procIn)).statusCode).toBe(404);
    expect((await pdf('po/generate-po-pdf', procIn)).statusCode).toBe(400);
    expect((await pdf(`po/generate-po-pdf?poId=${poId}`, null)).statusCode).toBe(401);
    expect((await pdf(`po/generate-po-pdf?poId=${poId}`, await signIn(t.app, 'delivery_agent'))).statusCode).toBe(403);
  });
});

describe('GRN PDF', () => {
  it('has the GRN number, the PO, each batch line with its prices and the net total', async () => {
    const res = await pdf(`grn/generate-grn-pdf?grnId=${grnId}`, officerIn);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [page] = pdfPages(res.rawPayload);
    for (const text of ['Goods received note', `No. ${grnNo}`, poNo, 'Panadol 500mg', batchIn(12), batchIn(18), '240.00', '100.00', '340.00', 'Completed']) {
      expect(page).toContain(text);
    }
  });

  it('answers 404 for an unknown GRN and 403 without the ability', async () => {
    expect((await pdf('grn/generate-grn-pdf?grnId=999999', officerIn)).statusCode).toBe(404);
    expect((await pdf(`grn/generate-grn-pdf?grnId=${grnId}`, await signIn(t.app, 'delivery_agent'))).statusCode).toBe(403);
  });
});
