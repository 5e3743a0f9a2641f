import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { dayIn, seedMoneyFixture, type MoneyFixture } from '../quotations/fixtures';
import { invoicedOrder, secondRider } from './fixtures';
import { pdfPages } from '../documents/pdfText';

let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn; let planner: SignedIn; let rider: SignedIn; let rider2: SignedIn; let finance: SignedIn;
const orders: number[] = [];
let runId: number;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'pharmacist');
  planner = await signIn(t.app, 'logistic_planner');
  rider = await signIn(t.app, 'delivery_agent');
  finance = await signIn(t.app, 'finance');
  const r2 = await secondRider(t.app);
  rider2 = await signIn(t.app, 'delivery_agent', r2.email);
  for (let i = 0; i < 4; i++) orders.push(await invoicedOrder(t.app, fx, ph, `+94 77 300 10${i}0`));
}, 120_000);
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const statusOf = async (id: number) => (await sql<{ status: number }>`SELECT status FROM orders WHERE id = ${id}`.execute(t.app.db)).rows[0].status;
const riderId = async (who: SignedIn) => who.userId;

describe('dispensing: the preparation queue, pick list and start/end preparation', () => {
  it('lists invoiced orders in the queue with counts; the summary shows batch, expiry, shelf quantity and flags', async () => {
    const list = await get('orders/admin/get-preparation-orders?limit=50', ph);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining(orders));
    expect(list.json().data.items[0]).toMatchObject({ status: 7, cold_chain: true, narcotic: false });
    const keyed = await get(`orders/admin/get-preparation-orders?keyWord=HN${String(orders[0]).padStart(6, '0')}`, ph);
    expect(keyed.json().data).toMatchObject({ count: 1 });
    const counts = (await get('orders/preparation-orders-counts', ph)).json().data;
    expect(counts).toMatchObject({ toPrepare: 4, preparing: 0 });
    const summary = (await get(`orders/admin/get-preparation-order-summary?orderId=${orders[0]}`, ph)).json().data;
    expect(summary.flags).toEqual({ coldChain: true, narcotic: false });
    const panadol = summary.lines.find((l: { productId: number }) => l.productId === fx.products.panadol);
    expect(panadol).toMatchObject({ quantity: 2, batch: fx.soonBatchName, expiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), shelfQuantity: expect.any(Number) });
    expect((await get('orders/admin/get-preparation-orders', planner)).statusCode).toBe(403);
  });

  it('starts (releasing the invoiced order) and ends preparation through the order service; wrong status is 409', async () => {
    expect((await post('chats/end-pharmacy-preparation', { orderId: orders[0] }, ph)).statusCode).toBe(409);
    for (const id of orders) {
      const s = await post('chats/start-pharmacy-preparation', { orderId: id }, ph);
      expect(s.statusCode).toBe(200);
      expect(s.json().data).toMatchObject({ status: 9, actions: ['releaseToDispensing', 'startPreparation'] });
    }
    const twice = await post('chats/start-pharmacy-preparation', { orderId: orders[0] }, ph);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/HN\d+ is preparing \(9\)/);
    for (const id of orders) expect((await post('chats/end-pharmacy-preparation', { orderId: id }, ph)).statusCode).toBe(200);
    expect(await statusOf(orders[0])).toBe(10);
  });
});

