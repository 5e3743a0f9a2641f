import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/connection';
import { migrate, MIGRATIONS_DIR } from '../../../src/server/db/migrate';
import { pgliteSnapshot, postgresTemplate, retryWhileAccessed } from './migratedTemplate';

export type TestDb = Database & { drop: () => Promise<void>; url?: string };

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * rx_test_<run>_<random> database on the PostgreSQL server of DATABASE_URL (dropped again by `drop`:
 * in the background, the file goes on; whatever is left at the end of the run, runDatabases.ts drops).
 * Both start as a copy of one migrated database (migratedTemplate.ts); `extraMigrationDirs` are
 * migrated on the copy, after the project's own, as `npm start` would.
 * `migrationsDir` another folder of migrations (a test of a migration over data made before it):
 * such a database starts empty and runs that folder, no template.
 * PGlite takes a second to start: open one per file and share it between the file's tests.
 */
export async function freshDatabase(extraMigrationDirs: string[] = [], migrationsDir = MIGRATIONS_DIR): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  const own = migrationsDir === MIGRATIONS_DIR;
  const migrateExtra = async (database: Database) => { for (const dir of own ? extraMigrationDirs : [migrationsDir, ...extraMigrationDirs]) await migrate(database, dir); };
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://', ...(own ? { loadDataDir: await pgliteSnapshot() } : {}) });
    await migrateExtra(database);
    return { ...database, drop: () => database.close() };
  }
  const name = `rx_test_${inject('apiRunTag')}_${randomBytes(5).toString('hex')}`;
  await onAdmin(url, own ? `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(url)}` : `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await migrateExtra(database);
  return {
    ...database,
    url: target.toString(),
    drop: async () => {
      await database.close();
      // Retried rather than FORCE-killing the pool's sockets (a killed pooled client raises an
      // unhandled error in the test process). Not awaited: the DROP waits on the server's disk.
      void retryWhileAccessed(() => onAdmin(url, `DROP DATABASE IF EXISTS ${name}`)).catch(() => undefined);
    },
  };
}

async function onAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}
