import { sql } from 'kysely';
import invoiceCancellation from '../../../../../reports/invoiceCancellation';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

export default defineServerReport(invoiceCancellation, (f, scope) => sql`
  SELECT i.invoice_no AS "invoiceNo", o.display_id AS "orderId", i.posted_at AS "postedAt", i.cancelled_at AS "cancelledAt",
    c.name AS customer, i.net_total AS "netTotal",
    (SELECT coalesce(sum(cn.amount), 0) FROM credit_notes cn WHERE cn.invoice_id = i.id) AS credited, o.cancellation_reason AS reason
  FROM invoices i JOIN orders o ON o.id = i.order_id JOIN customers c ON c.id = o.customer_id
  WHERE i.status = 'cancelled' AND i.posted_at IS NOT NULL
    AND i.cancelled_at >= ${f.startDate}::date AND i.cancelled_at < ${f.endDate}::date + 1
    ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
