/**
 * Fulfilment benchmark (not a test), issue 11 targets at 1M orders on PostgreSQL:
 *   prepared orders and preparation queue lists p50 ≤ 10 ms with filters, settlements data for a
 *   month p50 ≤ 50 ms, processing 500 settlements ≤ 500 ms, end-dispatch of a 40-order run ≤ 100 ms.
 *
 *   npx tsx src/tools/bench/fulfilment-bench.ts [--url postgres://postgres@127.0.0.1:5432/rx_bench] [--samples 50]
 *
 * Read-only for the shared database: the lists are plain reads, and the two writes run the real
 * services inside one outer transaction that is ROLLED BACK. Their setup (500 delivered orders with
 * a payment, a 40-order run of arrived orders) is staged with plain UPDATEs inside that rolled-back
 * transaction, not through the order service: only the timed call is the product's code.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../../server/db/connection';
import * as prep from '../../server/modules/preparation/queries';
import * as dispatchQ from '../../server/modules/dispatch/queries';
import { SettlementService } from '../../server/modules/settlements/service';
import { DispatchService } from '../../server/modules/dispatch/service';
import type { AbilityMap } from '../../shared/permissions/model';
import { opt } from './benchArgs';
import { percentileOf } from './percentile';

const URL_ = opt('url', process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rx_bench');
const SAMPLES = Number(opt('samples', '50'));
class Rollback extends Error {}

async function timed(label: string, fn: () => Promise<unknown>, n = SAMPLES) {
  for (let i = 0; i < 3; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await fn(); xs.push(performance.now() - t); }
  console.log(`${label.padEnd(58)} p50 ${percentileOf(xs, 50).toFixed(2).padStart(8)} ms  p95 ${percentileOf(xs, 95).toFixed(2).padStart(8)} ms`);
}

/** An app whose db is the outer transaction (services open "transactions" inside it; all rolled back). */
function appOn(trx: Db): FastifyInstance {
  const db = new Proxy(trx, { get: (t, k) => (k === 'transaction' ? () => ({ execute: (fn: (x: Db) => unknown) => fn(trx) }) : (() => { const v = Reflect.get(t, k, t); return typeof v === 'function' ? v.bind(t) : v; })()) });
  return { db, events: { publish: () => undefined, subscribe: () => () => undefined } } as unknown as FastifyInstance;
}

async function once<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<number> {
  let ms = 0;
  await db.transaction().execute(async (trx) => { ms = await work(trx) as unknown as number; throw new Rollback(); }).catch((e) => { if (!(e instanceof Rollback)) throw e; });
  return ms;
}

