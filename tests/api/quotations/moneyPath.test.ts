import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { checkDatabase } from '../../../src/server/db/check';
import { batchBalance, dayIn, intakeCustomer, seedMoneyFixture, type MoneyFixture } from './fixtures';

let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn;
let finance: SignedIn;
let orderId: number;
let customer: Awaited<ReturnType<typeof intakeCustomer>>;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'chief_pharmacist');
  finance = await signIn(t.app, 'finance');
  customer = await intakeCustomer(t.app, 'Nimal Perera', '+94 77 100 2000');
  orderId = await customer.order();
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn = ph) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const get = (url: string, who: SignedIn = ph) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const status = async () => (await sql<{ status: number }>`SELECT status FROM orders WHERE id = ${orderId}`.execute(t.app.db)).rows[0].status;
const held = async () => (await sql<{ batchId: number; quantity: number }>`SELECT batch_id AS "batchId", quantity FROM reservations
  WHERE order_id = ${orderId} AND status = 'active' ORDER BY batch_id`.execute(t.app.db)).rows;
const line = (productId: number, quantity: number) => ({ orderId, formValues: { productCode: `P${String(productId).padStart(6, '0')}`, quantity } });

describe('the money path: quotation → reserve → accept → confirm → batch-wise invoice → credit note', () => {
  it('searches the product master as one types: available stock, lowest unit, price and flags', async () => {
    const res = await get('quotations/get-products-master?typeIn=pana');
    expect(res.statusCode).toBe(200);
    // The expired batch's 50 do not count.
    expect(res.json().data).toEqual([expect.objectContaining({ productName: 'Panadol 500mg Tablets', available: 130, lowestUom: 'Tablet', retailPrice: 10, coldStorage: false, narcotic: false })]);
    expect((await get('quotations/get-products-master?typeIn=amoxi')).json().data[0]).toMatchObject({ narcotic: true, available: 200 });
    expect((await get('quotations/get-products-master?typeIn=ascorbic')).json().data[0]).toMatchObject({ coldStorage: true });
  });

  it('adds lines (quoting starts), refuses more than is available with INSUFFICIENT_QTY__<available>, and bad numbers with 400', async () => {
    const first = await post('quotations/create-new-quotation', line(fx.products.panadol, 40));
    expect(first.statusCode).toBe(200);
    expect(await status()).toBe(2);
    const short = await post('quotations/create-new-quotation', line(fx.products.amoxil, 201));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ message: 'INSUFFICIENT_QTY__200', details: [{ productId: fx.products.amoxil, available: 200, requested: 201 }] });
    expect((await post('quotations/create-new-quotation', line(fx.products.amoxil, 0))).statusCode).toBe(400);
    expect((await post('quotations/create-new-quotation', line(fx.products.amoxil, 1.5))).statusCode).toBe(400);
    const twice = await post('quotations/create-new-quotation', line(fx.products.panadol, 1));
    expect(twice.statusCode).toBe(409);
    await post('quotations/create-new-quotation', line(fx.products.amoxil, 10));
    const third = await post('quotations/create-new-quotation', line(fx.products.vitamin, 5));
    const d = third.json().data;
    expect(d.lineItems.map((l: { productName: string; quantity: number }) => [l.productName, l.quantity])).toEqual([
      ['Panadol 500mg Tablets', 40], ['Amoxil 250mg Capsules', 10], ['Vitamin C 1000mg Tablets', 5]]);
    expect(d.quotation).toMatchObject({ linesTotal: 400 + 255 + 20, netTotal: 675 });
  });

  it('updates and removes lines with the totals recomputed by the server; nothing changes on a refusal', async () => {
    const d = (await get(`quotations/get-order-quotation-details?orderId=${orderId}`)).json().data;
    const vitamin = d.lineItems.find((l: { productId: number }) => l.productId === fx.products.vitamin);
    const tooMany = await post('quotations/update-quotation-line-item', { orderId, lineId: vitamin.lineId, formValues: { quantity: 501 } });
    expect(tooMany.json().message).toBe('INSUFFICIENT_QTY__500');
    const upd = await post('quotations/update-quotation-line-item', { orderId, lineId: vitamin.lineId, formValues: { quantity: 10 } });
    expect(upd.json().data.quotation.linesTotal).toBe(695);
    const rm = await post('quotations/remove-line-items-from-quotation', { quotationId: d.quotation.quotationId, lineItemIds: [vitamin.lineId] });
    expect(rm.statusCode).toBe(200);
    expect(rm.json().data.lineItems).toHaveLength(2);
    expect(rm.json().data.quotation.linesTotal).toBe(655);
  });

  it('submits with fee and dispensing: the stock is reserved first expiry first and the order waits for the customer', async () => {
    expect((await post('quotations/submit-quotation', { orderId, deliveryFee: 150.555 })).statusCode).toBe(400);
    expect((await post('quotations/submit-quotation', { orderId, deliveryFee: -1 })).statusCode).toBe(400);
    const res = await post('quotations/submit-quotation', { orderId, deliveryFee: 150, dispensePeriod: 30, dispenseType: 'full' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quotation).toMatchObject({ deliveryFee: 150, netTotal: 805, dispensePeriod: 30, dispenseType: 'full' });
    expect(await status()).toBe(3);
    expect(await held()).toEqual([{ batchId: fx.batches.panadolSoon, quantity: 30 }, { batchId: fx.batches.panadolLater, quantity: 10 }, { batchId: fx.batches.amoxilLater, quantity: 10 }]);
    expect((await post('quotations/create-new-quotation', line(fx.products.vitamin, 1))).statusCode).toBe(409);
  });

  it('a change request through the intake API releases the reservation and reopens the editor', async () => {
    const res = await customer.call(`${orderId}/request-change`, { message: 'Only 35 Panadol please' });
    expect(res.statusCode).toBe(200);
    expect(await status()).toBe(4);
    expect(await held()).toEqual([]);
    const d = (await get(`quotations/get-order-quotation-details?orderId=${orderId}`)).json().data;
    expect(d.editable).toBe(true);
    const panadol = d.lineItems.find((l: { productId: number }) => l.productId === fx.products.panadol);
    expect((await post('quotations/update-quotation-line-item', { orderId, lineId: panadol.lineId, formValues: { quantity: 35 } })).statusCode).toBe(200);
    expect(await status()).toBe(2);
    expect((await post('quotations/submit-quotation', { orderId, deliveryFee: 150 })).statusCode).toBe(200);
    expect(await held()).toEqual([{ batchId: fx.batches.panadolSoon, quantity: 30 }, { batchId: fx.batches.panadolLater, quantity: 5 }, { batchId: fx.batches.amoxilLater, quantity: 10 }]);
  });

  it('redeems a promo code once: discount capped per line by the product maximum, shown in the totals', async () => {
    const check = (await get(`promocode/admin/check-active-promocodes-data?orderId=${orderId}`)).json().data;
    expect(check.applied).toBeNull();
    expect(check.promoCodes.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['SAVE10', 'FLAT50']));
    expect((await post('promocode/admin/redeem-from-promo-code', { orderId, promoCode: 'NOPE' })).statusCode).toBe(404);
    expect((await post('promocode/admin/redeem-from-promo-code', { orderId, promoCode: 'OLD5' })).json().message).toMatch(/expired/);
    expect((await post('promocode/admin/redeem-from-promo-code', { orderId, promoCode: 'BIGBASKET' })).json().message).toMatch(/at least/);
    const res = await post('promocode/admin/redeem-from-promo-code', { orderId, promoCode: 'save10' });
    expect(res.statusCode).toBe(200);
    // 10% of Panadol 350 (max 20% allowed) = 35; Amoxil allows 0% → 0.
    expect(res.json().data.applied).toMatchObject({ promoCode: 'SAVE10', discountAmount: 35 });
    const q = (await get(`quotations/get-order-quotation-details?orderId=${orderId}`)).json().data.quotation;
    expect(q).toMatchObject({ linesTotal: 605, promoDiscount: 35, netTotal: 720, promoCode: 'SAVE10' });
    expect((await post('promocode/admin/redeem-from-promo-code', { orderId, promoCode: 'SAVE10' })).json().message).toMatch(/already used/);
    expect((await post('promocode/admin/redeem-from-promo-code', { orderId, promoCode: 'FLAT50' })).statusCode).toBe(409);
  });

  it('lists delivery slots with capacity; a full slot is refused with a clear message', async () => {
    const other = await customer.order();
    await sql`UPDATE orders SET delivery_date = ${dayIn(60)}::date, delivery_slot_id = ${fx.slots.tiny} WHERE id = ${other}`.execute(t.app.db);
    const slots = (await get(`orders/delivery-slot?deliveryDate=${dayIn(60)}`)).json().data;
    expect(slots.find((s: { id: number }) => s.id === fx.slots.tiny)).toMatchObject({ capacity: 1, booked: 1, remaining: 0, full: true });
    const full = await post('orders/admin/confirm-quotation-by-agent', { orderId, paymentMethod: 'cash', deliveryDate: dayIn(60), deliverySlot: fx.slots.tiny });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/Delivery slot "Tiny 9-12" on .* is full \(1 of 1 booked\)/);
    expect(await status()).toBe(3);
  });

  it('the customer accepts through the intake API: the reservation made at submit is kept', async () => {
    const before = await held();
    const res = await customer.call(`${orderId}/accept-quotation`, { paymentMethod: 'card', deliveryDate: dayIn(60), deliverySlot: fx.slots.roomy });
    expect(res.statusCode).toBe(200);
    expect(await status()).toBe(5);
    expect(await held()).toEqual(before);
  });

  it('starts invoicing with a first-expiry-first proposal; expired batches are never offered; batches expiring before delivery are marked', async () => {
    expect((await post('quotations/submit-invoice-pending-status', { orderId }, finance)).statusCode).toBe(403);
    const res = await post('quotations/submit-invoice-pending-status', { orderId });
    expect(res.statusCode).toBe(200);
    expect(await status()).toBe(6);
    const d = (await get(`quotations/fetch-batch-wise-invoice?orderId=${orderId}`)).json().data;
    const panadol = d.line_items.filter((l: { product_id: number }) => l.product_id === fx.products.panadol);
    expect(panadol.map((l: { batch_id: number; batch_qty: number }) => [l.batch_id, l.batch_qty])).toEqual([[fx.batches.panadolSoon, 30], [fx.batches.panadolLater, 5]]);
    expect(panadol[0]).toMatchObject({ quantity: 35, batch: fx.soonBatchName, batch_qty_overloaded: false, expires_before_delivery: true, odoo_product_id: expect.stringMatching(/^P\d{6}$/) });
    const offered = panadol[0].available_batches.map((b: { _id: number }) => b._id);
    expect(offered).not.toContain(fx.batches.panadolExpired);
    expect(panadol[0].available_batches.find((b: { _id: number }) => b._id === fx.batches.panadolLater)).toMatchObject({ show: false });
    expect(d.quotation_data).toMatchObject({ deliveryFee: 150, promoDiscount: 35 });
    // Asking again answers the same draft.
    const again = (await post('quotations/submit-invoice-pending-status', { orderId })).json().data;
    expect(again.invoice.invoiceId).toBe(d.invoice.invoiceId);
  });

  it('refuses an expired batch, a batch of another product, a batch used twice and an overloaded batch (409, nothing saved)', async () => {
    const base = [
      { product_id: fx.products.amoxil, batch_id: fx.batches.amoxilLater, batch_qty: 10 },
    ];
    const save = (panadol: object[]) => post('quotations/edit-batches', { orderId, lines: [...panadol, ...base] });
    const expired = await save([{ product_id: fx.products.panadol, batch_id: fx.batches.panadolExpired, batch_qty: 35 }]);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/expired/);
    expect((await save([{ product_id: fx.products.panadol, batch_id: fx.batches.amoxilLater, batch_qty: 35 }])).json().message).toMatch(/not a batch of this product/);
    expect((await save([{ product_id: fx.products.panadol, batch_id: fx.batches.panadolLater, batch_qty: 5 }, { product_id: fx.products.panadol, batch_id: fx.batches.panadolLater, batch_qty: 30 }])).json().message).toMatch(/used twice/);
    const over = await save([{ product_id: fx.products.panadol, batch_id: fx.batches.panadolSoon, batch_qty: 35 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: expect.stringMatching(/batch_qty_overloaded/), details: [{ batch_qty_overloaded: true, available: 30, requested: 35 }] });
    const d = (await get(`quotations/fetch-batch-wise-invoice?orderId=${orderId}`)).json().data;
    expect(d.line_items).toHaveLength(3);
    // A split that leaves the quantity short is saved as a draft but refused when posting.
    const short = await save([{ product_id: fx.products.panadol, batch_id: fx.batches.panadolLater, batch_qty: 20 }]);
    expect(short.statusCode).toBe(200);
    const post1 = await post('quotations/batch-wise-invoice', { orderId });
    expect(post1.statusCode).toBe(409);
    expect(post1.json().message).toMatch(/cover 20 of 35/);
    expect(await status()).toBe(6);
  });

  it('posts the invoice once: stock out of the chosen batches, reservation consumed, order invoiced; a second click changes nothing', async () => {
    const before = { soon: await batchBalance(t.app.db, fx.batches.panadolSoon), later: await batchBalance(t.app.db, fx.batches.panadolLater) };
    const lines = [
      { product_id: fx.products.panadol, batch_id: fx.batches.panadolLater, batch_qty: 20 },
      { product_id: fx.products.panadol, batch_id: fx.batches.panadolSoon, batch_qty: 15 },
      { product_id: fx.products.amoxil, batch_id: fx.batches.amoxilLater, batch_qty: 10 },
    ];
    const [a, b] = await Promise.all([post('quotations/batch-wise-invoice', { orderId, lines }), post('quotations/batch-wise-invoice', { orderId, lines })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.alreadyPosted, b.json().data.alreadyPosted].sort()).toEqual([false, true]);
    expect(await status()).toBe(7);
    expect(await held()).toEqual([]);
    const soon = await batchBalance(t.app.db, fx.batches.panadolSoon);
    const later = await batchBalance(t.app.db, fx.batches.panadolLater);
    expect(soon).toMatchObject({ quantity: before.soon.quantity - 15, reserved: before.soon.reserved - 30 });
    expect(later).toMatchObject({ quantity: before.later.quantity - 20, reserved: before.later.reserved - 5 });
    for (const x of [soon, later]) expect([x.quantity, x.reserved]).toEqual([x.ledger, x.ledgerReserved]);
    const inv = a.json().data.invoice;
    // 350 + 255 + 150 fee - 35 promo.
    expect(inv).toMatchObject({ status: 'posted', linesTotal: 605, deliveryFee: 150, promoDiscount: 35, netTotal: 720, invoiceNo: expect.stringMatching(/^\d{6}$/) });
    const third = await post('quotations/batch-wise-invoice', { orderId });
    expect(third.json().data.alreadyPosted).toBe(true);
    expect((await batchBalance(t.app.db, fx.batches.panadolSoon)).quantity).toBe(soon.quantity);
  });

  it('credits one line back to the batch it left (restock) and another as a write-off; the server computes the amount', async () => {
    expect((await get(`quotations/get-credit-note-info?orderId=${orderId}`, ph)).statusCode).toBe(200);
    const pharmacist = await signIn(t.app, 'pharmacist');
    const info = (await get(`quotations/get-credit-note-info?orderId=${orderId}`, finance)).json().data;
    const later = info.lineItems.find((l: { batchId: number }) => l.batchId === fx.batches.panadolLater);
    const amoxil = info.lineItems.find((l: { productId: number }) => l.productId === fx.products.amoxil);
    const body = { orderId, reason: 'Damaged strip', lineItems: [{ invoiceLineId: later.invoiceLineId, quantity: 4, restock: true }, { invoiceLineId: amoxil.invoiceLineId, quantity: 2, restock: false }] };
    expect((await post('quotations/admin/generate-credit-note-batch-wise', body, pharmacist)).statusCode).toBe(403);
    expect((await post('quotations/admin/generate-credit-note-batch-wise', { ...body, lineItems: [{ invoiceLineId: later.invoiceLineId, quantity: 21 }] }, finance)).statusCode).toBe(409);
    const before = await batchBalance(t.app.db, fx.batches.panadolLater);
    const amoxilBefore = await batchBalance(t.app.db, fx.batches.amoxilLater);
    const res = await post('quotations/admin/generate-credit-note-batch-wise', body, finance);
    expect(res.statusCode).toBe(200);
    // 4 of the 20 on the later batch (charged 200 − its promo share 20 = 180) and 2 Amoxil (no promo): 36 + 51.
    expect(res.json().data).toMatchObject({ creditNote: expect.stringMatching(/^\d{6}$/), amount: 87, deliveryFeeRefund: 0 });
    expect((await batchBalance(t.app.db, fx.batches.panadolLater)).quantity).toBe(before.quantity + 4);
    expect((await batchBalance(t.app.db, fx.batches.amoxilLater)).quantity).toBe(amoxilBefore.quantity);
    const after = (await get(`quotations/get-credit-note-info?orderId=${orderId}`, finance)).json().data;
    expect(after.lineItems.find((l: { invoiceLineId: number }) => l.invoiceLineId === later.invoiceLineId)).toMatchObject({ credited: 4, remaining: 16 });
    expect(after.creditNotes).toHaveLength(1);
  });

  it('cancelling the invoiced order (finance) credits the rest, returns it to stock and cancels the invoice', async () => {
    expect((await post('orders/admin/cancel-order', { orderId, formValues: { reason: 'Customer moved abroad' } }, ph)).statusCode).toBe(403);
    const soon = await batchBalance(t.app.db, fx.batches.panadolSoon);
    const res = await post('orders/admin/cancel-order', { orderId, formValues: { reason: 'Customer moved abroad' } }, finance);
    expect(res.statusCode).toBe(200);
    expect(await status()).toBe(17);
    expect((await batchBalance(t.app.db, fx.batches.panadolSoon)).quantity).toBe(soon.quantity + 15);
    const info = (await get(`quotations/get-credit-note-info?orderId=${orderId}`, finance)).json().data;
    expect(info.invoice.status).toBe('cancelled');
    expect(info.creditNotes).toHaveLength(2);
    expect(info.lineItems.every((l: { remaining: number }) => l.remaining === 0)).toBe(true);
    expect(await checkDatabase(t.app.db)).toEqual([]);
  });

  it('leaves an audit record for each quotation, invoice and credit note write', async () => {
    const rows = (await sql<{ entity: string; action: string; role: string | null }>`SELECT entity, action, role FROM audit_log
      WHERE entity IN ('quotation', 'invoice', 'credit_note') ORDER BY id`.execute(t.app.db)).rows;
    const seen = new Set(rows.map((r) => `${r.entity}:${r.action}`));
    for (const k of ['quotation:create', 'quotation:add_line', 'quotation:update_line', 'quotation:remove_lines', 'quotation:submit', 'quotation:redeem_promo',
      'invoice:create', 'invoice:post', 'credit_note:create', 'invoice:cancel']) expect(seen, k).toContain(k);
    expect(rows.find((r) => r.entity === 'credit_note')?.role).toBe('finance');
  });
});
