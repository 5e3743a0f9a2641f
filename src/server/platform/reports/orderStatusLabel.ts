import { sql, type RawBuilder } from 'kysely';
import { ORDER_STATUSES, orderStatusLabel } from '../../../shared/orders/statuses';

/**
 * The screen name of the order status in `column` (spec 4's labels), in SQL so a report can show and
 * sort by it: a constant CASE built from code, not from input.
 */
export const orderStatusLabelSql = (column: string): RawBuilder<unknown> =>
  sql.raw(`CASE ${column} ${ORDER_STATUSES.map((n) => `WHEN ${n} THEN '${orderStatusLabel(n).replace(/'/g, "''")}'`).join(' ')} END`);
