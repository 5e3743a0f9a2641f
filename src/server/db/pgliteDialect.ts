import type { PGlite } from '@electric-sql/pglite';
import { PGliteStatements } from './pgliteStatements';
import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';

/**
 * Kysely on PGlite. PGlite is one connection, so a mutex hands it to one user at a time: a
 * transaction owns it from BEGIN to COMMIT and other queries wait their turn. Each query runs as a
 * named prepared statement (pgliteStatements.ts).
 */
export class PGliteDialect implements Dialect {
  /** The one connection: in use or not, and how many wait for it (read by /metrics). */
  readonly stats = { inUse: 0, waiting: 0 };
  constructor(private readonly pglite: PGlite) {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver(): Driver { return new PGliteDriver(this.pglite, this.stats); }
  createIntrospector(db: Kysely<any>) { return new PostgresIntrospector(db); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
}

class PGliteConnection implements DatabaseConnection {
  private readonly statements: PGliteStatements;
  constructor(pglite: PGlite) { this.statements = new PGliteStatements(pglite); }
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const res = await this.statements.query<R>(query.sql, query.parameters);
    return { rows: res.rows, numAffectedRows: BigInt(res.affectedRows) };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;
  private readonly connection: PGliteConnection;
  constructor(pglite: PGlite, private readonly stats: { inUse: number; waiting: number }) { this.connection = new PGliteConnection(pglite); }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((r) => { release = r; });
    this.stats.waiting++;
    await previous;
    this.stats.waiting--;
    this.stats.inUse = 1;
    this.release = release;
    return this.connection;
  }
  async beginTransaction(c: DatabaseConnection) { await c.executeQuery(CompiledQuery.raw('BEGIN')); }
  async commitTransaction(c: DatabaseConnection) { await c.executeQuery(CompiledQuery.raw('COMMIT')); }
  async rollbackTransaction(c: DatabaseConnection) { await c.executeQuery(CompiledQuery.raw('ROLLBACK')); }
  async releaseConnection() { const r = this.release; this.release = null; this.stats.inUse = 0; r?.(); }
  async destroy() {}
}
