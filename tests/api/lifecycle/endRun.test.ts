import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { dayIn, seedMoneyFixture, type MoneyFixture } from '../quotations/fixtures';
import { preparedOrder } from '../fulfilment/fixtures';
import { checkDatabase } from '../../../src/server/db/check';
import { orderRunViolations } from '../../../src/server/db/checks/orderRunStates';

/**
 * Ending a dispatch run (rider or planner) leaves no order on the road: arrived ones are delivered
 * on their recorded payment, every other undelivered one (not started, started, on route, cancelled
 * or failed trip) returns to the pharmacy, listed under Returned Orders and re-assignable.
 */
let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn; let planner: SignedIn; let rider: SignedIn;
const orders: number[] = [];

const post = (url: string, payload: object, who: SignedIn) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const ok = async (url: string, payload: object, who: SignedIn) => {
  const res = await post(url, payload, who);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const rows = async (ids: number[]) => (await sql<{ id: number; status: number; run: number | null }>`SELECT id::int AS id, status, dispatch_run_id AS run
  FROM orders WHERE id IN (${sql.join(ids)}) ORDER BY id`.execute(t.app.db)).rows;
const bucket = async (ids: number[], orderType: string) => (await ok('orders/admin/set-dispatch-bucket', {
  orderIds: ids, formValues: { riderId: rider.userId, deliveryDate: dayIn(2), deliverySlot: fx.slots.roomy }, orderType,
}, planner)).dispatchId as number;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'pharmacist');
  planner = await signIn(t.app, 'logistic_planner');
  rider = await signIn(t.app, 'delivery_agent');
  for (let i = 0; i < 6; i++) {
    orders.push(await preparedOrder(t.app, fx, ph, `+94 77 520 30${i}0`));
  }
}, 180_000);
afterAll(async () => { await t?.close(); });

describe('ending a dispatch run', () => {
  let runId: number;

  it('by the rider: every order still in it is settled — arrived delivered, all others returned to the pharmacy', async () => {
    const [started, onRoute, arrived, cancelled, failed, stranded] = orders;
    runId = await bucket(orders.slice(0, 5), 'assign');
    await ok('orders/admin/start-dispatch', { dispatchId: runId }, rider);
    for (const id of [onRoute, arrived, cancelled, failed]) await ok('chats/delivery-start', { orderId: id }, rider);
    await ok('chats/arrived', { orderId: arrived, mode1Type: 'cash', mode1Amount: 10, mode2Type: 'card', mode2Amount: 14 }, rider);
    await ok('chats/cancel-trip', { orderId: cancelled }, rider);
    await ok('chats/failed-trip', { orderId: failed }, rider);
    // What the old demo seed wrote (HN002862): an order still rider_assigned inside the started run.
    const other = await bucket([stranded], 'assign');
    await sql`UPDATE orders SET dispatch_run_id = ${runId} WHERE id = ${stranded}`.execute(t.app.db);
    await sql`DELETE FROM dispatch_runs WHERE id = ${other}`.execute(t.app.db);
    expect((await rows(orders)).map((r) => r.status)).toEqual([12, 13, 14, 19, 20, 11]);

    const end = await post('orders/admin/end-dispatch', { dispatchId: runId }, rider);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().data).toMatchObject({ alreadyEnded: false, delivered: 1, returned: 5, run: { status: 'completed' } });
    expect((await rows(orders)).map((r) => [r.status, r.run])).toEqual([[16, null], [16, null], [15, runId], [16, null], [16, null], [16, null]]);
    const logs = (await sql<{ order_id: number; from_status: number; to_status: number }>`SELECT order_id::int AS order_id, from_status, to_status FROM order_logs
      WHERE action = 'returnToPharmacy' ORDER BY order_id`.execute(t.app.db)).rows;
    expect(logs.map((l) => [l.order_id, l.from_status])).toEqual([[started, 12], [onRoute, 13], [cancelled, 19], [failed, 20], [stranded, 11]]);
    // The arrived order's payment stands and counts as collected; nothing else was collected.
    const info = (await get('orders/admin/get-rider-processing-info', rider)).json().data;
    expect(info.collectedToday).toEqual({ card: 14, cash: 10 });
    expect(await checkDatabase(t.app.db)).toEqual([]);
  });

  it('returned orders are listed under Returned Orders and go out again in a new run', async () => {
    const returned = orders.filter((_, i) => i !== 2);
    const list = (await get('orders/admin/get-prepared-orders?orderType=returned&limit=50', planner)).json().data;
    expect(list.items.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)).toEqual(returned);
    runId = await bucket(returned, 'returned');
    expect((await rows(returned)).every((r) => r.status === 11 && r.run === runId)).toBe(true);
  });

  it('by the planner, with an order on route: the same settlement, and the run cannot be ended twice', async () => {
    const returned = orders.filter((_, i) => i !== 2);
    await ok('orders/admin/start-dispatch', { dispatchId: runId }, rider);
    await ok('chats/delivery-start', { orderId: returned[0] }, rider);
    await ok('chats/arrived', { orderId: returned[0], mode1Type: 'online', mode1Amount: 24 }, rider);
    await ok('chats/delivery-start', { orderId: returned[1] }, rider);
    const end = await post('orders/admin/end-dispatch', { dispatchId: runId }, planner);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().data).toMatchObject({ delivered: 1, returned: 4 });
    expect((await rows(returned)).map((r) => r.status)).toEqual([15, 16, 16, 16, 16]);
    expect((await post('orders/admin/end-dispatch', { dispatchId: runId }, planner)).json().data).toMatchObject({ alreadyEnded: true });
    expect(await checkDatabase(t.app.db)).toEqual([]);
  });

  it('refuses a trip action on an order whose run has ended (the transition table names the run state it needs)', async () => {
    const id = orders[1];
    const ended = (await rows([orders[2]]))[0].run!;
    await sql`UPDATE orders SET status = 12, dispatch_run_id = ${ended} WHERE id = ${id}`.execute(t.app.db);
    const res = await post('chats/delivery-start', { orderId: id }, rider);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/dispatch_start \(12\) in a completed dispatch run: "deliveryStart" needs it in an ongoing dispatch run/);
    expect((await rows([id]))[0].status).toBe(12);
  });
});

