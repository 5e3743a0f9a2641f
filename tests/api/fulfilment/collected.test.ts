import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { checkDatabase } from '../../../src/server/db/check';
import { checkMoneyInvariants } from '../../../src/server/db/moneyChecks';
import { dayIn, seedMoneyFixture, type MoneyFixture } from '../quotations/fixtures';
import { invoicedOrder } from './fixtures';

/**
 * One definition of "collected" (docs/money.md): a recorded payment not voided, whatever the order's
 * status. The rider's "collected today", the collection report, its details and the settlements of
 * the same orders agree — with an order arrived but not delivered among them (issue 20, HN002748).
 */

let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn; let planner: SignedIn; let rider: SignedIn; let finance: SignedIn;
let delivered: number; let arrived: number; let reset: number;

const post = (url: string, payload: object, who: SignedIn) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const ok = async <R extends { statusCode: number; body: string }>(p: Promise<R>): Promise<R> => { const r = await p; expect(r.statusCode, r.body).toBe(200); return r; };

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  fx = await seedMoneyFixture(t.app.db);
  [ph, planner, rider, finance] = await Promise.all(['pharmacist', 'logistic_planner', 'delivery_agent', 'finance'].map((r) => signIn(t.app, r)));
  const orders = [];
  for (let i = 0; i < 3; i++) orders.push(await invoicedOrder(t.app, fx, ph, `+94 77 410 20${i}0`));
  [delivered, arrived, reset] = orders;
  for (const id of orders) {
    await ok(post('chats/start-pharmacy-preparation', { orderId: id }, ph));
    await ok(post('chats/end-pharmacy-preparation', { orderId: id }, ph));
  }
  const run = await ok(post('orders/admin/set-dispatch-bucket', { orderIds: orders, orderType: 'assign',
    formValues: { riderId: rider.userId, deliveryDate: dayIn(2), deliverySlot: fx.slots.roomy, vehicleNumber: 'WP CAB-1234' } }, planner));
  await ok(post('orders/admin/start-dispatch', { dispatchId: run.json().data.dispatchId }, rider));
  for (const id of orders) await ok(post('chats/delivery-start', { orderId: id }, rider));
  // Each order is due 24.00: delivered paid cash; arrived paid card 10 + cash 14 and is still at the door; reset's payment voided.
  await ok(post('chats/arrived', { orderId: delivered, mode1Type: 'cash', mode1Amount: 24 }, rider));
  await ok(post('chats/delivered', { orderId: delivered }, rider));
  await ok(post('chats/arrived', { orderId: arrived, mode1Type: 'card', mode1Amount: 10, mode2Type: 'cash', mode2Amount: 14 }, rider));
  await ok(post('chats/arrived', { orderId: reset, mode1Type: 'online', mode1Amount: 24 }, rider));
  await ok(post('chats/reset-trip', { orderId: reset }, rider));
}, 120_000);
afterAll(async () => { await t?.close(); });

const today = new Date().toISOString().slice(0, 10);
const riderTotal = async () => {
  const c: Record<string, number> = (await get('orders/admin/get-rider-processing-info', rider)).json().data.collectedToday;
  return Math.round(Object.values(c).reduce((s, n) => s + n * 100, 0)) / 100;
};
const report = async () => (await get(`orders/admin/get-collection-report-data?startDate=${today}&endDate=${today}`, finance)).json().data.items
  .find((r: { rider: string; collected: number }) => r.collected > 0);

describe('"collected": one definition for the rider, the collection report and settlements', () => {
  it('an arrived order\'s payment counts for the rider and in the report alike; a voided one in neither', async () => {
    const info = (await get('orders/admin/get-rider-processing-info', rider)).json().data;
    expect(info.collectedToday).toEqual({ cash: 38, card: 10 });
    expect(await riderTotal()).toBe(48);
    expect(await report()).toMatchObject({ orders: 2, collected: 48, cash: 38, card: 10, online: 0, unsettled: 48 });
    const details = (await get(`quotations/collection-details?startDate=${today}&endDate=${today}`, finance)).json().data;
    expect(details).toMatchObject({ count: 2, totals: { total: 48 } });
    expect(await checkDatabase(t.app.db)).toEqual([]);
  });

  it('settling takes delivered orders only; each settlement\'s total is what the report moves from unsettled to settled', async () => {
    const early = await post('orders/admin/process-settlements', { orderIds: [arrived] }, finance);
    expect(early.statusCode).toBe(409);
    const first = (await ok(post('orders/admin/process-settlements', { orderIds: [delivered] }, finance))).json().data;
    expect(first.total).toBe(24);
    expect(await report()).toMatchObject({ collected: 48, unsettled: 24 });
    expect(await riderTotal()).toBe(48);

    await ok(post('chats/delivered', { orderId: arrived }, rider));
    const second = (await ok(post('orders/admin/process-settlements', { orderIds: [arrived] }, finance))).json().data;
    expect(second).toMatchObject({ total: 24, byMode: { card: 10, cash: 14 } });
    // The same orders, three ways: the rider's hand, the report, the settlements.
    expect(await riderTotal()).toBe(48);
    expect(await report()).toMatchObject({ collected: 48, unsettled: 0 });
    expect(first.total + second.total).toBe(48);
    expect(await checkMoneyInvariants(t.app.db)).toEqual([]);
    expect(await checkDatabase(t.app.db)).toEqual([]);
  });
});
