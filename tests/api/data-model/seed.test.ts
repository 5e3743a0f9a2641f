import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/connection';
import { checkDatabase } from '../../../src/server/db/check';
import { seedFoundation } from '../../../src/server/db/seed/foundation';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { openTestDb, type TestDb } from './db';

// Columns written by the clock at seed time (not by the generator) and the per-run password salt.
const CLOCK_TABLES = ['cities', 'pharmacy_locations', 'agents', 'suppliers', 'referral_modes', 'receive_modes', 'delivery_slots'];

/** One digest per table of everything the generator decided. */
async function digest(db: Db): Promise<Record<string, string>> {
  const tables = (await sql<{ t: string }>`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema()
    AND table_type = 'BASE TABLE' AND table_name NOT IN ('schema_migrations', 'refresh_tokens') ORDER BY 1`.execute(db)).rows.map((r) => r.t);
  const out: Record<string, string> = {};
  for (const t of tables) {
    // audit_log.at is when the audit row was written (the clock), like the clock tables' stamps.
    const drop = CLOCK_TABLES.includes(t) ? sql`- 'updated_at' - 'created_at' - 'password_hash'` : t === 'audit_log' ? sql`- 'at'` : sql`- 'updated_at'`;
    out[t] = (await sql<{ d: string }>`SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d
      FROM (SELECT to_jsonb(r) ${drop} AS x FROM ${sql.table(t)} r) s`.execute(db)).rows[0].d;
  }
  return out;
}

const NOW = new Date('2026-03-15T10:00:00Z');

