import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of prescriptions as the order detail and customer profile read them. */

const COLUMNS = sql`p.id AS "prescriptionId", p.display_id AS "displayId", p.customer_id AS "customerId", c.display_id AS "customerDisplayId",
  c.name AS "customerName", p.patient_id AS "patientId", pt.display_id AS "patientDisplayId",
  CASE WHEN pt.id IS NULL THEN NULL ELSE trim(pt.first_name || ' ' || pt.last_name) END AS "patientName",
  p.source, p.doctor_name AS "doctorName", p.doctor_registration AS "doctorRegistration", p.issued_date AS "issuedDate",
  p.valid_until AS "validUntil", p.status, p.attachments, p.notes, p.reorder_interval_days AS "reorderIntervalDays",
  p.next_reorder_date AS "nextReorderDate", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

const FROM = sql`FROM prescriptions p JOIN customers c ON c.id = p.customer_id LEFT JOIN patients pt ON pt.id = p.patient_id`;

/** Limited roles see a prescription only through an order of their location. */
const visible = (locationId: number | null): RawBuilder<unknown> =>
  locationId == null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM orders o WHERE o.prescription_id = p.id AND o.location_id = ${locationId})`;

export interface PrescriptionRow { prescriptionId: number; customerId: number; attachments: Array<{ url: string }>; [k: string]: unknown }

export async function getPrescription(db: Db, id: number, locationId: number | null): Promise<PrescriptionRow | undefined> {
  return (await sql<PrescriptionRow>`SELECT ${COLUMNS} ${FROM} WHERE p.id = ${id} AND ${visible(locationId)}`.execute(db)).rows[0];
}

export async function prescriptionIdOfOrder(db: Db, orderId: number): Promise<{ prescriptionId: number | null; locationId: number } | undefined> {
  return (await sql<{ prescriptionId: number | null; locationId: number }>`SELECT prescription_id AS "prescriptionId", location_id AS "locationId"
    FROM orders WHERE id = ${orderId}`.execute(db)).rows[0];
}

export async function customerPrescriptions(db: Db, customerId: number, locationId: number | null, skip: number, limit: number) {
  const where = sql`p.customer_id = ${customerId} AND ${visible(locationId)}`;
  const [items, count] = await Promise.all([
    sql<PrescriptionRow>`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM prescriptions p WHERE ${where}`.execute(db),
  ]);
  return { items: items.rows, count: count.rows[0].n };
}

/** Orders written against a prescription: how many, when, what they came to. */
export async function ordersSummary(db: Db, prescriptionId: number, locationId: number | null) {
  return (await sql<Record<string, unknown>>`SELECT count(*)::int AS "ordersCount",
      count(*) FILTER (WHERE o.stage = 'completed')::int AS "completedCount", count(*) FILTER (WHERE o.stage = 'cancelled')::int AS "cancelledCount",
      count(*) FILTER (WHERE o.stage NOT IN ('completed', 'cancelled', 'draft'))::int AS "openCount",
      min(o.created_at) AS "firstOrderAt", max(o.created_at) AS "lastOrderAt",
      coalesce(sum((SELECT i.net_total FROM invoices i WHERE i.order_id = o.id AND i.status = 'posted' ORDER BY i.id DESC LIMIT 1)), 0)::numeric(14,2) AS "invoicedTotal"
    FROM orders o WHERE o.prescription_id = ${prescriptionId} ${locationId != null ? sql`AND o.location_id = ${locationId}` : sql``}`.execute(db)).rows[0];
}

/** Is this stored prescription image one of the customer's (and visible to the caller)? */
export async function attachmentVisible(db: Db, customerId: number, url: string, locationId: number | null): Promise<boolean> {
  const att = JSON.stringify([{ url }]);
  return (await sql`SELECT 1 FROM prescriptions p WHERE p.customer_id = ${customerId} AND p.attachments @> ${att}::jsonb AND ${visible(locationId)} LIMIT 1`
    .execute(db)).rows.length > 0;
}
