import { sql } from 'kysely';
import quotationExpiry from '../../../../../reports/quotationExpiry';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { ORDER_STATUSES, orderStatusLabel } from '../../../../shared/orders/statuses';

// Constant SQL built from code (labels of spec 4's statuses), as the report doc allows.
const O_STATUS = sql.raw(`CASE o.status ${ORDER_STATUSES.map((n) => `WHEN ${n} THEN '${orderStatusLabel(n).replace(/'/g, "''")}'`).join(' ')} END`);
const Q_STATUS = sql.raw(`CASE q.status WHEN 0 THEN 'Offered again' WHEN 1 THEN 'Invoiced' WHEN 2 THEN 'Cancelled' ELSE 'Expired' END`);

/**
 * Quotations marked expired (3), or expired and then reactivated, whose validity ended in the period.
 * The "expired" test is a UNION of quotation ids (status 3 on quotations_valid_until_idx, or an
 * expireQuotation log on order_logs_expire_quotation_idx, migration 0095) rather than an OR with
 * EXISTS: the OR hid its selectivity from the planner, which then hashed the whole orders table.
 * Customer, contact and agent are not sortable: looked up per row of the page only (the planner
 * runs such subqueries after the sort and limit). The page needs every row to sort, so it and
 * the totals come in one pass.
 */
export default defineServerReport(quotationExpiry, (f, scope) => sql`
  SELECT q.id AS "quotationId", o.display_id AS "orderId", q.valid_until AS "validUntil",
    (SELECT c.name FROM customers c WHERE c.id = o.customer_id) AS customer,
    (SELECT c.contact_number FROM customers c WHERE c.id = o.customer_id) AS "contactNumber",
    (SELECT nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') FROM agents a WHERE a.id = q.created_by_agent_id) AS agent,
    q.net_total AS "netTotal", ${Q_STATUS} AS "quotationStatus", ${O_STATUS} AS "orderStatus"
  FROM quotations q JOIN orders o ON o.id = q.order_id
  WHERE q.valid_until >= ${f.startDate}::date AND q.valid_until < ${f.endDate}::date + 1
    AND q.id IN (
      SELECT qs.id FROM quotations qs
       WHERE qs.status = 3 AND qs.valid_until >= ${f.startDate}::date AND qs.valid_until < ${f.endDate}::date + 1
      UNION
      SELECT qe.id FROM order_logs l JOIN quotations qe ON qe.order_id = l.order_id
       WHERE l.action = 'expireQuotation' AND qe.valid_until >= ${f.startDate}::date AND qe.valid_until < ${f.endDate}::date + 1)
    ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`, { onePass: true });
