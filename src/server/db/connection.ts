import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from './pgliteDialect';

export type Db = Kysely<any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations) outside the query builder. */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

// One way of reading values on both engines: counts and money as numbers, dates as 'YYYY-MM-DD'.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (v: string) => (v === null ? null : Number(v));
const asText = (v: string) => v;

/** Opens the embedded database in `dataDir` (or in memory with `memory://`), or PostgreSQL at `url`. */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPGlite(opts.dataDir ?? 'memory://');
}

async function openPGlite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dataDir, { parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: asText } });
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    execScript: async (sql) => {
      try { await pglite.exec(sql); } catch (e) { await pglite.exec('ROLLBACK').catch(() => {}); throw e; }
    },
    close: async () => { await db.destroy(); await pglite.close(); },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { Pool, types } = pg.default ?? pg;
  types.setTypeParser(INT8, toNumber);
  types.setTypeParser(NUMERIC, toNumber);
  types.setTypeParser(DATE, asText);
  const pool = new Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 20) });
  // An idle client dropped by the server (restart, admin kill) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (e) => console.error(`[rxdesk] idle database connection lost: ${e.message}`));
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    execScript: async (sql) => {
      const client = await pool.connect();
      try { await client.query(sql); } catch (e) { await client.query('ROLLBACK').catch(() => {}); throw e; } finally { client.release(); }
    },
    close: async () => { await db.destroy(); },
  };
}
