import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as stock from '../../../src/server/modules/stock/service';
import { checkDatabase } from '../../../src/server/db/check';
import { ConflictError } from '../../../src/server/errors';
import { openTestDb, type TestDb } from './db';
import { basics, batchBalance, productWithStock, type Basics } from './fixtures';

describe('stock service under concurrency', () => {
  let database: TestDb;
  let base: Basics;
  beforeAll(async () => { database = await openTestDb(); base = await basics(database.db); });
  afterAll(async () => { await database?.drop(); });

  const sellOne = (productId: number, batchId: number) =>
    database.db.transaction().execute((trx) => stock.sell(trx, { lines: [{ productId, batchId, quantity: 1 }] }, { agentId: base.agentId }));

  it('50 concurrent sales of the last 20 units: exactly 20 succeed, the rest are refused with INSUFFICIENT_QTY', async () => {
    const { productId, batchId } = await productWithStock(database.db, 20);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => sellOne(productId, batchId)));
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(ok).toBe(20);
    expect(refused).toHaveLength(30);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ConflictError);
      expect((r.reason as Error).message).toBe('INSUFFICIENT_QTY__0');
    }
    expect(await batchBalance(database.db, batchId)).toEqual({ quantity: 0, reserved: 0 });
    expect(await checkDatabase(database.db)).toEqual([]);
  });

  it('reserved stock is not sold to someone else, and a shortage names what is available', async () => {
    const { productId, batchId } = await productWithStock(database.db, 10);
    const orderId = (await sql<{ id: number }>`INSERT INTO orders (customer_id, location_id) VALUES (${base.customerId}, ${base.locationId}) RETURNING id`.execute(database.db)).rows[0].id;
    await sql`INSERT INTO order_logs (order_id, action, to_status, actor) VALUES (${orderId}, 'placeOrder', 1, 'system')`.execute(database.db);
    await database.db.transaction().execute((trx) => stock.reserve(trx, orderId, [{ productId, quantity: 4 }]));
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => sellOne(productId, batchId)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(6);
    expect(await batchBalance(database.db, batchId)).toEqual({ quantity: 4, reserved: 4 });
    // The order that holds the 4 can still sell them (its reservation is consumed first).
    await database.db.transaction().execute((trx) => stock.sell(trx, { orderId, lines: [{ productId, batchId, quantity: 4 }] }));
    expect(await batchBalance(database.db, batchId)).toEqual({ quantity: 0, reserved: 0 });
    const err = await database.db.transaction().execute((trx) => stock.reserve(trx, orderId, [{ productId, quantity: 3 }])).catch((e) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.message).toBe('INSUFFICIENT_QTY__0');
    expect(err.details[0]).toMatchObject({ productId, available: 0, requested: 3 });
    expect(await checkDatabase(database.db)).toEqual([]);
  });

  it('the database itself refuses a negative balance, a direct balance update and a ledger edit', async () => {
    const { productId, batchId } = await productWithStock(database.db, 2);
    const insertOut = sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta) VALUES (${productId}, ${batchId}, 'invoice_out', -3)`;
    await expect(insertOut.execute(database.db)).rejects.toThrow(/product_batches_quantity_check/);
    await expect(sql`UPDATE product_batches SET quantity = 99 WHERE id = ${batchId}`.execute(database.db)).rejects.toThrow(/only through stock_movements/);
    await expect(sql`UPDATE stock_movements SET quantity_delta = 50 WHERE batch_id = ${batchId}`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM stock_movements WHERE batch_id = ${batchId}`.execute(database.db)).rejects.toThrow(/append-only/);
    const reserveTooMuch = sql`INSERT INTO stock_movements (product_id, batch_id, movement_type, quantity_delta, reserved_delta) VALUES (${productId}, ${batchId}, 'reserve', 0, 3)`;
    await expect(reserveTooMuch.execute(database.db)).rejects.toThrow(/product_batches_reserved_check/);
    expect(await batchBalance(database.db, batchId)).toEqual({ quantity: 2, reserved: 0 });
  });

  it('keeps the weighted average cost on receipt and refuses to reverse sold stock', async () => {
    const { productId, batchId } = await productWithStock(database.db, 10, '06-2099', 10);
    const second = await database.db.transaction().execute(async (trx) => {
      const id = await stock.ensureBatch(trx, { productId, batchName: '09-2099', purchasePrice: 16, retailPrice: 20 });
      await stock.receive(trx, [{ productId, batchId: id, quantity: 30, unitCost: 16 }]);
      return id;
    });
    const wac = async () => (await sql<{ w: number; l: number }>`SELECT weighted_average_cost AS w, last_purchase_price AS l FROM products WHERE id = ${productId}`.execute(database.db)).rows[0];
    expect(await wac()).toEqual({ w: 14.5, l: 16 });
    await sellOne(productId, batchId);
    const err = await database.db.transaction().execute((trx) => stock.reverseReceipt(trx, [{ productId, batchId, quantity: 10, unitCost: 10 }])).catch((e) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.message).toMatch(/^Error: Insufficient QTY__Paracetamol 500mg Tablet/);
    await database.db.transaction().execute((trx) => stock.reverseReceipt(trx, [{ productId, batchId: second, quantity: 30, unitCost: 16 }]));
    expect(await batchBalance(database.db, second)).toEqual({ quantity: 0, reserved: 0 });
    expect((await wac()).w).toBe(9.5); // (39 × 14.5 − 30 × 16) / 9: the sold unit left at the average
    expect(await checkDatabase(database.db)).toEqual([]);
  });
});
