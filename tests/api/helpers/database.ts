import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../../src/server/db/connection';
import { migrate, MIGRATIONS_DIR } from '../../../src/server/db/migrate';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again by `drop`).
 */
export async function freshDatabase(extraMigrationDirs: string[] = []): Promise<Database & { drop: () => Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    for (const dir of [MIGRATIONS_DIR, ...extraMigrationDirs]) await migrate(database, dir);
    return { ...database, drop: () => database.close() };
  }
  const name = `rx_test_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.execScript(`CREATE DATABASE ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  for (const dir of [MIGRATIONS_DIR, ...extraMigrationDirs]) await migrate(database, dir);
  return {
    ...database,
    url: target.toString(),
    drop: async () => {
      await database.close();
      const again = await openDatabase({ url });
      await again.execScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    },
  };
}
