/**
 * Dashboards benchmark (not a test): the server-side time of each dashboard (the service call the
 * route makes: rollup queries plus shaping) for a 90-day range ending at the newest order, over all
 * locations and over one, p50 and p99 of --samples runs each.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench npx tsx src/tools/bench/dashboard-bench.ts [--samples 50] [--days 90]
 *
 * Run it on the large seed (createdb rx_bench; DATABASE_URL=… npm run seed -- --orders 1000000).
 * Target (issue 12): each dashboard p50 ≤ 300 ms at 1M orders. The figures read daily rollups
 * (0080_dashboard_rollups.sql), so their cost follows days × locations × statuses, not orders.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connection';
import { DashboardsService } from '../../server/modules/dashboards/service';
import type { RangeFilter } from '../../server/modules/dashboards/queries';
import { opt } from './benchArgs';
import { percentileOf } from './percentile';

const SAMPLES = Number(opt('samples', '50'));
const DAYS = Number(opt('days', '90'));
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rx_bench';


async function main() {
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    const facts = (await sql<{ orders: number; newest: string | null; location: number | null }>`SELECT count(*)::float8 AS orders,
        to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS newest, min(location_id) AS location FROM orders`.execute(db)).rows[0];
    if (!facts.newest) { console.log('No orders in this database: seed it first.'); return; }
    const endDate = facts.newest;
    const startDate = new Date(Date.parse(endDate) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const service = new DashboardsService({ db } as unknown as FastifyInstance);
    console.log(`${facts.orders.toLocaleString('en-US')} orders; range ${startDate}..${endDate} (${DAYS} days); ${SAMPLES} samples each`);
    const calls: Array<[string, (r: RangeFilter) => Promise<unknown>]> = [
      ['performance', (r) => service.performance(r)], ['processing', (r) => service.processing(r)],
      ['collection', (r) => service.collection(r)], ['invoices count', (r) => service.invoicesCount(r)], ['home', (r) => service.home(r)],
      ['contract page of 150', (r) => service.performanceRows(r, 0, 150)],
    ];
    for (const locationId of [null, facts.location]) {
      for (const [name, run] of calls) {
        const r = { startDate, endDate, locationId };
        await run(r); // warm
        const ms: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          const t = process.hrtime.bigint();
          await run(r);
          ms.push(Number(process.hrtime.bigint() - t) / 1e6);
        }
        console.log(`${name.padEnd(22)} ${locationId === null ? 'all locations' : `location ${locationId}`.padEnd(13)}  p50 ${percentileOf(ms, 50).toFixed(1)} ms  p99 ${percentileOf(ms, 99).toFixed(1)} ms`);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
