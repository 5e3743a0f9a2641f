import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PGlite } from '@electric-sql/pglite';
import { PGliteStatements } from '../../../src/server/db/pgliteStatements';

/*
 * The embedded database's query path (pgliteStatements.ts): named statements in one exchange give
 * the same rows as PGlite's own query(), keep one prepared statement per text, close the least
 * recently used beyond their limit, survive a table changed under a prepared statement, and leave
 * errors and transactions as PostgreSQL does.
 */
let pglite: PGlite;
const prepared = async () => (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;

// PGlite's start (initdb in WebAssembly) took over 10 s beside the other lanes of npm test.
beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  await pglite.exec(`CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL, tags text[], doc jsonb, at timestamptz, day date, ok boolean, amount numeric(12,2), raw bytea)`);
}, 120_000);
afterAll(async () => { await pglite.close(); });

describe('PGlite named statements', () => {
  it('answer as PGlite’s own query() does, for every kind of parameter', async () => {
    const statements = new PGliteStatements(pglite);
    const row = fc.record({
      name: fc.string({ maxLength: 20 }).filter((s) => !s.includes('\0')),
      tags: fc.array(fc.string({ maxLength: 8 }).filter((s) => !s.includes('\0')), { maxLength: 4 }),
      doc: fc.option(fc.record({ a: fc.integer(), b: fc.array(fc.boolean(), { maxLength: 3 }) })),
      at: fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
      ok: fc.option(fc.boolean()),
      amount: fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 100),
      raw: fc.option(fc.uint8Array({ maxLength: 8 }).map((b) => Buffer.from(b))),
    });
    let id = 0;
    await fc.assert(fc.asyncProperty(row, async (r) => {
      id++;
      const insert = 'INSERT INTO t (id, name, tags, doc, at, day, ok, amount, raw) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id';
      const made = await statements.query<{ id: number }>(insert, [id, r.name, r.tags, r.doc, r.at, r.at.toISOString().slice(0, 10), r.ok, r.amount, r.raw]);
      expect(made).toEqual({ rows: [{ id }], affectedRows: 1 });
      const read = 'SELECT * FROM t WHERE id = $1 AND name = $2';
      const ours = await statements.query(read, [id, r.name]);
      const theirs = await pglite.query(read, [id, r.name]);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.rows).toHaveLength(1);
    }), { numRuns: 60 });
    // Two texts, each prepared once however often it ran.
    expect(await prepared()).toBe(2);
  });

  it('keeps at most its limit prepared, closing the least recently used', async () => {
    await pglite.exec('DEALLOCATE ALL');
    const statements = new PGliteStatements(pglite, 2);
    const texts = ['SELECT 1 AS a', 'SELECT 2 AS a', 'SELECT 3 AS a'];
    await statements.query(texts[0], []);
    await statements.query(texts[1], []);
    await statements.query(texts[0], []); // the first is now the most recently used
    await statements.query(texts[2], []); // closes the second
    const names = (await pglite.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map((r) => r.statement);
    expect(names).toEqual([texts[0], texts[2]]);
    expect((await statements.query(texts[1], [])).rows).toEqual([{ a: 2 }]);
    expect(await prepared()).toBe(2);
  });

  it('prepares again a statement whose table changed, or that was deallocated', async () => {
    const statements = new PGliteStatements(pglite);
    await pglite.exec('CREATE TABLE changing (id int)');
    await pglite.exec('INSERT INTO changing VALUES (1)');
    expect((await statements.query('SELECT * FROM changing', [])).rows).toEqual([{ id: 1 }]);
    await pglite.exec('ALTER TABLE changing ADD COLUMN note text DEFAULT \'x\'');
    expect((await statements.query('SELECT * FROM changing', [])).rows).toEqual([{ id: 1, note: 'x' }]);
    await pglite.exec('DEALLOCATE ALL');
    expect((await statements.query('SELECT * FROM changing', [])).rows).toEqual([{ id: 1, note: 'x' }]);
    // Inside a transaction the error is PostgreSQL's own: the transaction is aborted, not retried into 25P02.
    await pglite.exec('ALTER TABLE changing ADD COLUMN more int');
    await statements.query('BEGIN', []);
    const changed = await statements.query('SELECT * FROM changing', []).catch((e: Error & { code?: string }) => e);
    expect((changed as { code?: string }).code).toBe('0A000');
    await statements.query('ROLLBACK', []);
    expect((await statements.query('SELECT * FROM changing', [])).rows).toEqual([{ id: 1, note: 'x', more: null }]);
  });

  it('throws PostgreSQL’s error and leaves the transaction as PostgreSQL does', async () => {
    const statements = new PGliteStatements(pglite);
    await statements.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1_000, 'a']);
    await statements.query('BEGIN', []);
    const duplicate = await statements.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1_000, 'b']).catch((e: Error & { code?: string }) => e);
    expect((duplicate as { code?: string }).code).toBe('23505');
    // In the failed transaction every statement is refused, a new text too, until ROLLBACK.
    const refused = await statements.query('SELECT name FROM t WHERE id = $1 AND name <> $2', [1_000, '']).catch((e: Error & { code?: string }) => e);
    expect((refused as { code?: string }).code).toBe('25P02');
    await statements.query('ROLLBACK', []);
    expect((await statements.query('SELECT name FROM t WHERE id = $1 AND name <> $2', [1_000, ''])).rows).toEqual([{ name: 'a' }]);
    // The insert that failed was prepared all the same, and runs.
    expect((await statements.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1_001, 'c'])).affectedRows).toBe(1);
  });
});
