import { sql } from 'kysely';
import hbsReorder from '../../../../../reports/hbsReorder';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

const NEWEST = sql.raw('o.created_at DESC, o.id DESC LIMIT 1');

/**
 * HBS re-order report (fetch-re-order-report): active repeat prescriptions whose next re-order
 * date falls in the period, on prescriptions_active_reorder_cover_idx (0123: in the report's order,
 * with the join columns, so the count reads no row), with the newest order placed on each
 * (orders_prescription_idx). An own-location grant sees those whose last order was at its location.
 * The last order's facts are per output row and the joins LEFT to unique rows, so the count and a
 * page of 25 read only what they show.
 */
export default defineServerReport(hbsReorder, (f, scope) => sql`
  SELECT p.display_id AS "prescriptionId", p.next_reorder_date AS "nextReorderDate", p.reorder_interval_days AS "intervalDays",
         c.display_id AS "customerId", c.name AS "customer", c.contact_number AS "contactNumber",
         nullif(trim(pt.first_name || ' ' || pt.last_name), '') AS "patient", p.doctor_name AS "doctor", p.valid_until AS "validUntil",
         (SELECT o.display_id FROM orders o WHERE o.prescription_id = p.id ORDER BY ${NEWEST}) AS "lastOrderId",
         (SELECT o.created_at FROM orders o WHERE o.prescription_id = p.id ORDER BY ${NEWEST}) AS "lastOrderAt",
         (SELECT l.name FROM orders o JOIN pharmacy_locations l ON l.id = o.location_id WHERE o.prescription_id = p.id ORDER BY ${NEWEST}) AS "location"
    FROM prescriptions p
    LEFT JOIN customers c ON c.id = p.customer_id
    LEFT JOIN patients pt ON pt.id = p.patient_id
   WHERE p.next_reorder_date >= ${f.startDate}::date AND p.next_reorder_date <= ${f.endDate}::date AND p.status = 'active'
     ${scope.locationId !== null ? sql`AND (SELECT o.location_id FROM orders o WHERE o.prescription_id = p.id ORDER BY ${NEWEST}) = ${scope.locationId}` : sql``}`);