describe('db:check: an order whose state contradicts its dispatch run', () => {
  it('is named, whatever the contradiction (from the lifecycle rule in src/shared)', async () => {
    const [a, b, c, d] = orders;
    const completed = (await rows([orders[2]]))[0].run!;
    const pending = await bucket([orders[3]], 'returned');
    await sql`UPDATE orders SET status = 11, dispatch_run_id = ${completed} WHERE id = ${a}`.execute(t.app.db);
    await sql`UPDATE orders SET status = 16, dispatch_run_id = ${completed} WHERE id = ${b}`.execute(t.app.db);
    await sql`UPDATE orders SET status = 13, dispatch_run_id = NULL WHERE id = ${c}`.execute(t.app.db);
    await sql`UPDATE orders SET status = 14, dispatch_run_id = ${pending} WHERE id = ${d}`.execute(t.app.db);
    const violations = await orderRunViolations(t.app.db);
    const hn = (id: number) => `HN${String(id).padStart(6, '0')}`;
    expect(violations.filter((v) => v.check === 'order status agrees with its dispatch run').map((v) => v.message)).toEqual([
      expect.stringMatching(new RegExp(`order ${hn(a)}: rider_assigned \\(11\\) in a completed dispatch run: the lifecycle only has it in a pending dispatch run \\(run HNDR`)),
      expect.stringMatching(new RegExp(`order ${hn(b)}: dispatch_end \\(16\\) in a completed dispatch run: the lifecycle only has it in no dispatch run`)),
      expect.stringMatching(new RegExp(`order ${hn(c)}: on_route \\(13\\) in no dispatch run: the lifecycle only has it in an ongoing dispatch run$`)),
      expect.stringMatching(new RegExp(`order ${hn(d)}: arrived \\(14\\) in a pending dispatch run`)),
    ]);
    expect(violations.filter((v) => v.check === 'an arrived order has its trip payment').map((v) => v.message)).toEqual([`order ${hn(d)}: arrived (14) without a live trip payment`]);
    expect((await checkDatabase(t.app.db)).filter((v) => v.check.includes('dispatch run') || v.check.includes('trip payment'))).toEqual(violations);
  });
});