describe('logistics planner: dispatch buckets', () => {
  it('lists prepared orders with filters', async () => {
    const res = (await get(`orders/admin/get-prepared-orders?deliveryDate=${dayIn(2)}&limit=50`, planner)).json().data;
    expect(res.items.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining(orders));
    expect(res.items[0]).toMatchObject({ status: 10, amount_due: 24 });
    expect((await get(`orders/admin/get-prepared-orders?deliveryDate=${dayIn(9)}`, planner)).json().data.count).toBe(0);
  });

  it('two planners putting the same orders into two buckets at once: each order ends in exactly one run', async () => {
    // The vehicle number as long as a dispatch run (and a rider's own record) keeps it: 40 characters.
    const values = (id: number) => ({ riderId: id, deliveryDate: dayIn(2), deliverySlot: fx.slots.roomy, vehicleNumber: `WP BHK-4521 ${'x'.repeat(28)}` });
    const [a, b] = await Promise.all([
      post('orders/admin/set-dispatch-bucket', { orderIds: orders, formValues: values(rider.userId), orderType: 'assign' }, planner),
      post('orders/admin/set-dispatch-bucket', { orderIds: [...orders].reverse(), formValues: values(rider2.userId), orderType: 'assign' }, planner),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    runId = won.json().data.dispatchId;
    const runs = (await sql<{ n: number }>`SELECT count(DISTINCT dispatch_run_id)::int AS n FROM orders WHERE id IN (${sql.join(orders)})`.execute(t.app.db)).rows[0].n;
    expect(runs).toBe(1);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM dispatch_runs`.execute(t.app.db)).rows[0].n).toBe(1);
    for (const id of orders) expect(await statusOf(id)).toBe(11);
    // Make sure the first rider holds the run for the rest of the journey.
    if (won === b) {
      const re = await post('orders/admin/set-dispatch-bucket', { orderIds: orders, formValues: values(rider.userId), orderType: 'reassign' }, planner);
      expect(re.statusCode).toBe(200);
      runId = re.json().data.dispatchId;
    }
  });

  it('refuses a non-rider, an order in the wrong status, and bad input without changing anything', async () => {
    const bad = await post('orders/admin/set-dispatch-bucket', { orderIds: [orders[0]], formValues: { riderId: ph.userId, deliveryDate: dayIn(2) } }, planner);
    expect(bad.statusCode).toBe(400);
    const again = await post('orders/admin/set-dispatch-bucket', { orderIds: [orders[0]], formValues: { riderId: rider.userId, deliveryDate: dayIn(2) } }, planner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/rider_assigned \(11\)/);
    expect((await post('orders/admin/set-dispatch-bucket', { orderIds: [], formValues: { riderId: rider.userId, deliveryDate: dayIn(2) } }, planner)).statusCode).toBe(400);
    const long = await post('orders/admin/set-dispatch-bucket', { orderIds: [orders[0]], formValues: { riderId: rider.userId, deliveryDate: dayIn(2), vehicleNumber: 'V'.repeat(41) }, orderType: 'reassign' }, planner);
    expect(long.statusCode).toBe(400);
    expect(long.json().details.map((d: { field: string }) => d.field)).toEqual(['formValues.vehicleNumber']);
    expect((await sql<{ v: string }>`SELECT vehicle_number AS v FROM dispatch_runs WHERE id = ${runId}`.execute(t.app.db)).rows[0].v).toHaveLength(40);
    expect((await post('orders/admin/set-dispatch-bucket', { orderIds: [orders[0]], formValues: { riderId: rider.userId, deliveryDate: dayIn(2) } }, rider)).statusCode).toBe(403);
  });

  it('lists runs pending, with details and summary; a rider sees only their own run', async () => {
    const list = (await get('orders/admin/get-ongoing-and-pending-dispach-buckets?dispatchStatus=pending', planner)).json().data;
    expect(list.items.find((r: { id: number }) => r.id === runId)).toMatchObject({ status: 'pending', order_count: 4 });
    const related = (await get(`orders/admin/get-dispatch-related-orders?dispatchId=${runId}`, rider)).json().data;
    expect(related.items).toHaveLength(4);
    // The run's page (resources/dispatchRuns.ts) reads the run with its totals from this call.
    expect(related).toMatchObject({ run: { id: runId, status: 'pending' }, amountDue: 96, totalCollected: 0, collected: {}, notArrived: 4 });
    const planned = (await get(`orders/admin/get-dispatch-related-orders?dispatchId=${runId}`, planner)).json().data;
    expect(planned).toMatchObject({ amountDue: 96, notArrived: 4 });
    expect(planned.items).toHaveLength(4);
    expect((await get(`orders/admin/get-dispatch-related-orders?dispatchId=${runId}`, rider2)).statusCode).toBe(403);
    const summary = (await get(`orders/admin/dispatch-summary?dispatchId=HNDR${String(runId).padStart(6, '0')}`, planner)).json().data;
    expect(summary).toMatchObject({ count: 4, amountDue: 96, byStatus: { 11: 4 }, notArrived: 4 });
    const mine = (await get('orders/admin/get-rider-dispatch-runs', rider)).json().data.items;
    expect(mine.map((r: { id: number }) => r.id)).toContain(runId);
    expect((await get('orders/admin/get-rider-dispatch-runs', rider2)).json().data.items).toEqual([]);
  });

  it('start-dispatch sent 10 times in parallel makes one effect; another rider is refused', async () => {
    expect((await post('orders/admin/start-dispatch', { dispatchId: runId }, rider2)).statusCode).toBe(403);
    const all = await Promise.all(Array.from({ length: 10 }, () => post('orders/admin/start-dispatch', { dispatchId: runId }, rider)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(all.filter((r) => r.json().data.alreadyStarted === false)).toHaveLength(1);
    const logs = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM order_logs WHERE action = 'startDispatch' AND order_id IN (${sql.join(orders)})`.execute(t.app.db)).rows[0].n;
    expect(logs).toBe(4);
    for (const id of orders) expect(await statusOf(id)).toBe(12);
  });
});

describe('rider toolkit: trips and payment at the door', () => {
  it('delivery-start, then arrived with a split payment that must add up to the amount due', async () => {
    const [o1] = orders;
    expect((await post('chats/delivery-start', { orderId: o1 }, rider2)).statusCode).toBe(403);
    expect((await post('chats/arrived', { orderId: o1, mode1Type: 'cash', mode1Amount: 24 }, rider)).statusCode).toBe(409);
    expect((await post('chats/delivery-start', { orderId: o1 }, rider)).json().data).toMatchObject({ status: 13 });
    const short = await post('chats/arrived', { orderId: o1, mode1Type: 'cash', mode1Amount: 10, mode2Type: 'card', mode2Amount: 4 }, rider);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/add up to the amount due 24\.00/);
    expect((await post('chats/arrived', { orderId: o1, mode1Type: 'cash', mode1Amount: -1 }, rider)).statusCode).toBe(400);
    expect((await post('chats/arrived', { orderId: o1, mode1Type: 'cash', mode1Amount: 23.999, mode2Type: 'card', mode2Amount: 0.001 }, rider)).statusCode).toBe(400);
    expect((await post('chats/arrived', { orderId: o1, mode1Type: 'cash', mode1Amount: 12, mode2Type: 'cash', mode2Amount: 12 }, rider)).statusCode).toBe(400);
    expect((await post('chats/arrived', { orderId: o1, mode1Type: 'bitcoin', mode1Amount: 24 }, rider)).statusCode).toBe(400);
    expect(await statusOf(o1)).toBe(13);
    const pay = { orderId: o1, mode1Type: 'cash', mode1Amount: 14.5, mode2Type: 'online', mode2Amount: 9.5 };
    const ok = await post('chats/arrived', pay, rider);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 14 });
    // A retry after a lost answer: no second payment, no second transition.
    expect((await post('chats/arrived', pay, rider)).json().data).toMatchObject({ alreadyRecorded: true });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM trip_payments WHERE order_id = ${o1}`.execute(t.app.db)).rows[0].n).toBe(1);
    expect((await post('chats/delivered', { orderId: o1 }, rider)).json().data).toMatchObject({ status: 15 });
  });

  it('reset voids the payment; cancel and failed trips; processing info', async () => {
    const [, o2, o3, o4] = orders;
    await post('chats/delivery-start', { orderId: o2 }, rider);
    await post('chats/arrived', { orderId: o2, mode1Type: 'card', mode1Amount: 24 }, rider);
    expect((await post('chats/reset-trip', { orderId: o2 }, rider)).json().data).toMatchObject({ status: 12 });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM trip_payments WHERE order_id = ${o2} AND voided_at IS NULL`.execute(t.app.db)).rows[0].n).toBe(0);
    await post('chats/delivery-start', { orderId: o2 }, rider);
    expect((await post('chats/arrived', { orderId: o2, mode1Type: 'card', mode1Amount: 24 }, rider)).statusCode).toBe(200);
    expect((await post('chats/cancel-trip', { orderId: o3 }, rider)).json().data).toMatchObject({ status: 19 });
    await post('chats/delivery-start', { orderId: o4 }, rider);
    expect((await post('chats/failed-trip', { orderId: o4, message: 'Customer absent' }, rider)).json().data).toMatchObject({ status: 20 });
    const info = (await get('orders/admin/get-rider-processing-info', rider)).json().data;
    expect(info).toMatchObject({ ongoingRuns: 1, deliveredToday: 1, collectedToday: { cash: 14.5, online: 9.5, card: 24 } });
  });

  it('end-dispatch: arrived orders are delivered, the others return; repeated ends make one effect', async () => {
    const [o1, o2, o3, o4] = orders;
    // The planner ends the run for the rider (spec 2, View Dispatches): three clicks at once, one effect.
    const ends = await Promise.all([1, 2, 3].map(() => post('orders/admin/end-dispatch', { dispatchId: runId }, planner)));
    expect(ends.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(ends.filter((r) => r.json().data.alreadyEnded === false)).toHaveLength(1);
    expect(ends.find((r) => r.json().data.alreadyEnded === false)!.json().data).toMatchObject({ delivered: 1, returned: 2 });
    expect([await statusOf(o1), await statusOf(o2), await statusOf(o3), await statusOf(o4)]).toEqual([15, 15, 16, 16]);
    const byRider = await post('orders/admin/end-dispatch', { dispatchId: runId }, rider);
    expect(byRider.json().data).toMatchObject({ alreadyEnded: true });
    const logs = await sql<{ n: number }>`SELECT count(*)::int AS n FROM order_logs WHERE order_id = ${o2} AND agent_id = ${planner.userId}`.execute(t.app.db);
    expect(logs.rows[0].n).toBeGreaterThan(0); // the order log names the planner who delivered it
    const list = (await get(`orders/admin/get-delivery-list-report-data?selectedDate=${dayIn(2)}`, planner)).json().data;
    expect(list).toMatchObject({ count: 4, totals: { amountDue: 96 } });
    expect(list.items.find((r: { orderId: string }) => r.orderId === `HN${String(o1).padStart(6, '0')}`)).toMatchObject({ status: 15, rider: expect.any(String) });
    const returned = (await get('orders/admin/get-prepared-orders?orderType=returned', planner)).json().data;
    expect(returned.items.map((o: { id: number }) => o.id).sort()).toEqual([o3, o4].sort());
  });
});

