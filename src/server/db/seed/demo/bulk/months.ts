import { sql } from 'kysely';
import type { BulkContext } from './context';

/** Month arithmetic of the bulk history: key = year * 12 + month (1–12); batch m is received before month m's sales. */
export const monthKey = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth() + 1;
export const months = (ctx: BulkContext) => ({ startKey: monthKey(ctx.start), count: monthKey(ctx.anchor) - monthKey(ctx.start) + 1 });
/** SQL month index (0-based from the start month) of a timestamptz expression. */
export const monthIndexSql = (ctx: BulkContext, expr: string) =>
  sql.raw(`((extract(year FROM (${expr}) AT TIME ZONE 'UTC') * 12 + extract(month FROM (${expr}) AT TIME ZONE 'UTC'))::int - ${monthKey(ctx.start)})`);
/** SQL 'MM-YYYY' of a month key expression. */
export const batchNameSql = (keyExpr: string) => sql.raw(`lpad((((${keyExpr}) - 1) % 12 + 1)::text, 2, '0') || '-' || (((${keyExpr}) - 1) / 12)::text`);
/** SQL timestamptz of the first day of a month key expression. */
export const monthStartSql = (keyExpr: string) => sql.raw(`make_timestamptz((((${keyExpr}) - 1) / 12)::int, (((${keyExpr}) - 1) % 12 + 1)::int, 1, 0, 0, 0, 'UTC')`);
