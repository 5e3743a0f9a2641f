import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { checkDatabase } from '../../server/db/check';
import { seedFoundation } from '../../server/db/seed/foundation';
import { seedDemo } from '../../server/db/seed/demo';

/**
 * Times the large demo seed on PostgreSQL: `DATABASE_URL=postgres://… npx tsx src/tools/bench/seed-bench.ts
 * [--orders 1000000] [--keep]`. Creates a throwaway database on that server, migrates, seeds,
 * runs db:check, prints the timings and row counts, and drops the database (unless --keep).
 */
const TABLES = ['customers', 'patients', 'prescriptions', 'orders', 'order_logs', 'quotations', 'quotation_lines', 'invoices', 'invoice_lines',
  'stock_movements', 'reservations', 'product_batches', 'purchase_orders', 'grns', 'chat_threads', 'chat_messages', 'trip_payments', 'dispatch_runs'];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database there)');
  const argv = process.argv.slice(2);
  const orders = Number(argv[argv.indexOf('--orders') + 1] ?? 0) || 1_000_000;
  const keep = argv.includes('--keep');
  const name = `rx_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.execScript(`CREATE DATABASE ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`;
  const log = (m: string) => console.log(`[bench ${at()}] ${m}`);
  try {
    log(`database ${name}: migrating`);
    await migrate(database);
    await seedFoundation(database.db);
    log('foundation seeded');
    const seedStarted = Date.now();
    await seedDemo(database.db, { orders, seed: 42, now: new Date('2026-06-30T12:00:00Z'), log });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const checkStarted = Date.now();
    const violations = await checkDatabase(database.db);
    log(`db:check: ${violations.length ? `${violations.length} violation(s)` : 'clean'} (${((Date.now() - checkStarted) / 1000).toFixed(1)} s)`);
    for (const v of violations) console.log(`  ${v.check}: ${v.message}`);
    for (const t of TABLES) {
      const n = (await sql<{ n: number }>`SELECT count(*)::bigint AS n FROM ${sql.table(t)}`.execute(database.db)).rows[0].n;
      console.log(`  ${t.padEnd(18)} ${String(n).padStart(12)}`);
    }
    console.log(`\nRESULT orders=${orders} seed=${seedSeconds.toFixed(1)}s total=${((Date.now() - t0) / 1000).toFixed(1)}s violations=${violations.length}`);
    if (violations.length) process.exitCode = 1;
  } finally {
    await database.close();
    if (!keep) {
      const again = await openDatabase({ url });
      for (let i = 0; i < 50; i++) {
        try { await again.execScript(`DROP DATABASE IF EXISTS ${name}`); break; } catch { await new Promise((r) => setTimeout(r, 200)); }
      }
      await again.close();
    } else console.log(`kept database ${name}`);
  }
}

main().catch((e) => { console.error(`seed-bench failed: ${(e as Error).message}`); process.exitCode = 1; });