describe('settlements', () => {
  it('lists unsettled delivered orders with totals per rider and mode; settles each once in one record', async () => {
    const [o1, o2, o3] = orders;
    const data = (await get('orders/admin/get-invoice-settlements-data', finance)).json().data;
    expect(data.items.map((o: { id: number }) => o.id).sort()).toEqual([o1, o2].sort());
    expect(data.totals).toMatchObject({ amount: 48, byMode: { cash: 14.5, online: 9.5, card: 24 }, byRider: [{ riderId: await riderId(rider), total: 48 }] });
    expect((await post('orders/admin/process-settlements', { orderIds: [o1, o3] }, finance)).statusCode).toBe(409);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM settlements`.execute(t.app.db)).rows[0].n).toBe(0);
    expect((await post('orders/admin/process-settlements', { orderIds: [o1] }, planner)).statusCode).toBe(403);
    const [a, b] = await Promise.all([post('orders/admin/process-settlements', { orderIds: [o1, o2] }, finance), post('orders/admin/process-settlements', { orderIds: [o2, o1] }, finance)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().data).toMatchObject({ orderCount: 2, total: 48, byMode: { cash: 14.5, online: 9.5, card: 24 } });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM settlements`.execute(t.app.db)).rows[0].n).toBe(1);
    expect((await get('orders/admin/get-invoice-settlements-data', finance)).json().data.count).toBe(0);
    expect((await get('orders/admin/get-invoice-settlements-data?settlementStatus=settled', finance)).json().data.count).toBe(2);
    const range = `startDate=${dayIn(-1)}&endDate=${dayIn(1)}`;
    const coll = (await get(`orders/admin/get-collection-report-data?${range}`, finance)).json().data;
    expect(coll.items[0]).toMatchObject({ orders: 2, collected: 48, unsettled: 0, cash: 14.5, card: 24, online: 9.5 });
    const details = (await get(`quotations/collection-details?${range}`, finance)).json().data;
    expect(details).toMatchObject({ count: 2, totals: { total: 48 } });
    expect(details.items.every((r: { settlementId: number | null }) => r.settlementId === ok.json().data.settlementId)).toBe(true);
    expect((await get('orders/admin/unsettled-collection-report', finance)).json().data.count).toBe(0);
    const csv = await get(`orders/admin/get-collection-report-data?${range}&format=csv`, finance);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Collected');
    const audit = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'settlement'`.execute(t.app.db)).rows[0].n;
    expect(audit).toBe(1);
  });
});

describe('printable pick list and dispatch run sheet (platform document service)', () => {
  it('prints the pick list with batch, expiry and the cold-chain warning; the run sheet with its stops; refuses others', async () => {
    const pick = await get(`orders/admin/pick-list-pdf?orderId=${orders[0]}`, ph);
    expect(pick.statusCode).toBe(200);
    expect(pick.headers['content-type']).toBe('application/pdf');
    const [page] = pdfPages(pick.rawPayload);
    expect(page).toContain('Pick list');
    expect(page).toContain(fx.soonBatchName);
    expect(page).toContain('COLD CHAIN: pick last, pack with ice packs.');
    expect((await get(`orders/admin/pick-list-pdf?orderId=${orders[0]}`, rider)).statusCode).toBe(403);
    const sheet = await get(`orders/admin/dispatch-run-sheet-pdf?dispatchId=${runId}`, planner);
    expect(sheet.statusCode).toBe(200);
    const text = pdfPages(sheet.rawPayload).join('\n');
    expect(text).toContain('Dispatch run sheet');
    expect(text).toContain(`HN${String(orders[0]).padStart(6, '0')}`);
    expect((await get(`orders/admin/dispatch-run-sheet-pdf?dispatchId=${runId}`, rider2)).statusCode).toBe(403);
    expect((await get('orders/admin/dispatch-run-sheet-pdf?dispatchId=999999', planner)).statusCode).toBe(404);
  });
});
