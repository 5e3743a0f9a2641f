import { Kysely, PostgresDialect } from 'kysely';
import type { PoolClient } from 'pg';
import { PGliteDialect } from './pgliteDialect';
import { timestamptzParser } from './timestamps';

export type Db = Kysely<any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations) outside the query builder. */
  execScript(sql: string): Promise<void>;
  /** Connections open, idle, and callers waiting for one (PGlite: its one connection and its queue). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `openDatabase({ loadDataDir })`. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PostgreSQL only: one pooled connection for what the query builder cannot do (COPY … TO STDOUT).
   * Released when `work` settles; if it throws, the connection is closed rather than reused (a COPY
   * cut short leaves it mid-protocol, and closing it is what stops the server's query).
   */
  withClient?: <T>(work: (client: PoolClient) => Promise<T>) => Promise<T>;
}

// One way of reading values on both engines: counts and money as numbers, dates as 'YYYY-MM-DD'.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMPTZ = 1184;
const toNumber = (v: string) => (v === null ? null : Number(v));
const asText = (v: string) => v;

/**
 * Opens the embedded database in `dataDir` (or in memory with `memory://`), or PostgreSQL at `url`
 * (its sessions named `applicationName` in pg_stat_activity).
 * `loadDataDir` starts PGlite from a `dumpDataDir()` tarball instead of running initdb (tests copy
 * one migrated database this way: a fraction of a second instead of several). `initdbArgs` are
 * passed to PGlite's initdb when it makes a new data directory (tests: smaller WAL segments).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; loadDataDir?: Blob; applicationName?: string; initdbArgs?: string[] }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.applicationName);
  return openPGlite(opts.dataDir ?? 'memory://', opts.loadDataDir, opts.initdbArgs);
}

async function openPGlite(dataDir: string, loadDataDir?: Blob, initdbArgs?: string[]): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm }, loadDataDir, parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: asText },
    ...(initdbArgs ? { initDbStartParams: initdbArgs } : {}),
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<any>({ dialect });
  return {
    db,
    kind: 'pglite',
    poolStats: () => ({ total: 1, idle: 1 - dialect.stats.inUse, waiting: dialect.stats.waiting }),
    execScript: async (sql) => {
      try { await pglite.exec(sql); } catch (e) { await pglite.exec('ROLLBACK').catch(() => {}); throw e; }
    },
    close: async () => { await db.destroy(); await pglite.close(); },
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
  };
}

/**
 * A query whose text starts with this mark runs as a named statement on PostgreSQL: each
 * connection parses and plans it once instead of on every call (the hot list and count queries
 * spend most of their database time being planned). Opt-in, so only queries whose plan does not
 * depend on the parameter values use it. At most 100 per connection; further texts run unnamed.
 * (On PGlite every query is a named statement, pgliteStatements.ts: its planner, in WebAssembly,
 * costs more than a generic plan risks on the embedded database's data.)
 */
export const PREPARED_MARK = '/*prepared*/';

function namePreparedStatements(client: { query: (...args: unknown[]) => unknown }): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client);
  client.query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof text === 'string' && text.startsWith(PREPARED_MARK) && Array.isArray(values) && !rest.length) {
      let name = names.get(text);
      if (!name && names.size < 100) names.set(text, (name = `rx_prepared_${names.size}`));
      if (name) return query({ name, text, values });
    }
    return query(text, values, ...rest);
  };
}

let fastTimestamps: ((value: string) => unknown) | undefined;

async function openPostgres(url: string, applicationName?: string): Promise<Database> {
  const pg = await import('pg');
  const { Pool, types } = pg.default ?? pg;
  types.setTypeParser(INT8, toNumber);
  types.setTypeParser(NUMERIC, toNumber);
  types.setTypeParser(DATE, asText);
  // Wrapped once per process (tests open many databases): the fast path falls back to pg's own parser.
  if (!fastTimestamps) types.setTypeParser(TIMESTAMPTZ, (fastTimestamps = timestamptzParser(types.getTypeParser(TIMESTAMPTZ))));
  const pool = new Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 20), ...(applicationName ? { application_name: applicationName } : {}) });
  // An idle client dropped by the server (restart, admin kill) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (e) => console.error(`[rxdesk] idle database connection lost: ${e.message}`));
  pool.on('connect', (client) => namePreparedStatements(client));
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    execScript: async (sql) => {
      const client = await pool.connect();
      try { await client.query(sql); } catch (e) { await client.query('ROLLBACK').catch(() => {}); throw e; } finally { client.release(); }
    },
    close: async () => { await db.destroy(); },
    withClient: async (work) => {
      const client = await pool.connect();
      try {
        const result = await work(client);
        client.release();
        return result;
      } catch (e) {
        client.release(e as Error);
        throw e;
      }
    },
  };
}
