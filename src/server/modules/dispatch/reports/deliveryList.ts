import { sql } from 'kysely';
import deliveryList from '../../../../../reports/deliveryList';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { AMOUNT_DUE } from '../queries';

/** Delivery list: orders of the day from prepared to completed (orders_delivery_idx). */
export default defineServerReport(deliveryList, (f, scope) => sql`
  SELECT o.display_id AS "orderId", o.status AS "status", c.name AS "customer", c.contact_number AS "contactNumber",
         o.delivery_address AS "address", ci.name AS "city", ds.name AS "slot", r.display_id AS "dispatchRun",
         nullif(trim(a.first_name || ' ' || a.last_name), '') AS "rider", o.payment_method AS "paymentMethod", ${AMOUNT_DUE} AS "amountDue"
    FROM orders o
    JOIN customers c ON c.id = o.customer_id
    LEFT JOIN cities ci ON ci.id = o.delivery_city_id
    LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id
    LEFT JOIN dispatch_runs r ON r.id = o.dispatch_run_id
    LEFT JOIN agents a ON a.id = r.agent_id
   WHERE o.delivery_date = ${f.selectedDate}::date AND o.status IN (10, 11, 12, 13, 14, 15, 16, 19, 20, 21)
     ${f.deliverySlot !== undefined ? sql`AND o.delivery_slot_id = ${f.deliverySlot}` : sql``}
     ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
