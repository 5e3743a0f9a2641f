import { sql } from 'kysely';
import type { Db } from '../../connection';
import { seedHistory } from './bulk';
import { seedLive } from './live';
import { Prng } from './prng';
import { seedReference } from './reference';

export interface SeedDemoOptions {
  /** Orders to create (history in bulk, plus a live set through the services). */
  orders: number;
  seed?: number;
  /** The demo's "now" (history ends here); default: the current hour. Fix it for reproducible data. */
  now?: Date;
  log?: (m: string) => void;
}

export interface SeedDemoResult { orders: number; liveOrders: number; seconds: number }

/**
 * The demo data generator: reference data (staff, slots, catalogue, promo codes), then the order
 * history in bulk (set-based SQL, deterministic per seed), then a live set of recent orders
 * walked through the real order and stock services (every status, stock really moved).
 * Needs the foundation (seedFoundation) first.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? 42;
  const anchor = opts.now ? new Date(opts.now) : new Date();
  anchor.setUTCMinutes(0, 0, 0);
  const live = Math.min(150, Math.max(30, Math.round(opts.orders * 0.05)));
  const history = Math.max(0, opts.orders - live);
  const spanDays = Math.round(Math.min(730, Math.max(60, history / 40)));
  const start = new Date(anchor.getTime() - spanDays * 86_400_000);
  const rng = new Prng(seed);
  log(`demo data: ${opts.orders} orders over ${spanDays} days (seed ${seed})`);
  const ref = await seedReference(db, rng.fork(1), anchor, spanDays);
  if (history > 0) {
    await seedHistory({ db, seed, anchor, start, spanDays, orders: history, customers: Math.max(80, Math.round(history * 0.3)), ref, log });
  }
  await seedLive(db, ref, rng.fork(2), anchor, live, log);
  await sql`ANALYZE`.execute(db);
  const seconds = (Date.now() - started) / 1000;
  log(`demo data ready: ${opts.orders} orders in ${seconds.toFixed(1)} s`);
  return { orders: opts.orders, liveOrders: live, seconds };
}
