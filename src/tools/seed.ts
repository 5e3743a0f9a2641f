import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { isSeeded, seedFoundation } from '../server/db/seed/foundation';
import { seedDemo } from '../server/db/seed/demo';
import { vacuumAfterSeed } from '../server/db/seed/vacuum';

/**
 * `npm run seed -- --orders 1000000 [--seed 42] [--now 2026-01-31T12:00:00Z]`: fills an empty
 * database (DATABASE_URL, else the embedded one) with the foundation and demo data, printing
 * progress, then vacuums and analyses it (seed/vacuum.ts). Refuses a database that already has orders.
 */
export function parseSeedArgs(argv: string[]): { orders: number; seed: number; now?: Date } {
  const arg = (name: string) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : undefined; };
  const orders = Number(arg('orders') ?? 3000);
  const seed = Number(arg('seed') ?? 42);
  if (!Number.isInteger(orders) || orders < 1) throw new Error('--orders must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const now = arg('now') ? new Date(arg('now')!) : undefined;
  if (now && Number.isNaN(now.getTime())) throw new Error('--now must be a date-time');
  return { orders, seed, now };
}

async function main() {
  const args = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  const log = (m: string) => console.log(`[seed] ${m}`);
  try {
    log(`database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL (DATABASE_URL)'}`);
    await migrate(database, undefined, log);
    const existing = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM orders LIMIT 1) x`.execute(database.db)).rows[0].n;
    if (existing) throw new Error('the database already has orders; seed an empty database');
    if (!(await isSeeded(database.db))) { log('foundation (places, staff, suppliers)'); await seedFoundation(database.db); }
    const r = await seedDemo(database.db, { ...args, log });
    log(`done: ${r.orders} orders in ${r.seconds.toFixed(1)} s`);
    await vacuumAfterSeed(database, log);
  } finally {
    await database.close();
  }
}

main().catch((e) => { console.error(`[seed] failed: ${(e as Error).message}`); process.exitCode = 1; });
