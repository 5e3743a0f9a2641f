import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { dayIn, seedMoneyFixture, type MoneyFixture } from '../quotations/fixtures';
import { invoicedOrder, preparedOrder } from './fixtures';
import { applyTransitionMany } from '../../../src/server/modules/orders/lifecycle/many';
import type { PublishedEvent } from '../../../src/server/events';

/**
 * The order service's set-based transition (applyTransitionMany), used by set-dispatch-bucket,
 * start-dispatch and end-dispatch: the same checks, logs, audit and stepChanged events per order
 * as one transition at a time, and all or none.
 */
let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn; let planner: SignedIn; let rider: SignedIn;
const prepared: number[] = [];
let invoiced: number;
const events: PublishedEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'pharmacist');
  planner = await signIn(t.app, 'logistic_planner');
  rider = await signIn(t.app, 'delivery_agent');
  for (let i = 0; i < 3; i++) {
    prepared.push(await preparedOrder(t.app, fx, ph, `+94 77 410 20${i}0`));
  }
  invoiced = await invoicedOrder(t.app, fx, ph, '+94 77 410 2090');
  t.app.events.subscribe((e) => { events.push(e); });
}, 120_000);
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: object, who: SignedIn) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const statuses = async (ids: number[]) => (await sql<{ id: number; status: number }>`SELECT id::int AS id, status FROM orders WHERE id IN (${sql.join(ids)}) ORDER BY id`.execute(t.app.db)).rows.map((r) => r.status);
const logsOf = async (action: string, ids: number[]) => (await sql<{ order_id: number; from_status: number; to_status: number; agent_id: number; role: string }>`
  SELECT order_id::int AS order_id, from_status, to_status, agent_id, role FROM order_logs WHERE action = ${action} AND order_id IN (${sql.join(ids)}) ORDER BY order_id`.execute(t.app.db)).rows;
const auditOf = async (action: string, ids: number[]) => (await sql<{ record_id: string; agent_id: number; changes: Record<string, unknown> | string }>`
  SELECT record_id, agent_id, changes FROM audit_log WHERE entity = 'order' AND action = ${action} AND record_id IN (${sql.join(ids.map(String))}) ORDER BY record_id::int`.execute(t.app.db)).rows;
const stepChanged = (action: string) => events.filter((e) => e.event === 'stepChanged' && (e.payload as { action: string }).action === action)
  .map((e) => e.payload as { orderId: number; from: number; to: number; row: { id: number; status: number } | null });
