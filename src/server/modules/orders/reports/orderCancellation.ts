import { sql } from 'kysely';
import orderCancellation from '../../../../../reports/orderCancellation';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { orderStatusLabelSql } from '../../../platform/reports/orderStatusLabel';
import { atLocations } from '../../../platform/reports/location';

// The screen name of the status an order left when it was cancelled, in SQL.
const FROM_LABEL = orderStatusLabelSql('lg.from_status');

/**
 * Order cancellation (order-cancellation-list-report): orders in status 17 whose cancellation
 * (closed_at, stamped by the lifecycle's cancel) falls in the period, on
 * orders_cancelled_closed_cover_idx (0122: it holds the join columns, so the count reads no row).
 * The cancelling log entry and the last quotation are looked up per row; an order's quotations are
 * cancelled with it, so the newest of any status is the one it had. Joins are LEFT to unique rows
 * (always present) so the count leaves them out.
 */
export default defineServerReport(orderCancellation, (f, scope) => sql`
  SELECT o.display_id AS "orderId", o.created_at AS "receivedAt", o.closed_at AS "cancelledAt",
         c.name AS "customer", c.contact_number AS "contactNumber", l.name AS "location", o.source AS "source",
         (SELECT ${FROM_LABEL} FROM order_logs lg WHERE lg.order_id = o.id AND lg.to_status = 17 ORDER BY lg.id DESC LIMIT 1) AS "statusBefore",
         (SELECT CASE WHEN lg.actor = 'agent' THEN nullif(trim(a.first_name || ' ' || a.last_name), '') ELSE lg.actor END
            FROM order_logs lg LEFT JOIN agents a ON a.id = lg.agent_id
           WHERE lg.order_id = o.id AND lg.to_status = 17 ORDER BY lg.id DESC LIMIT 1) AS "cancelledBy",
         (SELECT q.net_total FROM quotations q WHERE q.order_id = o.id ORDER BY q.id DESC LIMIT 1) AS "quotationTotal",
         o.cancellation_reason AS "reason"
    FROM orders o
    LEFT JOIN customers c ON c.id = o.customer_id
    LEFT JOIN pharmacy_locations l ON l.id = o.location_id
   WHERE o.status = 17 AND o.closed_at >= ${f.startDate}::date AND o.closed_at < ${f.endDate}::date + 1 ${atLocations('o.location_id', f, scope)}`);
