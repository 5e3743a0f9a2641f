import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../server/config';
import { pgProgram, run } from './lib/pgTools';

/**
 * `npm run backup [-- <file>]`: the whole DATABASE_URL database — uploaded files included, they
 * live in it (docs/files.md) — as one pg_dump custom-format file (compressed, restorable table by
 * table with pg_restore). Default file: backups/rxdesk-<UTC time>.dump. A consistent snapshot: the
 * server may keep running. The embedded database: docs/operations.md (Backups).
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set: `npm run backup` dumps a PostgreSQL database (for the embedded one see docs/operations.md, Backups)');
  const file = resolve(process.argv[2] ?? `backups/rxdesk-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`);
  mkdirSync(dirname(file), { recursive: true });
  const started = Date.now();
  await run(pgProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${config.databaseUrl}`]);
  console.log(`[backup] ${file}: ${(statSync(file).size / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((e) => { console.error(`[backup] failed: ${(e as Error).message}`); process.exitCode = 1; });
