import { sql } from 'kysely';
import quotationExpiry from '../../../../../reports/quotationExpiry';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { ORDER_STATUSES, orderStatusLabel } from '../../../../shared/orders/statuses';

// Constant SQL built from code (labels of spec 4's statuses), as the report doc allows.
const O_STATUS = sql.raw(`CASE o.status ${ORDER_STATUSES.map((n) => `WHEN ${n} THEN '${orderStatusLabel(n).replace(/'/g, "''")}'`).join(' ')} END`);
const Q_STATUS = sql.raw(`CASE q.status WHEN 0 THEN 'Offered again' WHEN 1 THEN 'Invoiced' WHEN 2 THEN 'Cancelled' ELSE 'Expired' END`);

/** Quotations marked expired (3), or expired and then reactivated, whose validity ended in the period. */
export default defineServerReport(quotationExpiry, (f, scope) => sql`
  SELECT q.id AS "quotationId", o.display_id AS "orderId", q.valid_until AS "validUntil", c.name AS customer,
    c.contact_number AS "contactNumber", nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') AS agent,
    q.net_total AS "netTotal", ${Q_STATUS} AS "quotationStatus", ${O_STATUS} AS "orderStatus"
  FROM quotations q JOIN orders o ON o.id = q.order_id JOIN customers c ON c.id = o.customer_id
  LEFT JOIN agents a ON a.id = q.created_by_agent_id
  WHERE q.valid_until >= ${f.startDate}::date AND q.valid_until < ${f.endDate}::date + 1
    AND (q.status = 3 OR EXISTS (SELECT 1 FROM order_logs l WHERE l.order_id = o.id AND l.action = 'expireQuotation'))
    ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
