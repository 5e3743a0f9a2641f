import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connection';

/**
 * The money invariants (issue 20), part of `npm run db:check` and callable by tests after any step:
 * per invoice line, credited ≤ charged (line total less its promo share); per invoice, the promo
 * shares add up to its discount, net = lines − promo + fee and credits ≤ net; per credit note,
 * amount = its lines + the fee it refunds; per order, live payments ≤ the amount invoiced; per
 * settlement, its count and total = the live payments of the orders it covers. Each check is one
 * set-based query answering offending rows (at most `limit`). Given `orders`, each reads only the
 * rows of those orders (by index), so a test can check after every step what the step could touch.
 */

export interface Check { name: string; query: RawBuilder<{ message: string }> }

export const moneyChecks = (limit: number, orders?: readonly number[]): Check[] => {
  const ids = orders ? [...orders] : null;
  /** `fragment` when the checks are scoped to `orders`, nothing otherwise (the whole-database plans stay as they are). */
  const scoped = (fragment: RawBuilder<unknown>) => (ids ? fragment : sql``);
  const ofOrders = (column: string) => scoped(sql`${sql.ref(column)} = ANY(${ids}::bigint[]) AND`);
  const invoicesOf = sql`(SELECT id FROM invoices WHERE order_id = ANY(${ids}::bigint[]))`;
  const creditNotesOf = sql`(SELECT id FROM credit_notes WHERE order_id = ANY(${ids}::bigint[]))`;
  const settlementsOf = sql`(SELECT settlement_id FROM orders WHERE id = ANY(${ids}::bigint[]) AND settlement_id IS NOT NULL)`;
  return [
    {
      name: 'invoice totals equal their lines',
      query: sql`SELECT format('invoice %s: lines_total %s but lines sum to %s, promo %s but shares sum to %s, net %s ≠ lines − promo + fee %s',
          i.invoice_no, i.lines_total, coalesce(l.s, 0), i.promo_discount, coalesce(l.p, 0), i.net_total, i.delivery_fee) AS message
        FROM invoices i LEFT JOIN (SELECT invoice_id, sum(line_total) AS s, sum(promo_share) AS p FROM invoice_lines
            ${scoped(sql`WHERE invoice_id IN ${invoicesOf}`)} GROUP BY invoice_id) l ON l.invoice_id = i.id
        WHERE ${ofOrders('i.order_id')} (i.lines_total <> coalesce(l.s, 0) OR i.net_total <> i.lines_total + i.delivery_fee - i.promo_discount
          OR (i.promo_discount <> coalesce(l.p, 0) AND l.invoice_id IS NOT NULL))
        ORDER BY i.id LIMIT ${limit}`,
    },
    {
      name: 'invoice line credits within its charge',
      query: sql`SELECT format('invoice %s line %s: credited %s units for %s, charged %s units for %s (line %s less promo share %s)', i.invoice_no, l.id,
          c.q, c.amount, l.batch_qty, l.line_total - l.promo_share, l.line_total, l.promo_share) AS message
        FROM (SELECT invoice_line_id, sum(quantity) AS q, sum(line_total) AS amount FROM credit_note_lines
            ${scoped(sql`WHERE credit_note_id IN ${creditNotesOf}`)} GROUP BY 1) c
        JOIN invoice_lines l ON l.id = c.invoice_line_id JOIN invoices i ON i.id = l.invoice_id
        WHERE c.amount > l.line_total - l.promo_share OR c.q > l.batch_qty ORDER BY l.id LIMIT ${limit}`,
    },
    {
      name: 'invoice credits within its net total',
      query: sql`SELECT format('invoice %s: credit notes give back %s, net total %s', i.invoice_no, c.amount, i.net_total) AS message
        FROM (SELECT invoice_id, sum(amount) AS amount FROM credit_notes ${scoped(sql`WHERE order_id = ANY(${ids}::bigint[])`)} GROUP BY 1) c
          JOIN invoices i ON i.id = c.invoice_id
        WHERE c.amount > i.net_total ORDER BY i.id LIMIT ${limit}`,
    },
    {
      name: 'credit note amount equals its lines and fee',
      query: sql`SELECT format('credit note %s: amount %s, lines sum to %s, delivery fee refunded %s', c.credit_note_no, c.amount, coalesce(l.s, 0),
          c.delivery_fee_refund) AS message
        FROM credit_notes c LEFT JOIN (SELECT credit_note_id, sum(line_total) AS s FROM credit_note_lines
            ${scoped(sql`WHERE credit_note_id IN ${creditNotesOf}`)} GROUP BY 1) l ON l.credit_note_id = c.id
        WHERE ${ofOrders('c.order_id')} c.amount <> coalesce(l.s, 0) + c.delivery_fee_refund ORDER BY c.id LIMIT ${limit}`,
    },
    {
      // Amount due as invoiced: a credit note after the payment (goods returned later) is a refund to
      // the customer, not a payment that was too much.
      name: 'order payments within the amount invoiced',
      query: sql`SELECT format('order %s: live payments %s, invoiced %s', o.display_id, p.paid, coalesce(i.net_total::text, 'nothing (no posted invoice)')) AS message
        FROM (SELECT order_id, sum(mode1_amount + coalesce(mode2_amount, 0)) AS paid FROM trip_payments
            WHERE ${ofOrders('order_id')} voided_at IS NULL GROUP BY 1) p
        JOIN orders o ON o.id = p.order_id
        LEFT JOIN ${ids
    // A few orders: each one's last posted invoice by its index. The whole database: set-based (no
    // index leads with invoices.order_id for every status; a per-order lookup took 100 s at 25k orders).
    ? sql`LATERAL (SELECT net_total FROM invoices WHERE order_id = o.id AND posted_at IS NOT NULL ORDER BY id DESC LIMIT 1) i ON true`
    : sql`(SELECT DISTINCT ON (order_id) order_id, net_total FROM invoices WHERE posted_at IS NOT NULL ORDER BY order_id, id DESC) i ON i.order_id = p.order_id`}
        WHERE i.net_total IS NULL OR p.paid > i.net_total ORDER BY o.id LIMIT ${limit}`,
    },
    {
      name: 'settlement total equals the payments it covers',
      query: sql`SELECT format('settlement %s: %s orders for %s, its orders have %s live payments for %s (%s orders)', s.id, s.order_count, s.total_amount,
          coalesce(x.payments, 0), coalesce(x.amount, 0), coalesce(x.orders, 0)) AS message
        FROM settlements s LEFT JOIN (SELECT o.settlement_id, count(DISTINCT o.id) AS orders, count(p.id) AS payments,
            coalesce(sum(p.mode1_amount + coalesce(p.mode2_amount, 0)), 0) AS amount
          FROM orders o LEFT JOIN trip_payments p ON p.order_id = o.id AND p.voided_at IS NULL
          WHERE ${scoped(sql`o.settlement_id IN ${settlementsOf} AND`)} o.settlement_id IS NOT NULL GROUP BY 1) x
          ON x.settlement_id = s.id
        WHERE ${scoped(sql`s.id IN ${settlementsOf} AND`)}
          (s.total_amount <> coalesce(x.amount, 0) OR s.order_count <> coalesce(x.orders, 0) OR coalesce(x.payments, 0) <> coalesce(x.orders, 0))
        ORDER BY s.id LIMIT ${limit}`,
    },
  ];
};

export const MONEY_CHECK_NAMES = moneyChecks(1).map((c) => c.name);

/**
 * Every money invariant's violations as "check: message" (empty when the money adds up); only those
 * of `orders` when given. One statement for all the checks: a test may ask after every step.
 */
export async function checkMoneyInvariants(db: Db, limit = 20, orders?: readonly number[]): Promise<string[]> {
  const all = sql.join(moneyChecks(limit, orders).map((c) => sql`(SELECT ${c.name}::text AS name, message FROM (${c.query}) c)`), sql` UNION ALL `);
  return (await sql<{ name: string; message: string }>`${all}`.execute(db)).rows.map((r) => `${r.name}: ${r.message}`);
}
