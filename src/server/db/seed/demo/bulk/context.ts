import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../connection';
import type { Reference } from '../reference';

/**
 * What every bulk step shares. The bulk steps generate history set-based (INSERT … SELECT over
 * generate_series), so a million orders take minutes; every random choice is a seeded hash of a
 * row number (`rnd`), so the same seed gives the same rows on PGlite and PostgreSQL.
 */
export interface BulkContext {
  db: Db;
  seed: number;
  /** Midnight UTC of the demo's "today"; history ends here. */
  anchor: Date;
  /** First day of the history. */
  start: Date;
  spanDays: number;
  orders: number;
  customers: number;
  ref: Reference;
  log: (m: string) => void;
}

/** Uniform [0, 1) from a row expression and a salt: hashint8extended is stable across engines and versions. */
export const rnd = (ctx: BulkContext, expr: RawBuilder<unknown> | string, salt: number): RawBuilder<number> =>
  sql<number>`((hashint8extended((${typeof expr === 'string' ? sql.raw(expr) : expr})::bigint, ${sql.lit(ctx.seed * 1000 + salt)}::bigint) & 2147483647)::float8 / 2147483648.0)`;

/** n consecutive ids taken from a table's identity sequence (never counted from rows). */
export async function reserveIds(db: Db, table: string, n: number): Promise<number> {
  if (n <= 0) return 0;
  const r = await sql<{ last: number }>`SELECT setval(pg_get_serial_sequence(${table}, 'id'), nextval(pg_get_serial_sequence(${table}, 'id')) + ${n - 1}::bigint) AS last`.execute(db);
  return Number(r.rows[0].last) - n + 1;
}

/** Runs one step in its own transaction (bulk writes: no synchronous commit wait), timing it. */
export async function step<T>(ctx: BulkContext, name: string, work: (trx: Db) => Promise<T>): Promise<T> {
  const started = Date.now();
  const out = await ctx.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    await sql`SET LOCAL work_mem = '128MB'`.execute(trx);
    return work(trx);
  });
  ctx.log(`  ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return out;
}

export const intArray = (xs: number[]) => sql`${xs}::int[]`;
export const textArray = (xs: string[]) => sql`${xs}::text[]`;
/** `(arr)[1 + floor(r * len)]` */
export const pickFrom = (arr: RawBuilder<unknown>, len: number, r: RawBuilder<number>) => sql`(${arr})[1 + floor(${r} * ${sql.lit(len)})::int]`;
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
