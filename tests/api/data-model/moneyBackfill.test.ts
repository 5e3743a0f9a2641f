import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../../src/server/db/migrate';
import { checkDatabase } from '../../../src/server/db/check';
import { checkMoneyInvariants } from '../../../src/server/db/moneyChecks';
import { openTestDb, type TestDb } from './db';
import { basics, productWithStock } from './fixtures';

/**
 * Migrations 0100 and 0101 over data made before them: an invoice whose promo was spread over the
 * lines and credited that way, and an arrived order's payment the old rollup left out.
 */

let database: TestDb;
const ids = { invoice: 0, arrivedOrder: 0, lines: [] as number[] };

beforeAll(async () => {
  const before = mkdtempSync(join(tmpdir(), 'rx-mig-'));
  for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => f < '0100')) copyFileSync(join(MIGRATIONS_DIR, f), join(before, f));
  database = await openTestDb([], before);
  const db = database.db;
  const b = await basics(db);
  const products = [await productWithStock(db, 0), await productWithStock(db, 0), await productWithStock(db, 0)];
  const order = async (status: number) => (await sql<{ id: number }>`INSERT INTO orders (customer_id, location_id, status) VALUES (${b.customerId}, ${b.locationId}, ${status})
    RETURNING id`.execute(db)).rows[0].id;
  const orderId = await order(15);
  const q = (await sql<{ id: number }>`INSERT INTO quotations (order_id, status, lines_total, net_total) VALUES (${orderId}, 1, 0, 0) RETURNING id`.execute(db)).rows[0].id;
  // Lines 100 + 200 + 33.33 = 333.33, promo 33.33, fee 50: as 0040's code left it, the promo on the whole invoice.
  ids.invoice = (await sql<{ id: number }>`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at)
    VALUES (${orderId}, ${q}, 'posted', 333.33, 50, 33.33, 350, now()) RETURNING id`.execute(db)).rows[0].id;
  for (const [i, total] of [100, 200, 33.33].entries()) {
    ids.lines.push((await sql<{ id: number }>`INSERT INTO invoice_lines (invoice_id, product_id, batch_id, quantity, batch_qty, unit_price, line_total)
      VALUES (${ids.invoice}, ${products[i].productId}, ${products[i].batchId}, 1, 1, ${total}, ${total}) RETURNING id`.execute(db)).rows[0].id);
  }
  // A credit note priced the old way: 200 × (1 − 33.33 / 333.33) = 180.00.
  const cn = (await sql<{ id: number }>`INSERT INTO credit_notes (order_id, invoice_id, quotation_id, amount, reason) VALUES (${orderId}, ${ids.invoice}, ${q}, 180, 'old')
    RETURNING id`.execute(db)).rows[0].id;
  await sql`INSERT INTO credit_note_lines (credit_note_id, invoice_line_id, product_id, batch_id, quantity, unit_price, line_total, restock)
    VALUES (${cn}, ${ids.lines[1]}, ${products[1].productId}, ${products[1].batchId}, 1, 200, 180, false)`.execute(db);
  // An order arrived (14) with its payment: collected, though the 0091 rollup only counted delivered ones.
  ids.arrivedOrder = await order(14);
  const q2 = (await sql<{ id: number }>`INSERT INTO quotations (order_id, status, lines_total, net_total) VALUES (${ids.arrivedOrder}, 1, 0, 0) RETURNING id`.execute(db)).rows[0].id;
  await sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, net_total, posted_at) VALUES (${ids.arrivedOrder}, ${q2}, 'posted', 0, 40, 40, now())`.execute(db);
  await sql`INSERT INTO trip_payments (order_id, agent_id, mode1_type, mode1_amount, mode2_type, mode2_amount) VALUES (${ids.arrivedOrder}, ${b.agentId}, 'cheque', 30, 'cash', 10)`.execute(db);
  expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM collection_rider_daily WHERE payments <> 0`.execute(db)).rows[0].n).toBe(0);
  expect((await migrate(database)).filter((f) => f >= '0100' && f < '0102')).toEqual(['0100_invoice_line_charges.sql', '0101_collection_is_live_payments.sql']);
}, 120_000);
afterAll(async () => { await database?.drop(); });

describe('the money migrations over existing data', () => {
  it('0100 spreads an invoice\'s promo over its lines by value, in cents adding up to it, so old credits stay within the charges', async () => {
    const shares = (await sql<{ s: number }>`SELECT promo_share AS s FROM invoice_lines WHERE invoice_id = ${ids.invoice} ORDER BY id`.execute(database.db)).rows.map((r) => r.s);
    expect(shares).toEqual([10, 20, 3.33]);
    expect(await checkMoneyInvariants(database.db)).toEqual([]);
  });

  it('0101 counts the arrived order\'s payment as collected (with its cheque part), as db:check recomputes it', async () => {
    const row = (await sql<{ payments: number; cheque: number; cash: number }>`SELECT sum(payments)::int AS payments, sum(cheque) AS cheque, sum(cash) AS cash
      FROM collection_rider_daily`.execute(database.db)).rows[0];
    expect(row).toEqual({ payments: 1, cheque: 30, cash: 10 });
    const rollup = (await checkDatabase(database.db)).filter((v) => v.check.startsWith('collection rollup'));
    expect(rollup).toEqual([]);
  });
});
