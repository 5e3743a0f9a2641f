import { sql } from 'kysely';
import hbsUsers from '../../../../../reports/hbsUsers';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

/**
 * HBS users list (/users/admin/hbs-users-list-report): customers registered in the period, on
 * customers_created_idx / customers_source_created_idx. Their orders are counted per row from
 * orders_customer_idx. Customers belong to no location: an own-location grant shows those who
 * ordered at that location. Kept with the order reports because it reads customers' orders.
 */
export default defineServerReport(hbsUsers, (f, scope) => sql`
  SELECT c.display_id AS "customerId", c.name AS "name", c.contact_number AS "contactNumber", c.email AS "email",
         c.source AS "source", ci.name AS "city", c.created_at AS "registeredAt",
         (SELECT count(*) FROM orders o WHERE o.customer_id = c.id) AS "orders",
         (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id) AS "lastOrderAt"
    FROM customers c
    LEFT JOIN cities ci ON ci.id = c.city_id
   WHERE c.created_at >= ${f.startDate}::date AND c.created_at < ${f.endDate}::date + 1
     ${f.source !== undefined ? sql`AND c.source = ${f.source}` : sql``}
     ${scope.locationId !== null ? sql`AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.location_id = ${scope.locationId})` : sql``}`);