async function main() {
  const database = await openDatabase({ url: URL_ });
  const db = database.db;
  const orders = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`.execute(db)).rows[0].n;
  const day = (await sql<{ d: string }>`SELECT to_char(max(delivery_date), 'YYYY-MM-DD') AS d FROM orders WHERE status = 10`.execute(db)).rows[0].d ?? '2026-01-01';
  console.log(`[fulfilment-bench] ${orders} orders; ${SAMPLES} samples each; prepared delivery day ${day}`);

  await timed('preparation queue (no filter, page 1)', () => prep.queue(db, { skip: 0, limit: 10 }));
  await timed('preparation queue (keyword "HN0001")', () => prep.queue(db, { keyWord: 'HN0001', skip: 0, limit: 10 }));
  await timed(`preparation queue (dates ${day} ± 7)`, () => prep.queue(db, { startDate: day, endDate: day, skip: 0, limit: 10 }));
  await timed('prepared orders (status 10, page 1)', () => dispatchQ.preparedOrders(db, { statuses: [10], skip: 0, limit: 10 }));
  await timed(`prepared orders (delivery ${day}, slot 1)`, () => dispatchQ.preparedOrders(db, { statuses: [10], deliveryDate: day, deliverySlot: 1, skip: 0, limit: 10 }));
  await timed('prepared orders (search "Silva")', () => dispatchQ.preparedOrders(db, { statuses: [10], searchTerm: 'Silva', skip: 0, limit: 10 }));
  const settlements = new SettlementService({ db } as unknown as FastifyInstance);
  const month = (await sql<{ s: string; e: string }>`SELECT to_char(date_trunc('month', max(delivered_at)), 'YYYY-MM-DD') AS s, to_char(max(delivered_at), 'YYYY-MM-DD') AS e FROM orders WHERE status IN (15, 21)`.execute(db)).rows[0];
  await timed(`settlements data for a month (${month.s}..${month.e}, all)`, () => settlements.data({ startDate: month.s, endDate: month.e, settlementStatus: 'all', skip: 0, limit: 50 }));
  await timed('settlements data for a month (unsettled, the default)', () => settlements.data({ startDate: month.s, endDate: month.e, settlementStatus: 'unsettled', skip: 0, limit: 50 }));
  const busy = (await sql<{ id: number }>`SELECT agent_id AS id FROM trip_payments WHERE voided_at IS NULL GROUP BY agent_id ORDER BY count(*) DESC LIMIT 1`.execute(db)).rows[0]?.id;
  await timed('settlements data for a month (busiest rider, all)', () => settlements.data({ startDate: month.s, endDate: month.e, settlementStatus: 'all', deliveryAgent: busy, skip: 0, limit: 50 }));

  // process-settlements of 500 delivered orders with a live payment (staged unsettled), rolled back.
  const settle: number[] = [];
  for (let i = 0; i < 5; i++) settle.push(await once(db, async (trx) => {
    const ids = (await sql<{ id: number }>`SELECT o.id::int AS id FROM orders o JOIN trip_payments tp ON tp.order_id = o.id AND tp.voided_at IS NULL
      WHERE o.status IN (15, 21) ORDER BY o.id DESC LIMIT 500`.execute(trx)).rows.map((r) => r.id);
    await sql`UPDATE orders SET settlement_id = NULL WHERE id IN (${sql.join(ids)})`.execute(trx);
    const agent = (await sql<{ id: number }>`SELECT agent_id AS id FROM agent_roles WHERE role = 'finance' LIMIT 1`.execute(trx)).rows[0].id;
    const t = performance.now();
    await new SettlementService(appOn(trx)).process({ agentId: agent, role: 'finance', locationId: null }, ids, 'bench');
    return performance.now() - t;
  }));
  console.log(`${'process-settlements of 500 orders (rolled back)'.padEnd(58)} p50 ${percentileOf(settle, 50).toFixed(2).padStart(8)} ms  max ${Math.max(...settle).toFixed(2)} ms`);

  // end-dispatch of a 40-order ongoing run of arrived orders (staged), rolled back.
  const ends: number[] = [];
  for (let i = 0; i < 5; i++) ends.push(await once(db, async (trx) => {
    const rider = (await sql<{ id: number }>`SELECT agent_id AS id FROM agent_roles WHERE role = 'delivery_agent' LIMIT 1`.execute(trx)).rows[0].id;
    const run = (await sql<{ id: number }>`INSERT INTO dispatch_runs (agent_id, location_id, status, delivery_date, started_at)
      VALUES (${rider}, 1, 'ongoing', current_date, now()) RETURNING id`.execute(trx)).rows[0].id;
    const ids = (await sql<{ id: number }>`SELECT o.id::int AS id FROM orders o JOIN trip_payments tp ON tp.order_id = o.id AND tp.voided_at IS NULL
      WHERE o.status = 15 ORDER BY o.id DESC LIMIT 40`.execute(trx)).rows.map((r) => r.id);
    await sql`UPDATE orders SET status = 14, dispatch_run_id = ${run} WHERE id IN (${sql.join(ids)})`.execute(trx);
    const abilities = { 'rider.toolkit': 'all' } as unknown as AbilityMap;
    const t = performance.now();
    await new DispatchService(appOn(trx)).end({ kind: 'agent', agentId: rider, role: 'delivery_agent', locationId: 1, abilities }, run, false);
    return performance.now() - t;
  }));
  console.log(`${'end-dispatch of a 40-order run (rolled back)'.padEnd(58)} p50 ${percentileOf(ends, 50).toFixed(2).padStart(8)} ms  max ${Math.max(...ends).toFixed(2)} ms`);
  await database.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
