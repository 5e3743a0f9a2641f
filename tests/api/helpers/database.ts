import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../../src/server/db/connection';
import { migrate, MIGRATIONS_DIR } from '../../../src/server/db/migrate';

export type TestDb = Database & { drop: () => Promise<void>; url?: string };

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * rx_test_<random> database on the PostgreSQL server of DATABASE_URL (dropped again by `drop`).
 * PGlite takes seconds to start: open one per file and share it between the file's tests.
 * `migrationsDir` another folder of migrations (a test of a migration over data made before it).
 */
export async function freshDatabase(extraMigrationDirs: string[] = [], migrationsDir = MIGRATIONS_DIR): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  const migrateAll = async (database: Database) => { for (const dir of [migrationsDir, ...extraMigrationDirs]) await migrate(database, dir); };
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateAll(database);
    return { ...database, drop: () => database.close() };
  }
  const name = `rx_test_${randomBytes(5).toString('hex')}`;
  await onAdmin(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await migrateAll(database);
  return {
    ...database,
    url: target.toString(),
    drop: async () => {
      await database.close();
      // pg's pool.end() resolves before its sockets are gone: retry rather than FORCE-killing them
      // (a killed pooled client raises an unhandled error in the test process).
      for (let attempt = 0; ; attempt++) {
        try { await onAdmin(url, `DROP DATABASE IF EXISTS ${name}`); return; } catch (e) {
          if (attempt >= 50 || !/being accessed/.test((e as Error).message)) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
  };
}

async function onAdmin(url: string, statement: string): Promise<void> {
  const admin = await openDatabase({ url });
  try { await admin.execScript(statement); } finally { await admin.close(); }
}
