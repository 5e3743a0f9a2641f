import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/connection';
import { createEventBus, type PublishedEvent } from '../../../src/server/events';
import { ConflictError, ForbiddenError } from '../../../src/server/errors';
import { createOrder } from '../../../src/server/modules/orders/lifecycle/create';
import { transition, type Actor } from '../../../src/server/modules/orders/lifecycle/service';
import { createQuotation, draftInvoice, postInvoice } from '../../../src/server/db/seed/demo/invoicing';
import { checkDatabase } from '../../../src/server/db/check';
import { TRANSITIONS } from '../../../src/shared/orders/transitions';
import { openTestDb, type TestDb } from './db';
import { basics, batchBalance, productWithStock, type Basics } from './fixtures';

const ALL = Object.fromEntries(TRANSITIONS.filter((t) => t.ability).map((t) => [t.ability!, null]));

describe('order service', () => {
  let database: TestDb;
  let db: Db;
  let base: Basics;
  let staff: Actor;
  const bus = createEventBus();
  const events: PublishedEvent[] = [];
  bus.subscribe((e) => events.push(e));

  beforeAll(async () => {
    database = await openTestDb();
    db = database.db;
    base = await basics(db);
    staff = { kind: 'agent', agentId: base.agentId, role: 'super_admin', locationId: base.locationId, abilities: ALL };
  });
  afterAll(async () => { await database?.drop(); });

  const newOrder = async () => (await createOrder(db, bus, { customerId: base.customerId, locationId: base.locationId }, { kind: 'customer' })).orderId;
  const status = async (id: number) => (await sql<{ status: number; stage: string }>`SELECT status, stage FROM orders WHERE id = ${id}`.execute(db)).rows[0];
  const go = (orderId: number, action: string, extra: Partial<Parameters<typeof transition>[2]> = {}) => transition(db, bus, { orderId, action, actor: staff, ...extra });

  it('walks an order from arrival to completion: logs, events after commit, stock reserved then sold', async () => {
    const { productId, batchId } = await productWithStock(db, 50);
    const id = await newOrder();
    expect(events.at(-1)).toMatchObject({ event: 'newOrder', payload: { orderId: id, status: 1, stage: 'new_requests' } });
    await go(id, 'startQuotation', { during: (trx) => createQuotation(trx, { orderId: id, agentId: base.agentId, lines: [{ productId, quantity: 20, unitPrice: 3 }], at: null }).then(() => {}) });
    await go(id, 'submitQuotation');
    await go(id, 'confirmQuotationByAgent', { patch: { paymentMethod: 'cash', deliveryDate: '2099-01-02' } });
    expect(await batchBalance(db, batchId)).toEqual({ quantity: 50, reserved: 20 });
    await go(id, 'startInvoice', { during: (trx) => draftInvoice(trx, id, base.agentId, null).then(() => {}) });
    await expect(go(id, 'submitInvoice')).rejects.toThrow(/has no posted invoice/);
    await go(id, 'submitInvoice', { during: (trx) => postInvoice(trx, id, base.agentId, null).then(() => {}) });
    expect(await batchBalance(db, batchId)).toEqual({ quantity: 30, reserved: 0 });
    for (const a of ['releaseToDispensing', 'startPreparation', 'endPreparation']) await go(id, a);
    expect(await status(id)).toEqual({ status: 10, stage: 'on_dispensing' });
    const logs = (await sql<{ action: string; to_status: number }>`SELECT action, to_status FROM order_logs WHERE order_id = ${id} ORDER BY id`.execute(db)).rows;
    expect(logs.map((l) => l.to_status)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
    expect(events.filter((e) => e.event === 'stepChanged' && (e.payload as { orderId: number }).orderId === id)).toHaveLength(8);
    expect(await checkDatabase(db)).toEqual([]);
  });

  it('two concurrent transitions from the same status: one wins, the other gets a 409 naming the new status', async () => {
    const id = await newOrder();
    const before = events.length;
    // Both callers saw status 1 (new_order) and say so: whichever commits second is told what changed.
    const outcomes = await Promise.allSettled([go(id, 'startQuotation', { expectedStatus: 1 }),
      go(id, 'cancel', { expectedStatus: 1, patch: { cancellationReason: 'Duplicate order' } })]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(ConflictError);
    expect(lost[0].reason.status).toBe(409);
    expect(lost[0].reason.message).toMatch(/^Order HN\d{6} is now (quatation_pending \(2\)|cancelled \(17\)), not new_order \(1\); reload and try again$/);
    const logs = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM order_logs WHERE order_id = ${id}`.execute(db)).rows[0].n;
    expect(logs).toBe(2);
    expect(events.length - before).toBe(1);
    expect(await checkDatabase(db)).toEqual([]);
  });

  it('many concurrent identical transitions: exactly one succeeds', async () => {
    const id = await newOrder();
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => go(id, 'startQuotation')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConflictError);
    expect((await status(id)).status).toBe(2);
  });

  it('refuses a stale view, a missing ability, a foreign location and an illegal move', async () => {
    const id = await newOrder();
    await expect(go(id, 'startQuotation', { expectedStatus: 3 })).rejects.toThrow(/is now new_order \(1\), not quatation_done \(3\)/);
    const pharmacist: Actor = { kind: 'agent', agentId: base.agentId, abilities: { 'quotations.create': null } };
    await expect(transition(db, bus, { orderId: id, action: 'cancel', actor: pharmacist })).rejects.toBeInstanceOf(ForbiddenError);
    const external: Actor = { kind: 'agent', agentId: base.agentId, locationId: -1, abilities: { 'quotations.create': 'own_location' } };
    await expect(transition(db, bus, { orderId: id, action: 'startQuotation', actor: external })).rejects.toThrow(/another location/);
    await expect(go(id, 'complete')).rejects.toThrow(/needs delivered \(15\)/);
    await expect(transition(db, bus, { orderId: id, action: 'requestChange', actor: staff })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await status(id)).status).toBe(1);
  });

  it('keeps stage counts with every change, without counting orders', async () => {
    const counts = async () => Object.fromEntries((await sql<{ stage: string; n: number }>`SELECT stage, sum(n)::int AS n FROM order_stage_counts
      WHERE location_id = ${base.locationId} GROUP BY stage`.execute(db)).rows.map((r) => [r.stage, r.n]));
    const before = await counts();
    const id = await newOrder();
    expect((await counts()).new_requests).toBe((before.new_requests ?? 0) + 1);
    await sql`UPDATE orders SET awaiting_reply = true WHERE id = ${id}`.execute(db);
    expect(await status(id)).toEqual({ status: 1, stage: 'action_required' });
    expect((await counts()).action_required).toBe((before.action_required ?? 0) + 1);
    expect(await checkDatabase(db)).toEqual([]);
  });
});
