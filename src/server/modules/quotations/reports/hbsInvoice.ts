import { sql, type RawBuilder } from 'kysely';
import hbsInvoice from '../../../../../reports/hbsInvoice';
import { defineServerReport, type ReportFilters, type ReportScope } from '../../../platform/reports/defineServerReport';
import { rollupTotals } from '../../../platform/reports/rollupTotals';

/** Invoices `i` posted in the asked days, [startDate, endDate + 1) in the database's time zone. */
const postedInDays = (f: ReportFilters) => sql`i.posted_at >= ${f.startDate}::date AND i.posted_at < ${f.endDate}::date + 1`;

/**
 * Posted invoice lines of the invoices `posted` chooses. Invoices are chosen on invoices_posted_idx
 * and their lines read per invoice on invoice_lines_invoice_idx (the OFFSET 0 keeps that LATERAL
 * from being flattened into a hash join over every invoice line). invoices.order_id and
 * invoice_lines.product_id are NOT NULL foreign keys: their LEFT JOINs give the same rows as inner
 * ones and drop out of the count and totals.
 */
const lines = (posted: (f: ReportFilters) => RawBuilder<unknown>) => (f: ReportFilters, scope: ReportScope) => sql`
  SELECT l.id AS "lineId", i.invoice_no AS "invoiceNo", i.posted_at AS "postedAt", o.display_id AS "orderId",
    p.display_id AS "productCode", p.product_name AS product, b.batch_name AS batch, l.batch_qty AS quantity,
    l.unit_price AS "unitPrice", l.line_total AS "lineTotal", i.status AS "invoiceStatus"
  FROM invoices i
  CROSS JOIN LATERAL (SELECT il.id, il.product_id, il.batch_id, il.batch_qty, il.unit_price, il.line_total
                        FROM invoice_lines il WHERE il.invoice_id = i.id AND il.batch_qty > 0 OFFSET 0) l
  LEFT JOIN orders o ON o.id = i.order_id
  LEFT JOIN products p ON p.id = l.product_id LEFT JOIN product_batches b ON b.id = l.batch_id
  WHERE ${posted(f)}
    ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`;

/**
 * The count and totals: the whole UTC days of the range from hbs_invoice_daily (migration 0105:
 * lines, batch quantities and line totals per UTC day posted × the order's location, kept by
 * trigger), the range's edges outside them (none when the database runs in UTC) from the report's
 * own rows. Two years at 1M orders: some 2,000 rollup rows instead of 1.7M lines.
 */
const totals = (f: ReportFilters, scope: ReportScope) => rollupTotals(f, {
  sums: { __count: { of: 'lines', bigint: true }, lineId: { of: 'lines', bigint: true }, quantity: { of: 'quantity', bigint: true }, lineTotal: { of: 'line_total' } },
  rollup: (firstDay, lastDay) => sql`SELECT d.lines, d.quantity, d.line_total FROM hbs_invoice_daily d
     WHERE d.day >= ${firstDay} AND d.day < ${lastDay}
       ${scope.locationId !== null ? sql`AND d.location_id = ${scope.locationId}` : sql``}`,
  edge: (from, until) => sql`SELECT 1::bigint AS lines, r.quantity::bigint AS quantity, r."lineTotal" AS line_total
    FROM (${lines(() => sql`i.posted_at >= ${from} AND i.posted_at < ${until}`)(f, scope)}) r`,
});

/** Posted invoice lines of the period, newest posting first; count and totals from the rollup. */
export default defineServerReport(hbsInvoice, lines(postedInDays), { totals });
