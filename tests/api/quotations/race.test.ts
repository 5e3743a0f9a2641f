import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { ensureBatch, receive } from '../../../src/server/modules/stock/service';
import { batchBalance, batchNameIn, intakeCustomer } from './fixtures';

/**
 * 50 writers race for one batch: 25 invoices that move their 4 units onto it and 25 quotations
 * whose submit reserves 4 units first expiry first (this batch first). It holds 60: winners take
 * what there is, the balance never goes below zero and always equals its ledger, and every loser
 * is told why (409 with the stock marker or batch_qty_overloaded).
 */
let t: TestApp;
let ph: SignedIn;
let productId: number;
let contested: number;
let spare: number;
const invoicing: number[] = [];
const quoting: number[] = [];

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: ph.headers, payload });

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  ph = await signIn(t.app, 'chief_pharmacist');
  await t.app.db.transaction().execute(async (trx) => {
    productId = (await sql<{ id: number }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom,
      dosage_form, administration_route, retail_price) VALUES ('Losartan 50mg Tablets', 'Acme', 'Losartan', 'Pharmaceutical', 'Cardio', 'Tablet', 'Tablet', 'Oral', 7)
      RETURNING id`.execute(trx)).rows[0].id;
    // The contested batch expires first but is empty while the invoicing orders reserve (they hold the spare batch).
    contested = await ensureBatch(trx, { productId, batchName: batchNameIn(3), purchasePrice: 3, retailPrice: 7 });
    spare = await ensureBatch(trx, { productId, batchName: '11-2033', purchasePrice: 3, retailPrice: 7 });
    await receive(trx, [{ productId, batchId: spare, quantity: 100, unitCost: 3 }]);
  });
  const customer = await intakeCustomer(t.app, 'Ruwan Fernando', '+94 77 555 0000');
  const slot = (await sql<{ id: number }>`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity) VALUES ('Race 14-17', '14:00', '17:00', 500) RETURNING id`.execute(t.app.db)).rows[0].id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 25; i++) {
    const id = await customer.order();
    await post('quotations/create-new-quotation', { orderId: id, formValues: { productId, quantity: 4 } });
    await post('quotations/submit-quotation', { orderId: id, deliveryFee: 0 });
    await post('orders/admin/confirm-quotation-by-agent', { orderId: id, paymentMethod: 'cash', deliveryDate: tomorrow, deliverySlot: slot });
    const started = await post('quotations/submit-invoice-pending-status', { orderId: id });
    expect(started.statusCode, started.body).toBe(200);
    invoicing.push(id);
  }
  await t.app.db.transaction().execute((trx) => receive(trx, [{ productId, batchId: contested, quantity: 60, unitCost: 3 }]).then(() => {}));
  for (let i = 0; i < 25; i++) {
    const id = await customer.order();
    expect((await post('quotations/create-new-quotation', { orderId: id, formValues: { productId, quantity: 4 } })).statusCode).toBe(200);
    quoting.push(id);
  }
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('50 concurrent invoices and reservations on one batch', () => {
  it('never overdraws the batch, keeps it equal to its ledger, and tells every loser why', async () => {
    const lines = [{ product_id: productId, batch_id: contested, batch_qty: 4 }];
    const calls = [
      ...invoicing.map((orderId) => post('quotations/batch-wise-invoice', { orderId, lines }).then((r) => ({ kind: 'invoice', orderId, r }))),
      ...quoting.map((orderId) => post('quotations/submit-quotation', { orderId, deliveryFee: 0 }).then((r) => ({ kind: 'quote', orderId, r }))),
    ];
    const outcomes = await Promise.all(calls);
    const won = outcomes.filter((o) => o.r.statusCode === 200);
    const lost = outcomes.filter((o) => o.r.statusCode !== 200);
    expect(won.length + lost.length).toBe(50);
    expect(lost.length).toBeGreaterThan(0);
    for (const l of lost) {
      expect(l.r.statusCode, l.r.body).toBe(409);
      expect(l.r.json().message).toMatch(/^INSUFFICIENT_QTY__\d+$|batch_qty_overloaded/);
    }
    const b = await batchBalance(t.app.db, contested);
    const s = await batchBalance(t.app.db, spare);
    for (const x of [b, s]) {
      expect(x.quantity).toBeGreaterThanOrEqual(0);
      expect(x.reserved).toBeLessThanOrEqual(x.quantity);
      expect([x.quantity, x.reserved]).toEqual([x.ledger, x.ledgerReserved]);
    }
    const invoiced = won.filter((o) => o.kind === 'invoice').length;
    expect(b.quantity).toBe(60 - invoiced * 4);
    // Winners moved; losers stayed where they were.
    const statuses = new Map((await sql<{ id: number; status: number }>`SELECT id, status FROM orders WHERE id = ANY(${[...invoicing, ...quoting]}::bigint[])`.execute(t.app.db)).rows.map((r) => [r.id, r.status]));
    for (const o of outcomes) expect(statuses.get(o.orderId)).toBe(o.kind === 'invoice' ? (o.r.statusCode === 200 ? 7 : 6) : (o.r.statusCode === 200 ? 3 : 2));
    const reservedByWinners = (await sql<{ n: number }>`SELECT coalesce(sum(quantity), 0)::int AS n FROM reservations WHERE status = 'active' AND order_id = ANY(${quoting}::bigint[])`.execute(t.app.db)).rows[0].n;
    expect(reservedByWinners).toBe(won.filter((o) => o.kind === 'quote').length * 4);
  }, 120_000);
});
