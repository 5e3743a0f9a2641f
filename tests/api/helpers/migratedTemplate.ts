import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/connection';
import { migrate, MIGRATIONS_DIR } from '../../../src/server/db/migrate';

/*
 * Migrating takes most of a test database's set-up, and every test file needs the same result:
 * it is made once and copied. The copy is keyed by the migrations' names and contents, so a new or
 * changed migration makes a new one; extra migration dirs (fixtures) are applied on the copy.
 */

/** Hash of the migration files (name and content) of the project's migrations dir. */
export function migrationsKey(dir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) hash.update(`${file}\0`).update(readFileSync(join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const CACHE_DIR = join(tmpdir(), 'rxdesk-test-templates');
/**
 * How the snapshot's data dir is made (part of its key). Every test file starts by unpacking the
 * whole tarball into PGlite's in-memory file system, so it is kept small: 1 MB WAL segments, not
 * one pre-allocated 16 MB segment; the shared buffers a few megabytes of data need, not 128 MB
 * (every start zeroed them: 0.40 s instead of 0.30 s); at most 2 MB of WAL kept for reuse, not the
 * seven spare segments the migrations left (tarball 20.6 → 15.4 MB, a test file's copy 0.38–0.43 →
 * 0.28–0.31 s of processor time here). The copies themselves run with PostgreSQL's defaults.
 */
const SNAPSHOT_INITDB = ['--wal-segsize=1', '-c', 'shared_buffers=16MB', '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=2MB'];
let snapshot: { key: string; blob: Blob } | undefined;

/**
 * A tarball of a migrated PGlite data dir (`dumpDataDir`), cached in the OS temp dir across test
 * files and runs (gzipped) and in the test process across its files (plain). Starting PGlite from it skips initdb as well as the migrations.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  // The package's own package.json is not exported: found beside its resolved entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const version = (JSON.parse(readFileSync(join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json'), 'utf8')) as { version: string }).version;
  const key = `${version}-${migrationsKey()}-${createHash('sha256').update(SNAPSHOT_INITDB.join(' ')).digest('hex').slice(0, 8)}`;
  if (snapshot?.key === key) return snapshot.blob;
  const file = join(CACHE_DIR, `pglite-${key}.tar.gz`);
  let gzipped: Buffer;
  if (existsSync(file)) gzipped = readFileSync(file);
  else {
    const database = await openDatabase({ dataDir: 'memory://', initdbArgs: SNAPSHOT_INITDB });
    try {
      await migrate(database);
      // Tests use the one database PGlite opens (postgres); template0 and template1 were 14 of the
      // tarball's 45 MB. With them and the smaller WAL, a test file's PGlite starts on 0.36 s of
      // processor time instead of 0.56 s here (tarball 21 MB).
      for (const unused of ['template0', 'template1']) {
        await database.execScript(`ALTER DATABASE ${unused} IS_TEMPLATE false`);
        await database.execScript(`DROP DATABASE ${unused}`);
      }
      // Checkpointed first: a copy then starts without replaying the migrations' WAL (a test
      // file's PGlite started in 0.80 s instead of 0.93 s here).
      await database.execScript('CHECKPOINT');
      gzipped = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    } finally { await database.close(); }
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside then renamed: a file running beside this one never reads half a tarball.
    const part = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(part, gzipped);
    renameSync(part, file);
  }
  // Kept unpacked in memory: PGlite takes a plain tar as it is, where a gzipped one is first tried
  // as a tar and then inflated, on every start (a test process starts one per test file).
  const blob = new Blob([gunzipSync(gzipped)]);
  snapshot = { key, blob };
  return blob;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { return await work(client); } finally { await client.end(); }
}

const KEEP_TEMPLATES = 8;

/**
 * The name of a migrated template database rx_template_<key> on the PostgreSQL server of `url`,
 * made on first use: migrated under another name, then renamed, so `CREATE DATABASE … TEMPLATE`
 * never sees half a template. Helpers on other branches share the server: older templates beyond
 * the newest few are dropped.
 */
export async function postgresTemplate(url: string): Promise<string> {
  const name = `rx_template_${migrationsKey()}`;
  return onServer(url, async (admin) => {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    // One builder per server at a time; the others wait here and then find the template made.
    await admin.query('SELECT pg_advisory_lock(72617)');
    try {
      if (await exists()) return name;
      const building = `rx_tbuild_${randomBytes(5).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const database = await openDatabase({ url: target.toString() });
      try { await migrate(database); } finally { await database.close(); }
      await retryWhileAccessed(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
      // No connections: nobody can hold the template open and block the next copy.
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      const old = (await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'rx\\_template\\_%' ORDER BY oid DESC OFFSET ${KEEP_TEMPLATES}`)).rows;
      for (const { datname } of old) {
        await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
      }
      return name;
    } finally { await admin.query('SELECT pg_advisory_unlock(72617)'); }
  });
}

/** pg's pool.end() resolves before its sockets are gone: a statement needing the database unused retries a while. */
export async function retryWhileAccessed<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try { return await statement(); } catch (e) {
      if (attempt >= 50 || !/being accessed/.test((e as Error).message)) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
