import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './connection';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Forward-only migrations: every `NNNN_name.sql` in migrations/ not yet recorded in
 * schema_migrations runs once, in name order, each in its own transaction. Safe when several API
 * processes start against one PostgreSQL at once.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR, log: (m: string) => void = () => {}): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  // CREATE TABLE IF NOT EXISTS races when two processes run it at once (both insert the row type):
  // the same advisory lock as each migration serialises it.
  await database.execScript(`BEGIN;\nSELECT pg_advisory_xact_lock(72616);\nCREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());\nCOMMIT;`);
  const applied: string[] = [];
  const done = new Set((await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db)).rows.map((r) => r.name));
  for (const file of files) {
    if (done.has(file)) continue;
    const text = await readFile(`${dir}/${file}`, 'utf8');
    // The transaction-scoped lock serialises API processes migrating one PostgreSQL; the recorded
    // name, inserted first, makes the loser of that race skip rather than apply twice.
    try {
      await database.execScript(`BEGIN;\nSELECT pg_advisory_xact_lock(72616);\nINSERT INTO schema_migrations (name) VALUES ('${file}');\n${text}\n;\nCOMMIT;`);
    } catch (e) {
      if (/duplicate key/.test((e as Error).message)) continue;
      throw new Error(`Migration ${file} failed: ${(e as Error).message}`);
    }
    applied.push(file);
    log(`migrated ${file}`);
  }
  return applied;
}