describe('demo data generator', () => {
  const dbs: TestDb[] = [];
  const digests: Array<Record<string, string>> = [];
  beforeAll(async () => {
    for (const seed of [7, 7, 8]) {
      const database = await openTestDb();
      dbs.push(database);
      await seedFoundation(database.db);
      await seedDemo(database.db, { orders: 400, seed, now: NOW });
      digests.push(await digest(database.db));
    }
  }, 300_000);
  afterAll(async () => { for (const d of dbs) await d.drop(); });

  it('makes the same data from the same seed', () => {
    expect(Object.keys(digests[0]).length).toBeGreaterThan(30);
    expect(digests[1]).toEqual(digests[0]);
  });

  it('makes different data from another seed', () => {
    expect(digests[2].orders).not.toBe(digests[0].orders);
    expect(digests[2].order_logs).not.toBe(digests[0].order_logs);
  });

  it('leaves the invariants intact, with orders in every status and stock really moved', async () => {
    const db = dbs[0].db;
    expect(await checkDatabase(db)).toEqual([]);
    const statuses = (await sql<{ s: number }>`SELECT DISTINCT status AS s FROM orders ORDER BY 1`.execute(db)).rows.map((r) => r.s);
    expect(statuses).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 23, 24, 25, 26, 27]);
    const moves = Object.fromEntries((await sql<{ t: string; n: number }>`SELECT movement_type AS t, count(*)::int AS n FROM stock_movements GROUP BY 1`.execute(db)).rows.map((r) => [r.t, r.n]));
    for (const t of ['grn_in', 'grn_reversal', 'grn_return', 'invoice_out', 'credit_note_in', 'adjustment', 'reserve', 'release']) expect(moves[t], t).toBeGreaterThan(0);
    const po = (await sql<{ s: string }>`SELECT DISTINCT status AS s FROM purchase_orders ORDER BY 1`.execute(db)).rows.map((r) => r.s);
    expect(po).toEqual(['cancelled', 'discarded', 'draft', 'partially_received', 'received', 'submitted']);
    const batches = (await sql<{ past: number; future: number }>`SELECT count(*) FILTER (WHERE expiry_date < ${NOW.toISOString().slice(0, 10)}::date)::int AS past,
      count(*) FILTER (WHERE expiry_date >= ${NOW.toISOString().slice(0, 10)}::date)::int AS future FROM product_batches`.execute(db)).rows[0];
    expect(batches.past).toBeGreaterThan(0);
    expect(batches.future).toBeGreaterThan(0);
    const flags = (await sql<{ n: number; c: number }>`SELECT count(*) FILTER (WHERE narcotic)::int AS n, count(*) FILTER (WHERE cold_storage)::int AS c FROM products`.execute(db)).rows[0];
    expect(flags.n).toBeGreaterThan(0);
    expect(flags.c).toBeGreaterThan(0);
    for (const t of ['chat_messages', 'promo_redemptions', 'trip_payments', 'settlements', 'dispatch_runs', 'credit_notes', 'prescriptions', 'patients']) {
      const n = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(t)}`.execute(db)).rows[0].n;
      expect(n, t).toBeGreaterThan(0);
    }
  });

  it('db:check names a rollup that drifted from its source (collection, stock movements, customer sales by day, month and lifetime, invoices by day, order details, HBS invoice lines, monthly stock movements, expired quotations)', async () => {
    const db = dbs[2].db;
    expect(await checkDatabase(db)).toEqual([]);
    await sql`UPDATE collection_rider_daily SET cash = cash + 1 WHERE (day, agent_id, location_id, settled) = (SELECT day, agent_id, location_id, settled FROM collection_rider_daily WHERE payments > 0 ORDER BY 1, 2, 3, 4 LIMIT 1)`.execute(db);
    await sql`DELETE FROM stock_movement_daily WHERE (day, batch_id, movement_type) = (SELECT day, batch_id, movement_type FROM stock_movement_daily WHERE movements > 0 ORDER BY 1, 2, 3 LIMIT 1)`.execute(db);
    await sql`UPDATE customer_sales_daily SET invoices = invoices + 1 WHERE (day, customer_id, location_id) = (SELECT day, customer_id, location_id FROM customer_sales_daily WHERE invoices > 0 ORDER BY 1, 2, 3 LIMIT 1)`.execute(db);
    await sql`UPDATE order_details_daily SET invoice_total = invoice_total - 1 WHERE (day, location_id, status) = (SELECT day, location_id, status FROM order_details_daily WHERE orders > 0 ORDER BY 1, 2, 3 LIMIT 1)`.execute(db);
    await sql`UPDATE hbs_invoice_daily SET quantity = quantity + 1 WHERE (day, location_id) = (SELECT day, location_id FROM hbs_invoice_daily WHERE lines > 0 ORDER BY 1, 2 LIMIT 1)`.execute(db);
    await sql`UPDATE stock_movement_monthly SET movements = movements + 1 WHERE (month, batch_id, movement_type) = (SELECT month, batch_id, movement_type FROM stock_movement_monthly WHERE movements > 0 ORDER BY 1, 2, 3 LIMIT 1)`.execute(db);
    await sql`DELETE FROM quotation_expiry_set WHERE quotation_id = (SELECT min(quotation_id) FROM quotation_expiry_set)`.execute(db);
    // customer_sales_daily's change above reached its month and lifetime rows through their trigger: a
    // drift of each of those alone, and of the invoices by day.
    const apart = await checkDatabase(dbs[1].db);
    expect(apart).toEqual([]);
    await sql`UPDATE customer_sales_monthly SET net_total = net_total + 1 WHERE (month, customer_id) = (SELECT month, customer_id FROM customer_sales_monthly WHERE invoices > 0 ORDER BY 1, 2 LIMIT 1)`.execute(dbs[1].db);
    await sql`UPDATE customer_sales_lifetime SET invoices = invoices - 1 WHERE customer_id = (SELECT min(customer_id) FROM customer_sales_lifetime WHERE invoices > 0)`.execute(dbs[1].db);
    await sql`UPDATE dashboard_invoice_daily SET net_total = net_total + 1 WHERE (day, location_id) = (SELECT day, location_id FROM dashboard_invoice_daily WHERE invoices > 0 ORDER BY 1, 2 LIMIT 1)`.execute(dbs[1].db);
    expect((await checkDatabase(dbs[1].db)).map((v) => v.check)).toEqual(['customer lifetime sales equal the posted invoices',
      'customer monthly sales equal the posted invoices', 'dashboard invoice rollup equals the posted invoices']);
    const violations = await checkDatabase(db);
    expect(violations.map((v) => v.check)).toEqual(['collection rollup equals the collected payments', 'stock movement rollup equals the ledger',
      'stock movement monthly rollup equals the ledger', 'customer sales rollup equals the posted invoices',
      'customer lifetime sales equal the posted invoices', 'customer monthly sales equal the posted invoices',
      'HBS invoice rollup equals the posted invoice lines', 'order details rollup equals the orders with their quotation and invoice totals',
      'quotation expiry set equals the expired quotations']);
    expect(violations[0].message).toMatch(/rolled up \(.+\), actual \(.+\)/);
  });
});
