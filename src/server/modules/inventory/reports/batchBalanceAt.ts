import { sql, type RawBuilder } from 'kysely';

/**
 * On hand per batch at the close of a day (UTC), never a sum over the whole ledger: the batch's
 * opening balance of that day's month (batch_balance_months, 0052_batch_balance_months.sql) plus
 * its movements from the month's start to the day. A month past the horizon (not rolled forward
 * yet) starts from the horizon and reads more ledger, still exact.
 *
 * `balanceJoinsAt(day)` follows `FROM product_batches b` (o: the opening row, d: the movements
 * since, each one hash join over every batch); `BALANCE` is then the batch's quantity.
 */
export function balanceJoinsAt(day: string): RawBuilder<unknown> {
  const start = sql`(SELECT least(date_trunc('month', ${day}::date::timestamp)::date, h.through) FROM batch_balance_month_horizon h)`;
  return sql`LEFT JOIN batch_balance_months o ON o.batch_id = b.id AND o.month = ${start}
    LEFT JOIN (SELECT m.batch_id, sum(m.quantity_delta)::int AS quantity FROM stock_movements m
                WHERE m.created_at >= ${start}::timestamp AT TIME ZONE 'UTC' AND m.created_at < (${day}::date + 1)::timestamp AT TIME ZONE 'UTC'
                GROUP BY m.batch_id) d ON d.batch_id = b.id`;
}

export const BALANCE = sql`(coalesce(o.quantity, 0) + coalesce(d.quantity, 0))`;
