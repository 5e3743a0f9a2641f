import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of patients (the people prescriptions and orders are for). */

const COLUMNS = sql`pt.id AS "patientId", pt.display_id AS "displayId", pt.customer_id AS "customerId", c.display_id AS "customerDisplayId",
  c.name AS "customerName", pt.first_name AS "firstName", pt.last_name AS "lastName", pt.date_of_birth AS "dateOfBirth",
  pt.gender, pt.relationship, pt.allergies, pt.created_at AS "createdAt", pt.updated_at AS "updatedAt"`;

const FROM = sql`FROM patients pt JOIN customers c ON c.id = pt.customer_id`;

/** Limited roles see a patient only through an order of their location. */
const visible = (locationId: number | null): RawBuilder<unknown> =>
  locationId == null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM orders o WHERE o.patient_id = pt.id AND o.location_id = ${locationId})`;

export type PatientRow = Record<string, unknown> & { patientId: number; customerId: number };

export async function getPatient(db: Db, id: number, locationId: number | null): Promise<PatientRow | undefined> {
  return (await sql<PatientRow>`SELECT ${COLUMNS} ${FROM} WHERE pt.id = ${id} AND ${visible(locationId)}`.execute(db)).rows[0];
}

export async function patientIdOfOrder(db: Db, orderId: number): Promise<{ patientId: number | null; locationId: number } | undefined> {
  return (await sql<{ patientId: number | null; locationId: number }>`SELECT patient_id AS "patientId", location_id AS "locationId"
    FROM orders WHERE id = ${orderId}`.execute(db)).rows[0];
}

export async function customerPatients(db: Db, customerId: number, locationId: number | null) {
  return (await sql<PatientRow>`SELECT ${COLUMNS} ${FROM} WHERE pt.customer_id = ${customerId} AND ${visible(locationId)}
    ORDER BY pt.relationship = 'self' DESC, pt.first_name, pt.id LIMIT 200`.execute(db)).rows;
}

/** A patient's history in numbers: orders by outcome, prescriptions, last order. */
export async function patientTotals(db: Db, id: number, locationId: number | null) {
  const loc = locationId != null ? sql`AND o.location_id = ${locationId}` : sql``;
  return (await sql<Record<string, unknown>>`SELECT
      (SELECT count(*)::int FROM orders o WHERE o.patient_id = ${id} ${loc}) AS "ordersCount",
      (SELECT count(*)::int FROM orders o WHERE o.patient_id = ${id} AND o.stage = 'completed' ${loc}) AS "completedCount",
      (SELECT count(*)::int FROM orders o WHERE o.patient_id = ${id} AND o.stage NOT IN ('completed', 'cancelled', 'draft') ${loc}) AS "openCount",
      (SELECT count(*)::int FROM prescriptions p WHERE p.patient_id = ${id}) AS "prescriptionsCount",
      (SELECT max(o.created_at) FROM orders o WHERE o.patient_id = ${id} ${loc}) AS "lastOrderAt"`.execute(db)).rows[0];
}

export async function recentPrescriptions(db: Db, patientId: number) {
  return (await sql<Record<string, unknown>>`SELECT id AS "prescriptionId", display_id AS "displayId", doctor_name AS "doctorName",
      issued_date AS "issuedDate", valid_until AS "validUntil", status, created_at AS "createdAt"
    FROM prescriptions WHERE patient_id = ${patientId} ORDER BY created_at DESC, id DESC LIMIT 10`.execute(db)).rows;
}
