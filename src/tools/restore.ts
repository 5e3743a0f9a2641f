import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { pgProgram, run } from './lib/pgTools';

/**
 * `npm run restore -- <file>`: a file of `npm run backup` into DATABASE_URL, which must be an empty
 * database (create it first: `createdb rxdesk_restored`). All or nothing: one transaction, stopped
 * at the first error. Then point the servers at it (`npm run db:check` first, if you like).
 */
async function main() {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new Error('usage: npm run restore -- <backup file> (DATABASE_URL names an empty database)');
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set: name the empty PostgreSQL database to restore into');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
      WHERE s.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`);
    if (rows[0].n) throw new Error(`the database of DATABASE_URL is not empty (${rows[0].n} relations in public): restore into a new, empty database`);
  } finally {
    await client.end();
  }
  const started = Date.now();
  await run(pgProgram('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${config.databaseUrl}`, resolve(file)]);
  console.log(`[restore] ${file} restored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((e) => { console.error(`[restore] failed: ${(e as Error).message}`); process.exitCode = 1; });
