import { sql } from 'kysely';
import hbsInvoice from '../../../../../reports/hbsInvoice';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

export default defineServerReport(hbsInvoice, (f, scope) => sql`
  SELECT l.id AS "lineId", i.invoice_no AS "invoiceNo", i.posted_at AS "postedAt", o.display_id AS "orderId",
    p.display_id AS "productCode", p.product_name AS product, b.batch_name AS batch, l.batch_qty AS quantity,
    l.unit_price AS "unitPrice", l.line_total AS "lineTotal", i.status AS "invoiceStatus"
  FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id JOIN orders o ON o.id = i.order_id
  JOIN products p ON p.id = l.product_id LEFT JOIN product_batches b ON b.id = l.batch_id
  WHERE i.posted_at >= ${f.startDate}::date AND i.posted_at < ${f.endDate}::date + 1 AND l.batch_qty > 0
    ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
