import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { dayIn, seedMoneyFixture, type MoneyFixture } from '../quotations/fixtures';
import { invoicedOrder, secondRider } from './fixtures';

/** Re-assigning a run's rider changes the rider, not the van: a vehicle number or note left empty is kept (issue 21). */
let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn; let planner: SignedIn;
let riders: number[];
const orders: number[] = [];

const post = (url: string, payload: object, who: SignedIn) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const runOf = async (orderId: number) => (await sql<{ id: number; agent_id: number; vehicle_number: string | null; note: string | null }>`
  SELECT r.id, r.agent_id, r.vehicle_number, r.note FROM orders o JOIN dispatch_runs r ON r.id = o.dispatch_run_id WHERE o.id = ${orderId}`.execute(t.app.db)).rows[0];

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'pharmacist');
  planner = await signIn(t.app, 'logistic_planner');
  riders = [(await signIn(t.app, 'delivery_agent')).userId, (await secondRider(t.app)).id];
  for (let i = 0; i < 2; i++) {
    const id = await invoicedOrder(t.app, fx, ph, `+94 77 410 10${i}0`);
    expect((await post('chats/start-pharmacy-preparation', { orderId: id }, ph)).statusCode).toBe(200);
    expect((await post('chats/end-pharmacy-preparation', { orderId: id }, ph)).statusCode).toBe(200);
    orders.push(id);
  }
  const first = await post('orders/admin/set-dispatch-bucket', { orderIds: orders, orderType: 'assign',
    formValues: { riderId: riders[0], deliveryDate: dayIn(2), vehicleNumber: 'WP BHK-4521', note: 'Back gate' } }, planner);
  expect(first.statusCode, first.body).toBe(200);
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('re-assign rider', () => {
  it('keeps the vehicle and note unless the planner types new ones, over any sequence of re-assignments', async () => {
    let expected = { vehicle: 'WP BHK-4521' as string | null, note: 'Back gate' as string | null };
    const typed = fc.option(fc.constantFrom('CAB-1122', 'WP KX-9', ''), { nil: null });
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 1 }), typed, typed, async (rider, vehicle, note) => {
      const before = await runOf(orders[0]);
      const formValues = { riderId: riders[rider], deliveryDate: dayIn(2), ...(vehicle === null ? {} : { vehicleNumber: vehicle }), ...(note === null ? {} : { note }) };
      const res = await post('orders/admin/set-dispatch-bucket', { orderIds: orders, orderType: 'reassign', formValues }, planner);
      expect(res.statusCode, res.body).toBe(200);
      expected = { vehicle: vehicle || expected.vehicle, note: note || expected.note };
      for (const id of orders) {
        const run = await runOf(id);
        expect(run.id).not.toBe(before.id);
        expect(run).toMatchObject({ agent_id: riders[rider], vehicle_number: expected.vehicle, note: expected.note });
      }
      expect(res.json().data.run).toMatchObject({ vehicle_number: expected.vehicle });
    }), { numRuns: 12 });
  });
});
