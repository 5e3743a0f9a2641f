import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import type { Db } from '../../../src/server/db/connection';
import { checkDatabase } from '../../../src/server/db/check';
import { checkMoneyInvariants, MONEY_CHECK_NAMES } from '../../../src/server/db/moneyChecks';
import { invoicedOrder, makeProduct, makePromo, makeSlot } from './creditWorld';

/** db:check's money invariants hold on real data and name each kind of corrupted row (each corruption rolled back). */

let t: TestApp;
let orderId: number;
let invoiceId: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  const ph: SignedIn = await signIn(t.app, 'chief_pharmacist');
  const finance = await signIn(t.app, 'finance');
  const a = await makeProduct(t.app.db, 'Losartan 50mg', { price: 20, maxDiscount: 10, stock: 50 });
  const b = await makeProduct(t.app.db, 'Amlodipine 5mg', { price: 7.5, maxDiscount: 0, stock: 50 });
  orderId = await invoicedOrder(t.app, ph, await makeSlot(t.app.db), [{ productId: a, quantity: 6 }, { productId: b, quantity: 4 }],
    await makePromo(t.app.db, { type: 'percentage', value: 10 }), 100);
  invoiceId = (await sql<{ id: number }>`SELECT id FROM invoices WHERE order_id = ${orderId} AND status = 'posted'`.execute(t.app.db)).rows[0].id;
  const lines = (await sql<{ id: number }>`SELECT id FROM invoice_lines WHERE invoice_id = ${invoiceId} ORDER BY id`.execute(t.app.db)).rows;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/quotations/admin/generate-credit-note-batch-wise', headers: finance.headers,
    payload: { orderId, reason: 'Returned', lineItems: [{ invoiceLineId: lines[0].id, quantity: 2 }] } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => { await t?.close(); });

/**
 * The checks that fail after `corrupt`, inside a transaction that is then rolled back. Scoped to
 * the corrupted order the checks find the same rows; scoped to another order, none.
 */
async function failingAfter(corrupt: (trx: Db) => Promise<unknown>): Promise<string[]> {
  let found: string[] = [];
  await t.app.db.transaction().execute(async (trx) => {
    await corrupt(trx);
    found = await checkMoneyInvariants(trx);
    expect(await checkMoneyInvariants(trx, 20, [orderId])).toEqual(found);
    expect(await checkMoneyInvariants(trx, 20, [orderId + 1])).toEqual([]);
    throw new Error('rollback');
  }).catch((e: Error) => { if (e.message !== 'rollback') throw e; });
  return [...new Set(found.map((v) => MONEY_CHECK_NAMES.find((n) => v.startsWith(`${n}: `))))] as string[];
}

describe('money invariants (db:check)', () => {
  it('hold on invoices, promo shares and credit notes made through the API, and are part of db:check', async () => {
    expect(await checkMoneyInvariants(t.app.db)).toEqual([]);
    expect(await checkDatabase(t.app.db)).toEqual([]);
  });

  it('name a line credited more than it was charged', async () => {
    expect(await failingAfter(async (trx) => {
      await sql`UPDATE credit_note_lines SET line_total = line_total + 200 WHERE credit_note_id IN (SELECT id FROM credit_notes WHERE order_id = ${orderId})`.execute(trx);
      await sql`UPDATE credit_notes SET amount = amount + 200 WHERE order_id = ${orderId}`.execute(trx);
    })).toEqual(['invoice line credits within its charge']);
  });

  // (net = lines − promo + fee is also a CHECK on invoices since 0004: no row can break it.)
  it('name promo shares that do not add up to the invoice\'s discount', async () => {
    expect(await failingAfter((trx) => sql`UPDATE invoice_lines SET promo_share = promo_share + 1 WHERE id = (SELECT min(id) FROM invoice_lines WHERE invoice_id = ${invoiceId})`.execute(trx)))
      .toEqual(['invoice totals equal their lines']);
  });

  it('name credits beyond the invoice\'s net total and a credit note whose amount is not its lines and fee', async () => {
    expect(await failingAfter((trx) => sql`UPDATE credit_notes SET delivery_fee_refund = 1000, amount = amount + 1000 WHERE order_id = ${orderId}`.execute(trx)))
      .toEqual(['invoice credits within its net total']);
    expect(await failingAfter((trx) => sql`UPDATE credit_notes SET amount = amount + 0.01 WHERE order_id = ${orderId}`.execute(trx)))
      .toEqual(['credit note amount equals its lines and fee']);
  });

  it('name payments above the amount invoiced and a settlement whose total is not its payments', async () => {
    const rider = (await sql<{ id: number }>`SELECT agent_id AS id FROM agent_roles WHERE role = 'delivery_agent' LIMIT 1`.execute(t.app.db)).rows[0].id;
    const pay = (amount: number) => (trx: Db) => sql`INSERT INTO trip_payments (order_id, agent_id, mode1_type, mode1_amount)
      VALUES (${orderId}, ${rider}, 'cash', ${amount})`.execute(trx);
    expect(await failingAfter(pay(99_999))).toEqual(['order payments within the amount invoiced']);
    expect(await failingAfter(async (trx) => {
      await pay(10)(trx);
      const s = (await sql<{ id: number }>`INSERT INTO settlements (processed_by_agent_id, rider_id, order_count, total_amount) VALUES (${rider}, ${rider}, 1, 11)
        RETURNING id`.execute(trx)).rows[0].id;
      await sql`UPDATE orders SET settlement_id = ${s} WHERE id = ${orderId}`.execute(trx);
    })).toEqual(['settlement total equals the payments it covers']);
  });
});
