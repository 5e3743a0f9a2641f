import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { caller, createProduct, productBody, type Caller } from './fixtures';

/** Products (create, name check, find, discount editor) and the purchase order lifecycle with its guards. */
let t: TestApp;
let proc: Caller;
let grn: Caller;
let finance: Caller;
let panadol: number;
let amoxil: number;
let supplierId: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  proc = caller(t.app, await signIn(t.app, 'procurement_officer'));
  grn = caller(t.app, await signIn(t.app, 'grn_officer'));
  finance = caller(t.app, await signIn(t.app, 'finance'));
  supplierId = t.ids.supplierIds[0];
  panadol = await createProduct(proc, 'Panadol 500mg', { supplierId });
  amoxil = await createProduct(proc, 'Amoxil 250mg', { supplierId: t.ids.supplierIds[1], genericName: 'Amoxicillin', narcotic: true });
}, 60_000);
afterAll(async () => { await t?.close(); });

describe('products', () => {
  it('checks a name live, refuses a duplicate naming the field, finds by prefix, and is audited', async () => {
    expect((await proc.get('product/admin/check-product-name-availability', { productName: 'panadol 500MG' })).json().data.available).toBe(false);
    expect((await proc.get('product/admin/check-product-name-availability', { productName: 'Panadol 500mg', productId: panadol })).json().data.available).toBe(true);
    expect((await proc.get('product/admin/check-product-name-availability', { productName: 'Brufen 400mg' })).json().data.available).toBe(true);
    const dup = await proc.post('product/admin/create-new-product', { productName: 'PANADOL 500mg', manufacturer: 'X', genericName: 'X', productSegment: 'X', productCategory: 'X', lowestUom: 'X', dosageForm: 'X', administrationRoute: 'X' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/Product name/i);
    const found = await proc.get('product/admin/find-products', { searchKey: 'pana' });
    expect(found.json().data.items.map((p: { id: number }) => p.id)).toEqual([panadol]);
    // The edit form sends every field (a field left out of an edit takes its schema default).
    const edit = await proc.post('product/admin/edit-product', { ...productBody('Panadol 500mg', { supplierId }), id: panadol, reOrderLevel: 60 });
    expect(edit.statusCode, edit.body).toBe(200);
    const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'product' AND record_id = ${String(panadol)}`.execute(t.app.db);
    expect(audit.rows[0].n).toBe(2);
  });

  it('edits max discounts in bulk within 0–100 only, and only with the discount ability', async () => {
    expect((await finance.post('product/admin/edit-product-max-discount-percentages', { products: [{ productId: panadol, maxDiscountPercentage: 101 }] })).statusCode).toBe(400);
    expect((await proc.post('product/admin/edit-product-max-discount-percentages', { products: [{ productId: panadol, maxDiscountPercentage: 5 }] })).statusCode).toBe(403);
    const ok = await finance.post('product/admin/edit-product-max-discount-percentages', { products: [{ productId: panadol, maxDiscountPercentage: 12.5 }, { productId: amoxil, maxDiscountPercentage: 0 }] });
    expect(ok.json().data.updated).toBe(1);
    const list = await finance.get('product/admin/find-products-to-discount-editor', { productSegment: 'Pharmaceutical', productCategory: 'Analgesic' });
    const row = list.json().data.items.find((p: { id: number }) => p.id === panadol);
    expect(row.max_discount_percentage).toBe(12.5);
    expect(row.discount_updated).not.toBeNull();
  });
});

describe('purchase order lifecycle', () => {
  it('creates a whole draft (head and lines) in one call, refuses a line by its index, and writes nothing then', async () => {
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM purchase_orders`.execute(t.app.db);
    const dup = await proc.post('po/create', { supplierId, requiredDate: '2099-01-31', lineItems: [{ productId: panadol, orderedQty: 5 }, { productId: panadol, orderedQty: 2 }] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details).toEqual([{ field: 'lineItems.1.productId', message: 'already on the purchase order' }]);
    for (const orderedQty of [0, -1, 1.5]) {
      expect((await proc.post('po/create', { supplierId, lineItems: [{ productId: panadol, orderedQty }] })).statusCode).toBe(400);
    }
    expect((await proc.post('po/create', { supplierId })).statusCode).toBe(400);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM purchase_orders`.execute(t.app.db)).rows[0].n).toBe(before.rows[0].n);
    const made = await proc.post('po/create', { supplierId, requiredDate: '2099-01-31', lineItems: [{ productId: panadol, orderedQty: 5 }, { productId: amoxil, orderedQty: 2 }] });
    expect(made.statusCode, made.body).toBe(200);
    const { po, poItems } = made.json().data;
    expect(po).toMatchObject({ status: 'draft', supplierId, requiredDate: '2099-01-31' });
    expect(poItems.map((l: { product_id: number; order_qty: number }) => [l.product_id, l.order_qty])).toEqual([[panadol, 5], [amoxil, 2]]);
    expect((await proc.post('po/discard', { poId: po.id })).statusCode).toBe(200);
  });

  it('creates a draft priced from the product, edits, refuses a duplicate line, submits and cannot edit after', async () => {
    const created = await proc.post('po/create', { type: 'new', productId: panadol, orderedQty: 10, lastPurchasePrice: 999 });
    expect(created.statusCode, created.body).toBe(200);
    const poId = created.json().data.po.id;
    const line = created.json().data.poItems[0];
    expect(line).toMatchObject({ product_id: panadol, order_qty: 10, last_purchase_price: 4, retail_price: 10, est_line_total: 40, available_to_grn: 10 });
    expect((await proc.post('po/create', { type: 'add', purchaseOrderId: poId, productId: panadol, orderedQty: 1 })).statusCode).toBe(409);
    expect((await proc.post('po/create', { type: 'add', purchaseOrderId: poId, productId: amoxil, orderedQty: 2.5 })).statusCode).toBe(400);
    const added = await proc.post('po/create', { type: 'add', purchaseOrderId: poId, productId: amoxil, orderedQty: 3 });
    const edited = await proc.post('po/edit-line-item', { lineItemId: line.id, orderedQty: 25, estLineTotal: 1 });
    expect(edited.json().data.poItems[0].est_line_total).toBe(100);
    expect(edited.json().data.po.netTotal).toBe(112);
    const amoxLine = added.json().data.poItems[1].id;
    expect((await proc.post('po/remove-line-item', { lineItemId: amoxLine })).json().data.poItems).toHaveLength(1);
    expect((await proc.post('po/submit', { poId })).statusCode).toBe(400); // no supplier
    expect((await proc.post('po/submit', { poId, supplierId, requiredDate: '2020-01-01' })).json().message).toMatch(/Required date/);
    const sub = await proc.post('po/submit', { poId, supplierId, requiredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) });
    expect(sub.json().data.po.status).toBe('submitted');
    const late = await proc.post('po/edit-line-item', { lineItemId: line.id, orderedQty: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/is submitted: only a draft/);
    expect((await proc.post('po/discard', { poId })).statusCode).toBe(409);
    expect((await proc.post('po/cancel', { poId })).json().data.po.status).toBe('cancelled');
    expect((await proc.post('po/cancel', { poId })).statusCode).toBe(409);
    const listed = await grn.get('po/get-po-list', { status: 'cancelled', supplier: supplierId });
    expect(listed.json().data.items.map((p: { id: number }) => p.id)).toContain(poId);
    const audit = await sql<{ action: string }>`SELECT action FROM audit_log WHERE entity = 'purchase_order' AND record_id = ${String(poId)} ORDER BY id`.execute(t.app.db);
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'add_line', 'add_line', 'edit_line', 'remove_line', 'submit', 'cancel']);
  });

  it('discards a draft, replaces its lines with update, and refuses a GRN officer creating one', async () => {
    const poId = (await proc.post('po/create', { type: 'new', productId: panadol, orderedQty: 1 })).json().data.po.id;
    const upd = await proc.post('po/update', { poId, supplierId, requiredDate: null, lineItems: [{ productId: amoxil, orderedQty: 4 }] });
    expect(upd.json().data.poItems.map((l: { product_id: number }) => l.product_id)).toEqual([amoxil]);
    expect((await grn.post('po/create', { type: 'new', productId: panadol, orderedQty: 1 })).statusCode).toBe(403);
    expect((await proc.post('po/discard', { poId })).json().data.po.status).toBe('discarded');
    expect((await proc.get(`po/fetch/${poId}`)).json().data.po.status).toBe('discarded');
  });

  it('makes one draft per supplier from ROL lines in one call', async () => {
    const rol = await proc.get('product/admin/get-rol-products-list');
    const ids = rol.json().data.items.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([panadol, amoxil]));
    const suggested = rol.json().data.items.find((p: { id: number }) => p.id === panadol).suggestedQuantity;
    expect(suggested).toBe(200);
    const made = await proc.post('po/create-from-rol', { lines: [{ productId: panadol, orderedQty: suggested }, { productId: amoxil, orderedQty: 5 }] });
    expect(made.json().data.count).toBe(2);
    expect(made.json().data.items.map((p: { supplierId: number }) => p.supplierId).sort()).toEqual([supplierId, t.ids.supplierIds[1]].sort());
    expect((await proc.post('po/create-from-rol', { lines: [{ productId: 999999, orderedQty: 1 }] })).statusCode).toBe(400);
  });
});
