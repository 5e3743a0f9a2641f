import { sql } from 'kysely';
import * as stockBulk from '../../../../modules/stock/bulk';
import { insertChats, insertFeedback, insertTrips } from './after';
import { step, type BulkContext } from './context';
import { BULK_TABLES, deferKeysAndIndexes } from './deferred';
import { insertLogs, insertOrders, insertPeople, insertRunsAndSettlements } from './orders';
import { createPlan, dropPlan } from './plan';
import { insertBatches, insertPurchasing } from './purchasing';
import { insertInvoices, insertPromoRedemptions, insertQuotations, planLines } from './sales';

/** Above this many orders, keys and indexes are deferred to the end of the load (see deferred.ts). */
export const DEFER_FROM_ORDERS = 20_000;

/** The order history in bulk: every table, set-based, in dependency order; one transaction per step. */
export async function seedHistory(ctx: BulkContext): Promise<void> {
  const restore = ctx.orders >= DEFER_FROM_ORDERS ? await deferKeysAndIndexes(ctx.db, BULK_TABLES, ctx.log) : null;
  try {
    const ids = await step(ctx, 'plan', (trx) => createPlan(ctx, trx));
    await step(ctx, 'customers, patients, prescriptions', (trx) => insertPeople(ctx, trx));
    await step(ctx, 'dispatch runs, settlements', (trx) => insertRunsAndSettlements(ctx, trx, ids));
    await step(ctx, `${ctx.orders} orders`, (trx) => insertOrders(ctx, trx, ids));
    await step(ctx, 'order logs', (trx) => insertLogs(ctx, trx));
    const batchBase = await step(ctx, 'product batches', (trx) => insertBatches(ctx, trx));
    await step(ctx, 'quotation lines (plan)', (trx) => planLines(ctx, trx));
    await step(ctx, 'quotations', (trx) => insertQuotations(ctx, trx, ids.orderBase));
    await step(ctx, 'invoices', (trx) => insertInvoices(ctx, trx, ids.orderBase, batchBase));
    const { grnBase } = await step(ctx, 'purchase orders, GRNs', (trx) => insertPurchasing(ctx, trx, batchBase));
    await step(ctx, 'stock in (GRN movements)', (trx) => stockBulk.bulkReceive(trx, grnBase));
    await step(ctx, 'stock reservations and invoice out', (trx) => stockBulk.bulkOrderStock(trx,
      sql`SELECT order_id, product_id, batch_id, quantity, created_at, status, closed_at FROM seed_res`, ids.orderBase));
    await step(ctx, 'weighted average costs', (trx) => stockBulk.bulkRecomputeCosts(trx));
    await step(ctx, 'promo redemptions', (trx) => insertPromoRedemptions(ctx, trx, ids.orderBase));
    await step(ctx, 'trips, settlements, dispatch runs', (trx) => insertTrips(ctx, trx, ids));
    await step(ctx, 'chat threads and messages', (trx) => insertChats(ctx, trx));
    await step(ctx, 'feedback', (trx) => insertFeedback(ctx, trx));
  } finally {
    await dropPlan(ctx.db);
    if (restore) await restore();
  }
}
