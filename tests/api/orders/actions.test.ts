import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from './fixtures';

let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 6);
  ph = await signIn(t.app, 'pharmacist');
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn = ph) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/admin/${url}`, headers: who.headers, payload });
const counts = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/chats/fetch-chats-counts', headers: ph.headers })).json().data;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('order actions through the order service', () => {
  it('cancels an order before invoicing: status, reason, log and counts move together', async () => {
    const before = await counts();
    const res = await post('cancel-order', { orderId: fx.orders.fresh, formValues: { reason: 'Customer bought it elsewhere' } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ action: 'cancel', from: 1, to: 17 });
    expect(data.row).toMatchObject({ id: fx.orders.fresh, status: 17, stage: 'cancelled' });
    const after = await counts();
    expect(after.all.cancelled).toBe(before.all.cancelled + 1);
    expect(after.all.new_requests).toBe(before.all.new_requests - 1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/get-order-updated-details?orderId=${fx.orders.fresh}`, headers: ph.headers })).json().data;
    expect(detail.cancellationReason).toBe('Customer bought it elsewhere');
    const logs = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/get-all-order-logs?orderId=${fx.orders.fresh}`, headers: ph.headers })).json().data;
    expect(logs.at(-1)).toMatchObject({ action: 'cancel', fromStatus: 1, toStatus: 17, agentId: ph.userId });
  });

  it('refuses what the lifecycle does not allow with 409 and a reason', async () => {
    const again = await post('cancel-order', { orderId: fx.orders.fresh, formValues: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/cancelled/);
    const early = await post('complete-order', { orderId: fx.orders.quoted, formValues: {} });
    expect(early.statusCode).toBe(409);
  });

  it('completes a delivered order', async () => {
    const res = await post('complete-order', { orderId: `HN${String(fx.orders.delivered).padStart(6, '0')}`, formValues: { note: 'Customer confirmed receipt' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ from: 15, to: 21, stage: 'completed' });
  });

  it('confirms a quotation on the customer\'s behalf: payment, delivery date and slot, stock reserved', async () => {
    const res = await post('confirm-quotation-by-agent', { orderId: fx.orders.quoted, paymentMethod: 'card', deliveryDate: tomorrow(), deliverySlot: fx.slotId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ action: 'confirmQuotationByAgent', from: 3, to: 5, stage: 'to_be_invoiced' });
    expect(res.json().data.row).toMatchObject({ payment_method: 'card', delivery_date: tomorrow(), delivery_slot: 'Morning 9-12', sorting_type: 'delivery_date' });
    const reserved = await sql<{ n: number }>`SELECT coalesce(sum(quantity), 0)::int AS n FROM reservations WHERE order_id = ${fx.orders.quoted} AND status = 'active'`.execute(t.app.db);
    expect(reserved.rows[0].n).toBe(50);
  });

  it('checks the confirm form: a past date or an unknown slot is a 400', async () => {
    expect((await post('confirm-quotation-by-agent', { orderId: fx.orders.waiting, paymentMethod: 'cash', deliveryDate: '2020-01-01' })).statusCode).toBe(400);
    expect((await post('confirm-quotation-by-agent', { orderId: fx.orders.waiting, paymentMethod: 'cash', deliveryDate: tomorrow(), deliverySlot: 9999 })).statusCode).toBe(400);
    expect((await post('confirm-quotation-by-agent', { orderId: fx.orders.waiting, paymentMethod: 'cheque', deliveryDate: tomorrow() })).statusCode).toBe(400);
  });

  it('only roles with the ability: invoiced orders need orders.cancel_invoiced; other locations are hidden', async () => {
    const invoiced = await post('cancel-order', { orderId: fx.orders.invoiced, formValues: { reason: 'x' } });
    expect(invoiced.statusCode).toBe(403);
    const assistant = await signIn(t.app, 'invoicing_assistant');
    expect((await post('cancel-order', { orderId: fx.orders.waiting, formValues: {} }, assistant)).statusCode).toBe(403);
    const ext = await signIn(t.app, 'external_pharmacist');
    expect((await post('cancel-order', { orderId: fx.orders.waiting, formValues: {} }, ext)).statusCode).toBe(404);
    expect((await post('cancel-order', { orderId: fx.orders.galle, formValues: { reason: 'Duplicate' } }, ext)).statusCode).toBe(200);
  });
});
