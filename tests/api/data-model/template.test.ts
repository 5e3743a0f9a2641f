import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import fc from 'fast-check';
import { openDatabase, type Database } from '../../../src/server/db/connection';
import { migrate, MIGRATIONS_DIR } from '../../../src/server/db/migrate';
import { migrationsKey } from '../helpers/migratedTemplate';
import { freshDatabase, type TestDb } from '../helpers/database';
import { tableColumns } from './db';

/** Tables, columns, indexes, constraints, functions and triggers: what the migrations build. */
async function schemaOf(database: Database) {
  const q = async (text: string) => (await sql.raw<Record<string, unknown>>(text).execute(database.db)).rows;
  return {
    columns: [...(await tableColumns(database)).entries()],
    indexes: await q(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`),
    constraints: await q(`SELECT conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = current_schema() ORDER BY conname, def`),
    functions: await q(`SELECT proname, md5(prosrc) AS src FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() ORDER BY proname, src`),
    triggers: await q(`SELECT tgname, tgrelid::regclass::text AS rel FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname, rel`),
    migrations: await q(`SELECT name FROM schema_migrations ORDER BY name`),
  };
}

describe(`test databases copied from one migrated template (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let copy: TestDb;
  let scratch: Database | undefined;
  let scratchDrop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    copy = await freshDatabase();
    // The from-scratch side: a database that runs every migration file itself.
    if (process.env.DATABASE_URL) {
      const fresh = await freshDatabase();
      await fresh.execScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP EXTENSION IF EXISTS pg_trgm;');
      scratch = fresh;
      scratchDrop = fresh.drop;
    } else {
      scratch = await openDatabase({ dataDir: 'memory://' });
      scratchDrop = () => scratch!.close();
    }
    await migrate(scratch);
  }, 180_000);
  afterAll(async () => { await copy?.drop(); await scratchDrop(); });

  it('a copy has the schema that running every migration from zero builds, every migration recorded', async () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
    const copied = await schemaOf(copy);
    expect(copied.migrations.map((r) => r.name)).toEqual(files);
    expect(copied).toEqual(await schemaOf(scratch!));
  });

  // PGlite: every test file unpacks the snapshot into memory, so it holds the one database tests
  // use and 1 MB WAL segments (the old one: three databases and a 16 MB segment, 45 MB in all).
  // Defined on PGlite only (on PostgreSQL the copy is a database of the server's, never unpacked).
  if (!process.env.DATABASE_URL) it('a PGlite copy holds only its own database, with 1 MB WAL segments', async () => {
    const q = async (text: string) => (await sql.raw<Record<string, string>>(text).execute(copy.db)).rows;
    expect((await q('SELECT datname FROM pg_database ORDER BY datname')).map((r) => r.datname)).toEqual([(await q('SELECT current_database() AS d'))[0].d]);
    expect((await q('SHOW wal_segment_size'))[0].wal_segment_size).toBe('1MB');
    expect((await q('SHOW shared_buffers'))[0].shared_buffers).toBe('16MB');
  });

  it('copies are independent: a row written in one is not in the next', async () => {
    await sql`CREATE TABLE template_probe (x int)`.execute(copy.db);
    const next = await freshDatabase();
    try {
      expect((await sql<{ t: string | null }>`SELECT to_regclass('template_probe')::text AS t`.execute(next.db)).rows[0].t).toBeNull();
    } finally { await next.drop(); }
  });

  it('the template key changes with any migration added, renamed or edited, and only then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rx-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
      const base = migrationsKey(dir);
      expect(base).toBe(migrationsKey(MIGRATIONS_DIR));
      fc.assert(fc.property(fc.constantFrom(...files), fc.constantFrom('edit', 'add', 'rename'), (file, change) => {
        const path = join(dir, file);
        const text = readFileSync(path, 'utf8');
        const other = join(dir, '9999_added.sql');
        if (change === 'edit') writeFileSync(path, `${text}\n-- changed\n`);
        else if (change === 'add') writeFileSync(other, 'SELECT 1;');
        else { rmSync(path); writeFileSync(join(dir, `${file.slice(0, 4)}_renamed.sql`), text); }
        const changed = migrationsKey(dir);
        // Undo, and the key is the base one again.
        if (change === 'edit') writeFileSync(path, text);
        else if (change === 'add') rmSync(other);
        else { rmSync(join(dir, `${file.slice(0, 4)}_renamed.sql`)); writeFileSync(path, text); }
        return changed !== base && migrationsKey(dir) === base;
      }), { numRuns: 30 });
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });
});