/** order_stage_counts, kept by a statement trigger, still equals the orders after multi-row updates. */
const countsMatch = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
  SELECT stage, status, location_id, coalesce(assigned_agent_id, 0) AS agent_id, count(*) AS n FROM orders GROUP BY 1, 2, 3, 4
  EXCEPT SELECT stage, status, location_id, agent_id, n FROM order_stage_counts WHERE n <> 0) d`.execute(t.app.db)).rows[0].n === 0;

describe('set-based transitions through the order service', () => {
  it('refuses the whole set when one order may not move (409 naming it and its status, 403, 404): nothing changes', async () => {
    const abilities = t.app.permissions.abilitiesOf('logistic_planner');
    const actor = { kind: 'agent' as const, agentId: planner.userId, role: 'logistic_planner', locationId: null, abilities };
    const attempt = (orderIds: number[], a: typeof actor = actor) => t.app.db.transaction().execute((trx) =>
      applyTransitionMany(trx, { orderIds, action: 'assignDispatch', actor: a, patch: { dispatchRunId: 1 } }));
    await expect(attempt([...prepared, invoiced])).rejects.toThrow(new RegExp(`HN0*${invoiced} is .*\\(7\\): "assignDispatch" needs .*\\(10\\)`));
    await expect(attempt([prepared[0], 987654])).rejects.toThrow(/Order 987654 not found/);
    await expect(attempt(prepared, { ...actor, abilities: t.app.permissions.abilitiesOf('pharmacist') })).rejects.toThrow(/may not "assignDispatch"/);
    await expect(t.app.db.transaction().execute((trx) => applyTransitionMany(trx, { orderIds: prepared, action: 'assignDispatch', actor })))
      .rejects.toThrow(/needs a dispatch run/);
    expect(await statuses([...prepared, invoiced])).toEqual([10, 10, 10, 7]);
    expect(await logsOf('assignDispatch', prepared)).toEqual([]);
    expect(await auditOf('assignDispatch', prepared)).toEqual([]);
  });

  it('set-dispatch-bucket and start-dispatch: one log, one audit entry and one stepChanged (with its list row) per order', async () => {
    const bucket = await post('orders/admin/set-dispatch-bucket', {
      orderIds: prepared, formValues: { riderId: rider.userId, deliveryDate: dayIn(2), deliverySlot: fx.slots.roomy }, orderType: 'assign',
    }, planner);
    expect(bucket.statusCode).toBe(200);
    const runId = bucket.json().data.dispatchId;
    expect(await statuses(prepared)).toEqual([11, 11, 11]);
    expect(await logsOf('assignDispatch', prepared)).toEqual(prepared.map((id) => ({ order_id: id, from_status: 10, to_status: 11, agent_id: planner.userId, role: 'logistic_planner' })));
    const audit = await auditOf('assignDispatch', prepared);
    expect(audit.map((a) => Number(a.record_id))).toEqual(prepared);
    const changes = typeof audit[0].changes === 'string' ? JSON.parse(audit[0].changes) : audit[0].changes;
    expect(JSON.stringify(changes)).toMatch(/"status"/);
    expect(JSON.stringify(changes)).toContain(String(runId));
    const assigned = stepChanged('assignDispatch');
    expect(assigned.map((e) => e.orderId).sort((a, b) => a - b)).toEqual(prepared);
    expect(assigned.every((e) => e.from === 10 && e.to === 11 && e.row?.status === 11)).toBe(true);

    expect((await post('orders/admin/start-dispatch', { dispatchId: runId }, rider)).statusCode).toBe(200);
    expect(await statuses(prepared)).toEqual([12, 12, 12]);
    expect((await logsOf('startDispatch', prepared)).map((l) => [l.order_id, l.agent_id])).toEqual(prepared.map((id) => [id, rider.userId]));
    expect(stepChanged('startDispatch').map((e) => e.orderId).sort((a, b) => a - b)).toEqual(prepared);
    expect(await countsMatch()).toBe(true);
  });

  it('end-dispatch delivers every arrived order and returns the rest in two set-based moves, stamped, logged and announced', async () => {
    const [o1, o2, o3] = prepared;
    for (const id of [o1, o2]) {
      expect((await post('chats/delivery-start', { orderId: id }, rider)).statusCode).toBe(200);
      expect((await post('chats/arrived', { orderId: id, mode1Type: 'cash', mode1Amount: 24 }, rider)).statusCode).toBe(200);
    }
    const runId = (await sql<{ id: number }>`SELECT dispatch_run_id AS id FROM orders WHERE id = ${o1}`.execute(t.app.db)).rows[0].id;
    const end = await post('orders/admin/end-dispatch', { dispatchId: runId }, planner);
    expect(end.statusCode).toBe(200);
    expect(end.json().data).toMatchObject({ alreadyEnded: false, delivered: 2, returned: 1 });
    expect(await statuses(prepared)).toEqual([15, 15, 16]);
    const rows = (await sql<{ id: number; delivered_at: Date | null; dispatch_run_id: number | null }>`SELECT id::int AS id, delivered_at, dispatch_run_id FROM orders
      WHERE id IN (${sql.join(prepared)}) ORDER BY id`.execute(t.app.db)).rows;
    expect(rows.map((r) => [r.delivered_at !== null, r.dispatch_run_id])).toEqual([[true, runId], [true, runId], [false, null]]);
    expect((await logsOf('deliver', prepared)).map((l) => [l.order_id, l.from_status, l.to_status, l.agent_id])).toEqual([[o1, 14, 15, planner.userId], [o2, 14, 15, planner.userId]]);
    expect((await logsOf('returnToPharmacy', prepared)).map((l) => [l.order_id, l.from_status, l.to_status])).toEqual([[o3, 12, 16]]);
    expect((await auditOf('deliver', prepared)).map((a) => [Number(a.record_id), a.agent_id])).toEqual([[o1, planner.userId], [o2, planner.userId]]);
    expect((await auditOf('returnToPharmacy', prepared)).map((a) => Number(a.record_id))).toEqual([o3]);
    expect(stepChanged('deliver').map((e) => [e.orderId, e.row?.status]).sort()).toEqual([[o1, 15], [o2, 15]].sort());
    expect(stepChanged('returnToPharmacy').map((e) => [e.orderId, e.row?.status])).toEqual([[o3, 16]]);
    expect(await countsMatch()).toBe(true);
    // A second end is the same one effect: no more logs.
    expect((await post('orders/admin/end-dispatch', { dispatchId: runId }, planner)).json().data).toMatchObject({ alreadyEnded: true });
    expect(await logsOf('deliver', prepared)).toHaveLength(2);
  });
});

describe('settlements data after the run (covering-index reads)', () => {
  const data = async (qs: string) => {
    const finance = await signIn(t.app, 'finance');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/get-invoice-settlements-data?${qs}`, headers: finance.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Array<{ id: number; rider_id: number; collected: number; delivery_slot: string | null }>; count: number; totals: { amount: number; byMode: Record<string, number>; byRider: Array<{ riderId: number; total: number }> } };
  };

  it('every filter narrows the page and its totals alike; newest delivery first', async () => {
    const [o1, o2] = prepared;
    const all = await data('settlementStatus=all');
    expect(all.items.map((r) => r.id)).toEqual([o2, o1]);
    expect(all).toMatchObject({ count: 2, totals: { amount: 48, byMode: { cash: 48 }, byRider: [{ riderId: rider.userId, total: 48 }] } });
    // Each rider by name too, as the agents table has it (the settlements list's totals line).
    const name = (await sql<{ name: string }>`SELECT trim(first_name || ' ' || last_name) AS name FROM agents WHERE id = ${rider.userId}`.execute(t.app.db)).rows[0].name;
    expect(all.totals.byRider).toEqual([{ riderId: rider.userId, riderName: name, total: 48 }]);
    expect((await data(`startDate=${dayIn(-1)}&endDate=${dayIn(1)}`)).count).toBe(2);
    expect((await data(`startDate=${dayIn(2)}`)).count).toBe(0);
    expect((await data(`endDate=${dayIn(-2)}`)).count).toBe(0);
    expect((await data(`deliveryDate=${dayIn(2)}`)).count).toBe(2);
    expect((await data(`deliveryDate=${dayIn(3)}`)).count).toBe(0);
    expect((await data(`deliveryAgent=${rider.userId}`)).totals.amount).toBe(48);
    expect(await data(`deliveryAgent=${planner.userId}`)).toMatchObject({ count: 0, items: [], totals: { amount: 0, byMode: {}, byRider: [] } });
    expect((await data(`dispatchSlot=${fx.slots.roomy}`)).count).toBe(2);
    expect((await data('orderStatus=21')).count).toBe(0);
    expect((await data('settlementStatus=settled')).count).toBe(0);
    const page = await data('limit=1&skip=1');
    expect(page.items.map((r) => r.id)).toEqual([o1]);
    expect(page.count).toBe(2);
  });
});
