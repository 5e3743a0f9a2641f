import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../../src/server/db/connection';
import { freshDatabase, type TestDb } from '../helpers/database';

/**
 * `npm run seed` leaves the database vacuumed and analysed (issue 22 item 5): every table the
 * seed filled has a manual VACUUM and ANALYZE on record, not left to autovacuum (which PGlite
 * does not run at all).
 */
describe(`npm run seed on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rx-seed-vacuum-'));
  let target: TestDb | undefined;
  let database: Database;
  let output = '';
  beforeAll(async () => {
    if (process.env.DATABASE_URL) target = await freshDatabase();
    const res = spawnSync('npx', ['tsx', 'src/tools/seed.ts', '--orders', '40'], {
      env: { ...process.env, DATABASE_URL: target?.url ?? '', DATA_DIR: dataDir }, encoding: 'utf8', timeout: 240_000,
    });
    output = `${res.stdout}${res.stderr}`;
    expect(res.status, output).toBe(0);
    database = target ?? await openDatabase({ dataDir: join(dataDir, 'db') });
  }, 300_000);
  afterAll(async () => {
    if (target) await target.drop(); else await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends with VACUUM (ANALYZE): every table the seed filled is vacuumed and analysed', async () => {
    expect(output).toMatch(/\[seed\] VACUUM \(ANALYZE\) in [\d.]+ s\n/);
    // Read from the catalogs (PGlite keeps no activity statistics across a restart): a vacuumed
    // table has pages marked all-visible, an analysed one has column statistics.
    const tables = (await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c
      WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`.execute(database.db)).rows.map((r) => r.name);
    const filled: string[] = [];
    for (const t of tables) if ((await sql`SELECT 1 FROM ${sql.table(t)} LIMIT 1`.execute(database.db)).rows.length) filled.push(t);
    expect(filled).toEqual(expect.arrayContaining(['orders', 'order_logs', 'customers', 'product_batches']));
    const state = (await sql<{ name: string; vacuumed: boolean; analysed: boolean }>`
      SELECT c.relname AS name, c.relallvisible > 0 AS vacuumed, EXISTS (SELECT 1 FROM pg_statistic s WHERE s.starelid = c.oid) AS analysed
        FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND c.relname = ANY(${filled})`.execute(database.db)).rows;
    expect(state).toHaveLength(filled.length);
    expect(state.filter((t) => !t.vacuumed || !t.analysed)).toEqual([]);
  });
});
