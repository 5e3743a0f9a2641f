import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/connection';
import { migrate } from '../../../src/server/db/migrate';
import { freshDatabase, type TestDb } from '../helpers/database';

/**
 * CI once saw two API processes booting at once on one database fail with "duplicate key value
 * violates unique constraint pg_type_typname_nsp_index": a CREATE TABLE IF NOT EXISTS run by both
 * (the socket.io adapter's table, at boot). Every table now comes from a migration, and migrations
 * are serialised by one advisory lock, the schema_migrations table's own creation included.
 */
describe('migrating one empty PostgreSQL from several processes at once (needs DATABASE_URL)', () => {
  let empty: TestDb;
  const connections: Database[] = [];
  beforeAll(async () => {
    empty = await freshDatabase([], mkdtempSync(join(tmpdir(), 'rx-no-migrations-')));
    for (let i = 0; i < 4; i += 1) connections.push(await openDatabase({ url: empty.url! }));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    await empty?.drop();
  });

  it('applies every migration exactly once, whoever wins each race', async () => {
    const results = await Promise.all(connections.map((c) => migrate(c)));
    const applied = results.flat();
    const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(empty.db);
    expect(applied.sort()).toEqual(rows.map((r) => r.name));
    expect(new Set(applied).size).toBe(applied.length);
    const tables = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'socket_io_attachments'`.execute(empty.db);
    expect(tables.rows[0].n).toBe(1);
  }, 120_000);
});
