import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { dayIn, intakeCustomer, seedMoneyFixture, type MoneyFixture } from './fixtures';

let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn;
let customer: Awaited<ReturnType<typeof intakeCustomer>>;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'chief_pharmacist');
  customer = await intakeCustomer(t.app, 'Sunil Bandara', '+94 70 444 5555');
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: ph.headers, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: ph.headers });

/** An order placed, quoted (Panadol × quantity), accepted and in invoicing (6). */
async function invoicingOrder(quantity: number, promo?: string): Promise<number> {
  const id = await customer.order();
  await post('quotations/create-new-quotation', { orderId: id, formValues: { productId: fx.products.panadol, quantity } });
  if (promo) expect((await post('promocode/admin/redeem-from-promo-code', { orderId: id, promoCode: promo })).statusCode).toBe(200);
  await post('quotations/submit-quotation', { orderId: id, deliveryFee: 100 });
  await customer.call(`${id}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: dayIn(2), deliverySlot: fx.slots.roomy });
  expect((await post('quotations/submit-invoice-pending-status', { orderId: id })).statusCode).toBe(200);
  return id;
}

describe('invoice drafting extras and promo limits', () => {
  it('lists a product\'s batches for the order, with what this order may take and expiry flags', async () => {
    const id = await invoicingOrder(10);
    const batches = (await get(`quotations/edit-batches?orderId=${id}&productId=${fx.products.panadol}`)).json().data;
    const byId = new Map(batches.map((b: { _id: number }) => [b._id, b]));
    expect(byId.get(fx.batches.panadolSoon)).toMatchObject({ quantity: 30, expired: false });
    expect(byId.get(fx.batches.panadolExpired)).toMatchObject({ expired: true });
    expect((await get(`quotations/edit-batches?orderId=${id}`)).statusCode).toBe(400);
  });

  it('additional data changes the draft\'s fee (two decimals at most) and the totals follow', async () => {
    const id = await invoicingOrder(5);
    expect((await post('quotations/submit-invoice-additional-data', { orderId: id, deliveryFee: 10.005 })).statusCode).toBe(400);
    const res = await post('quotations/submit-invoice-additional-data', { orderId: id, deliveryFee: 75.5, deliveryAddress: '9 Park Street, Colombo 02' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invoice).toMatchObject({ deliveryFee: 75.5, linesTotal: 50, netTotal: 125.5 });
  });

  it('a fresh proposal discards the edited draft and proposes first expiry first again', async () => {
    const id = await invoicingOrder(8);
    const first = (await get(`quotations/fetch-batch-wise-invoice?orderId=${id}`)).json().data;
    await post('quotations/edit-batches', { orderId: id, lines: [{ product_id: fx.products.panadol, batch_id: fx.batches.panadolLater, batch_qty: 8 }] });
    const redo = (await post('quotations/submit-new-order-invoice', { orderId: id })).json().data;
    expect(redo.invoice.invoiceId).not.toBe(first.invoice.invoiceId);
    expect(redo.line_items.map((l: { batch_id: number }) => l.batch_id)).toEqual(first.line_items.map((l: { batch_id: number }) => l.batch_id));
    await post('quotations/batch-wise-invoice', { orderId: id });
    const posted = (await get(`quotations/line-items-batch-wise?orderId=${id}`)).json().data;
    expect(posted).toHaveLength(first.line_items.length);
    expect((await post('quotations/submit-new-order-invoice', { orderId: id })).statusCode).toBe(409);
  });

  it('a code with a usage limit is exhausted once used; the invoice carries the promo discount', async () => {
    const id = await invoicingOrder(10, 'ONCE');
    const inv = (await get(`quotations/fetch-batch-wise-invoice?orderId=${id}`)).json().data.invoice;
    // 5% of 100, capped at Panadol's 20% maximum.
    expect(inv).toMatchObject({ linesTotal: 100, promoDiscount: 5, netTotal: 195 });
    const other = await customer.order();
    await post('quotations/create-new-quotation', { orderId: other, formValues: { productId: fx.products.panadol, quantity: 1 } });
    const again = await post('promocode/admin/redeem-from-promo-code', { orderId: other, promoCode: 'ONCE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/exhausted/);
    const check = (await get(`promocode/admin/check-active-promocodes-data?orderId=${other}`)).json().data;
    expect(check.promoCodes.find((c: { code: string }) => c.code === 'ONCE')).toMatchObject({ usable: false });
  });
});

describe('the batch-wise invoice PDF (document service)', () => {
  it('prints the invoice by batch (print-batches and the GET twin); an order without an invoice is 404', async () => {
    const id = await invoicingOrder(4);
    const res = await post('quotations/print-batches', { orderId: id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toMatch(/invoice-\d{6}\.pdf/);
    expect((await get(`quotations/invoice-pdf?orderId=${id}`)).headers['content-type']).toBe('application/pdf');
    const none = await customer.order();
    expect((await post('quotations/print-batches', { orderId: none })).statusCode).toBe(404);
  });
});
