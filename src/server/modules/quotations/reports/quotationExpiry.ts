import { sql } from 'kysely';
import quotationExpiry from '../../../../../reports/quotationExpiry';
import { defineServerReport, type ReportFilters, type ReportScope } from '../../../platform/reports/defineServerReport';
import { orderStatusLabelSql } from '../../../platform/reports/orderStatusLabel';

const O_STATUS = orderStatusLabelSql('o.status');
// Constant SQL built from code, as the report doc allows.
const Q_STATUS = sql.raw(`CASE q.status WHEN 0 THEN 'Offered again' WHEN 1 THEN 'Invoiced' WHEN 2 THEN 'Cancelled' ELSE 'Expired' END`);

/** The expired quotations `s` of the period (quotation_expiry_set, in the caller's location). */
const expiredIn = (f: ReportFilters, scope: ReportScope) => sql`s.valid_until >= ${f.startDate}::date AND s.valid_until < ${f.endDate}::date + 1
    ${scope.locationId !== null ? sql`AND s.location_id = ${scope.locationId}` : sql``}`;

/**
 * Quotations marked expired (3), or expired and then reactivated, whose validity ended in the period:
 * the rows of quotation_expiry_set (migration 0106: every such quotation with its order's location,
 * validity end and total, kept by trigger from quotations, order logs and orders). The default
 * order walks its (valid_until, quotation_id) index backwards, so a first page over two years reads
 * 25 entries; the count and total are read from that index alone. Customer, contact and agent are
 * not sortable: looked up per row of the page only (the planner runs such subqueries after the
 * sort and limit).
 */
export default defineServerReport(quotationExpiry, (f, scope) => sql`
  SELECT s.quotation_id AS "quotationId", o.display_id AS "orderId", s.valid_until AS "validUntil",
    (SELECT c.name FROM customers c WHERE c.id = o.customer_id) AS customer,
    (SELECT c.contact_number FROM customers c WHERE c.id = o.customer_id) AS "contactNumber",
    (SELECT nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') FROM agents a WHERE a.id = q.created_by_agent_id) AS agent,
    s.net_total AS "netTotal", ${Q_STATUS} AS "quotationStatus", ${O_STATUS} AS "orderStatus"
  FROM quotation_expiry_set s JOIN quotations q ON q.id = s.quotation_id JOIN orders o ON o.id = s.order_id
  WHERE ${expiredIn(f, scope)}`, {
  totals: (f, scope) => sql`SELECT count(*)::bigint AS "__count", count(*)::bigint AS "quotationId", coalesce(sum(s.net_total), 0) AS "netTotal"
    FROM quotation_expiry_set s WHERE ${expiredIn(f, scope)}`,
});
