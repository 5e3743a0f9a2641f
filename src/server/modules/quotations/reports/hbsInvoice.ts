import { sql } from 'kysely';
import hbsInvoice from '../../../../../reports/hbsInvoice';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

/**
 * Posted invoice lines of the period. Invoices are chosen on invoices_posted_idx and their lines
 * read per invoice on invoice_lines_invoice_idx (the OFFSET 0 keeps that LATERAL from being
 * flattened into a hash join over every invoice line). invoices.order_id and
 * invoice_lines.product_id are NOT NULL foreign keys: their LEFT JOINs give the same rows as inner
 * ones and drop out of the count and totals.
 */
export default defineServerReport(hbsInvoice, (f, scope) => sql`
  SELECT l.id AS "lineId", i.invoice_no AS "invoiceNo", i.posted_at AS "postedAt", o.display_id AS "orderId",
    p.display_id AS "productCode", p.product_name AS product, b.batch_name AS batch, l.batch_qty AS quantity,
    l.unit_price AS "unitPrice", l.line_total AS "lineTotal", i.status AS "invoiceStatus"
  FROM invoices i
  CROSS JOIN LATERAL (SELECT il.id, il.product_id, il.batch_id, il.batch_qty, il.unit_price, il.line_total
                        FROM invoice_lines il WHERE il.invoice_id = i.id AND il.batch_qty > 0 OFFSET 0) l
  LEFT JOIN orders o ON o.id = i.order_id
  LEFT JOIN products p ON p.id = l.product_id LEFT JOIN product_batches b ON b.id = l.batch_id
  WHERE i.posted_at >= ${f.startDate}::date AND i.posted_at < ${f.endDate}::date + 1
    ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
