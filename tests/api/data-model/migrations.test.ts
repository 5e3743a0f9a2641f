import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from '../../../src/server/db/migrate';
import { checkDatabase } from '../../../src/server/db/check';
import { ORDER_STATUSES } from '../../../src/shared/orders/statuses';
import { stageOf, isActionRequired } from '../../../src/shared/orders/stages';
import { openTestDb, tableColumns, type TestDb } from './db';
import { basics } from './fixtures';

const TABLES = ['customers', 'patients', 'prescriptions', 'orders', 'order_logs', 'order_stage_counts', 'order_feedback', 'chat_threads',
  'chat_messages', 'quotations', 'quotation_lines', 'invoices', 'invoice_lines', 'credit_notes', 'credit_note_lines', 'products',
  'product_batches', 'stock_movements', 'reservations', 'purchase_orders', 'purchase_order_lines', 'grns', 'grn_lines', 'dispatch_runs',
  'trip_payments', 'settlements', 'delivery_slots', 'promo_codes', 'promo_activations', 'promo_redemptions'];

describe(`migrations on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: TestDb;
  beforeAll(async () => { database = await openTestDb(); });
  afterAll(async () => { await database?.drop(); });

  it('create every table, and a second run applies nothing', async () => {
    const tables = await tableColumns(database);
    for (const t of TABLES) expect(tables.has(t), t).toBe(true);
    expect(await migrate(database)).toEqual([]);
  });

  it('store the same stage and action-required rule as src/shared/orders', async () => {
    const rows = (await sql<{ s: number; a: boolean; stage: string; ar: boolean }>`SELECT s, a, order_stage(s::smallint, a) AS stage,
        order_action_required(s::smallint, a) AS ar FROM unnest(${ORDER_STATUSES}::int[]) s CROSS JOIN (VALUES (true), (false)) v(a)`.execute(database.db)).rows;
    expect(rows).toHaveLength(ORDER_STATUSES.length * 2);
    for (const r of rows) {
      expect(r.stage, `status ${r.s}, awaiting reply ${r.a}`).toBe(stageOf(r.s, r.a));
      expect(r.ar).toBe(isActionRequired(r.s, r.a));
    }
  });

  it('derive display ids from sequences and refuse bad rows', async () => {
    const b = await basics(database.db);
    const order = (await sql<{ id: number; display_id: string }>`INSERT INTO orders (customer_id, location_id) VALUES (${b.customerId}, ${b.locationId})
      RETURNING id, display_id`.execute(database.db)).rows[0];
    expect(order.display_id).toBe(`HN${String(order.id).padStart(6, '0')}`);
    const customer = (await sql<{ display_id: string }>`SELECT display_id FROM customers WHERE id = ${b.customerId}`.execute(database.db)).rows[0];
    expect(customer.display_id).toMatch(/^HNCX\d{6}$/);
    await expect(sql`UPDATE orders SET status = 18 WHERE id = ${order.id}`.execute(database.db)).rejects.toThrow(/check constraint/);
    await expect(sql`INSERT INTO quotations (order_id, status, delivery_fee) VALUES (${order.id}, 0, -1)`.execute(database.db)).rejects.toThrow(/check constraint/);
    await expect(sql`INSERT INTO quotations (order_id, status) VALUES (${order.id}, 5)`.execute(database.db)).rejects.toThrow(/check constraint/);
    const product = (await sql<{ id: number; display_id: string }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category,
        lowest_uom, dosage_form, administration_route) VALUES ('Cetirizine 10mg Tablet', 'Cipla', 'Cetirizine', 'Pharmaceutical', 'Respiratory & Allergy',
        'Tablet', 'Tablet', 'Oral') RETURNING id, display_id`.execute(database.db)).rows[0];
    expect(product.display_id).toMatch(/^P\d{6}$/);
    await expect(sql`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price) VALUES (${product.id}, '13-2030', 1, 1)`.execute(database.db)).rejects.toThrow();
    const batch = (await sql<{ expiry_date: string }>`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price)
      VALUES (${product.id}, '02-2028', 1, 2) RETURNING expiry_date`.execute(database.db)).rows[0];
    expect(batch.expiry_date).toBe('2028-02-29');
    await expect(sql`INSERT INTO product_batches (product_id, batch_name, purchase_price, retail_price, quantity) VALUES (${product.id}, '03-2028', 1, 2, 5)`
      .execute(database.db)).rejects.toThrow(/starts empty/);
  });

  it('db:check names each violation (the order above has no log entry)', async () => {
    const violations = await checkDatabase(database.db);
    expect(violations).toEqual([expect.objectContaining({ check: 'order status agrees with its last log entry', message: expect.stringMatching(/^order HN\d{6}: status 1, last log missing$/) })]);
  });

  it('index what the list calls filter and sort on', async () => {
    const names = (await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'orders'`.execute(database.db)).rows.map((r) => r.indexname);
    for (const i of ['orders_stage_updated_idx', 'orders_agent_stage_idx', 'orders_location_stage_idx', 'orders_unassigned_idx', 'orders_delivery_idx',
      'orders_city_delivery_idx', 'orders_status_delivery_idx', 'orders_display_id_key', 'orders_customer_idx']) expect(names).toContain(i);
  });
});
