import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { expireQuotations } from '../../../src/server/jobs/quotationExpiry';
import { intakeCustomer, seedMoneyFixture, type MoneyFixture } from './fixtures';

let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn;
let customer: Awaited<ReturnType<typeof intakeCustomer>>;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'pharmacist');
  customer = await intakeCustomer(t.app, 'Kamala Dias', '+94 71 222 3333');
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn = ph) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const statusOf = async (id: number) => (await sql<{ status: number; payment: string | null }>`SELECT status, payment_method AS payment FROM orders WHERE id = ${id}`.execute(t.app.db)).rows[0];
const heldBy = async (id: number) => (await sql<{ n: number }>`SELECT coalesce(sum(quantity), 0)::int AS n FROM reservations WHERE order_id = ${id} AND status = 'active'`.execute(t.app.db)).rows[0].n;

/** An order placed through the intake API and quoted (submitted: stock reserved). */
async function quotedOrder(quantity = 6): Promise<number> {
  const id = await customer.order();
  expect((await post('quotations/create-new-quotation', { orderId: id, formValues: { productId: fx.products.vitamin, quantity } })).statusCode).toBe(200);
  expect((await post('quotations/submit-quotation', { orderId: id, deliveryFee: 0 })).statusCode).toBe(200);
  return id;
}

describe('quotation expiry, reactivation and the cashless flow', () => {
  it('the expiry job moves unanswered quotations past validity to 23 and releases them; one round at a time', async () => {
    const due = await quotedOrder();
    const fresh = await quotedOrder();
    expect(await heldBy(due)).toBe(6);
    await sql`UPDATE quotations SET valid_until = now() - interval '1 minute' WHERE order_id = ${due}`.execute(t.app.db);
    const rounds = await Promise.all([expireQuotations(t.app), expireQuotations(t.app)]);
    expect(rounds.flatMap((r) => r.expired)).toEqual([due]);
    expect(await statusOf(due)).toMatchObject({ status: 23 });
    expect(await statusOf(fresh)).toMatchObject({ status: 3 });
    expect(await heldBy(due)).toBe(0);
    const q = (await sql<{ status: number }>`SELECT status FROM quotations WHERE order_id = ${due}`.execute(t.app.db)).rows[0];
    expect(q.status).toBe(3);
    const log = (await sql<{ actor: string; action: string }>`SELECT actor, action FROM order_logs WHERE order_id = ${due} ORDER BY id DESC LIMIT 1`.execute(t.app.db)).rows[0];
    expect(log).toEqual({ actor: 'system', action: 'expireQuotation' });
    expect((await expireQuotations(t.app)).expired).toEqual([]);

    // The customer asks again (24); staff reactivate: offered again (3) with its stock reserved.
    expect((await customer.call(`${due}/request-new-quotation`, { message: 'Still need these please' })).statusCode).toBe(200);
    expect(await statusOf(due)).toMatchObject({ status: 24 });
    const assistant = await signIn(t.app, 'invoicing_assistant');
    expect((await post('quotations/activate-quotation', { orderId: due }, assistant)).statusCode).toBe(403);
    const res = await post('quotations/activate-quotation', { orderId: due });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quotation).toMatchObject({ status: 0 });
    expect(await statusOf(due)).toMatchObject({ status: 3 });
    expect(await heldBy(due)).toBe(6);
    expect((await post('quotations/activate-quotation', { orderId: due })).statusCode).toBe(409);
  });

  it('cashless: change request releases (25), staff revise and answer (26, reserved), the customer approves (27), invoicing starts', async () => {
    const id = await quotedOrder(8);
    expect((await customer.call(`${id}/cashless-request-change`, { message: 'My insurer covers only 5' })).statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 25 });
    expect(await heldBy(id)).toBe(0);
    const d = (await t.app.inject({ method: 'GET', url: `/api/v1/quotations/get-order-quotation-details?orderId=${id}`, headers: ph.headers })).json().data;
    expect(d).toMatchObject({ editable: true, submittable: true });
    expect((await post('quotations/update-quotation-line-item', { orderId: id, lineId: d.lineItems[0].lineId, formValues: { quantity: 5 } })).statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 25 });
    expect((await customer.call(`${id}/cashless-approve`, {})).statusCode).toBe(409);
    expect((await post('quotations/submit-quotation', { orderId: id, deliveryFee: 0 })).statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 26 });
    expect(await heldBy(id)).toBe(5);
    expect((await customer.call(`${id}/cashless-approve`, { deliverySlot: fx.slots.roomy })).statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 27, payment: 'cashless' });
    expect(await heldBy(id)).toBe(5);
    expect((await post('quotations/submit-invoice-pending-status', { orderId: id })).statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 6 });
  });

  it('guards: edits only while quoting; submit only from quoting; roles without the ability are refused', async () => {
    const id = await quotedOrder(2);
    expect((await post('quotations/create-new-quotation', { orderId: id, formValues: { productId: fx.products.panadol, quantity: 1 } })).json().message)
      .toMatch(/can be edited only while quoting/);
    expect((await post('quotations/submit-quotation', { orderId: id })).statusCode).toBe(409);
    const finance = await signIn(t.app, 'finance');
    expect((await post('quotations/create-new-quotation', { orderId: id, formValues: { productId: fx.products.panadol, quantity: 1 } }, finance)).statusCode).toBe(403);
    expect((await post('quotations/batch-wise-invoice', { orderId: id }, finance)).statusCode).toBe(403);
    expect((await post('quotations/batch-wise-invoice', { orderId: id })).statusCode).toBe(409);
    expect((await post('quotations/admin/generate-credit-note-batch-wise', { orderId: id, reason: 'x', lineItems: [{ invoiceLineId: 1, quantity: 1 }] }, finance)).json().message)
      .toMatch(/no posted invoice/);
  });
});
