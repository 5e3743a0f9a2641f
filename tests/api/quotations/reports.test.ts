import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { expireQuotations } from '../../../src/server/jobs/quotationExpiry';
import { dayIn, intakeCustomer, seedMoneyFixture, type MoneyFixture } from './fixtures';

let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn;
let finance: SignedIn;
let expiredOrder: number;
let cancelledOrder: number;

const post = (url: string, payload: object, who = ph) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const report = (path: string, who: SignedIn, extra = '') => t.app.inject({ method: 'GET', url: `/api/v1${path}?startDate=${dayIn(-1)}&endDate=${dayIn(5)}${extra}`, headers: who.headers });

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'chief_pharmacist');
  finance = await signIn(t.app, 'finance');
  const customer = await intakeCustomer(t.app, 'Priya Raj', '+94 72 888 9999');
  expiredOrder = await customer.order();
  await post('quotations/create-new-quotation', { orderId: expiredOrder, formValues: { productId: fx.products.vitamin, quantity: 3 } });
  await post('quotations/submit-quotation', { orderId: expiredOrder, deliveryFee: 0 });
  await sql`UPDATE quotations SET valid_until = now() - interval '1 minute' WHERE order_id = ${expiredOrder}`.execute(t.app.db);
  await expireQuotations(t.app);
  cancelledOrder = await customer.order();
  await post('quotations/create-new-quotation', { orderId: cancelledOrder, formValues: { productId: fx.products.panadol, quantity: 6 } });
  await post('quotations/submit-quotation', { orderId: cancelledOrder, deliveryFee: 50 });
  await customer.call(`${cancelledOrder}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: dayIn(2), deliverySlot: fx.slots.roomy });
  await post('quotations/submit-invoice-pending-status', { orderId: cancelledOrder });
  expect((await post('quotations/batch-wise-invoice', { orderId: cancelledOrder })).statusCode).toBe(200);
  const info = (await t.app.inject({ method: 'GET', url: `/api/v1/quotations/get-credit-note-info?orderId=${cancelledOrder}`, headers: finance.headers })).json().data;
  await post('quotations/admin/generate-credit-note-batch-wise', { orderId: cancelledOrder, reason: 'Broken seal', lineItems: [{ invoiceLineId: info.lineItems[0].invoiceLineId, quantity: 2, restock: false }] }, finance);
  expect((await post('orders/admin/cancel-order', { orderId: cancelledOrder, formValues: { reason: 'Customer left' } }, finance)).statusCode).toBe(200);
});
afterAll(async () => { await t?.close(); });

describe('money-path reports (report declarations)', () => {
  it('quotation expiry lists the expired quotation with its total and the order now', async () => {
    const res = await report('/orders/admin/quotation-expiry-report', await signIn(t.app, 'management'));
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.items).toEqual([expect.objectContaining({ orderId: `HN${String(expiredOrder).padStart(6, '0')}`, netTotal: 12, quotationStatus: 'Expired' })]);
    expect(d.totals).toMatchObject({ quotationId: 1, netTotal: 12 });
    expect((await report('/orders/admin/quotation-expiry-report', finance)).statusCode).toBe(403);
  });

  it('quotation expiry keeps an expired quotation offered again (its expireQuotation log), not the others in the period', async () => {
    const management = await signIn(t.app, 'management');
    await sql`UPDATE quotations SET status = 0 WHERE order_id = ${expiredOrder}`.execute(t.app.db);
    try {
      const d = (await report('/orders/admin/quotation-expiry-report', management)).json().data;
      expect(d.items).toEqual([expect.objectContaining({ orderId: `HN${String(expiredOrder).padStart(6, '0')}`, quotationStatus: 'Offered again' })]);
      expect(d.count).toBe(1);
      await sql`DELETE FROM order_logs WHERE order_id = ${expiredOrder} AND action = 'expireQuotation'`.execute(t.app.db);
      expect((await report('/orders/admin/quotation-expiry-report', management)).json().data).toMatchObject({ items: [], count: 0, totals: { quotationId: 0, netTotal: 0 } });
    } finally {
      await sql`UPDATE quotations SET status = 3 WHERE order_id = ${expiredOrder}`.execute(t.app.db);
    }
  });

  it('daily credit memo lists each credit line: the write-off and the cancellation credit', async () => {
    const d = (await report('/quotations/daily-credit-memo-report', finance)).json().data;
    expect(d.items.map((r: { quantity: number; restocked: boolean }) => [r.quantity, r.restocked]).sort()).toEqual([[2, false], [4, true]]);
    expect(d.totals).toMatchObject({ quantity: 6, amount: 60 });
    const csv = await report('/quotations/daily-credit-memo-report', finance, '&format=csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Broken seal');
  });

  it('invoice cancellation and HBS invoice items show the posted and cancelled invoice', async () => {
    const admin = await signIn(t.app, 'super_admin');
    const cancelled = (await report('/quotations/invoice-cancellation', admin)).json().data;
    // The whole invoice came back, so the last credit note refunded the delivery fee too (docs/money.md): 60 of goods + 50.
    expect(cancelled.items).toEqual([expect.objectContaining({ netTotal: 110, credited: 110, reason: 'Customer left' })]);
    const hbs = (await report('/quotations/hbs-invoice-report', ph)).json().data;
    expect(hbs.totals).toMatchObject({ quantity: 6, lineTotal: 60 });
    expect(hbs.items.every((r: { invoiceStatus: string }) => r.invoiceStatus === 'cancelled')).toBe(true);
  });
});
