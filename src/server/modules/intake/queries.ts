import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of the customer-facing intake API. */

export interface NewCustomer { name: string; contactNumber: string; email?: string | null; address?: string | null; cityId?: number | null }

export async function contactTaken(db: Db, contactNumber: string): Promise<boolean> {
  return (await sql`SELECT 1 FROM customers WHERE contact_number = ${contactNumber} LIMIT 1`.execute(db)).rows.length > 0;
}

export async function insertCustomer(db: Db, c: NewCustomer): Promise<{ id: number; displayId: string }> {
  const addresses = JSON.stringify(c.address ? [{ label: 'Home', address: c.address, cityId: c.cityId ?? null }] : []);
  return (await sql<{ id: number; displayId: string }>`INSERT INTO customers (name, contact_number, email, source, city_id, addresses)
    VALUES (${c.name}, ${c.contactNumber}, ${c.email ?? null}, 'app', ${c.cityId ?? null}, ${addresses}::jsonb)
    RETURNING id, display_id AS "displayId"`.execute(db)).rows[0];
}

export interface CustomerBrief { id: number; displayId: string; name: string; contactNumber: string; email: string | null; cityId: number | null; addresses: Array<{ address?: string; cityId?: number | null }> }

export async function getCustomer(db: Db, id: number): Promise<CustomerBrief | undefined> {
  return (await sql<CustomerBrief>`SELECT id, display_id AS "displayId", name, contact_number AS "contactNumber", email, city_id AS "cityId", addresses
    FROM customers WHERE id = ${id}`.execute(db)).rows[0];
}

export async function cityExists(db: Db, id: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM cities WHERE id = ${id}`.execute(db)).rows.length > 0;
}

export async function patientsOf(db: Db, customerId: number) {
  return (await sql<{ id: number; displayId: string; firstName: string; lastName: string; relationship: string }>`SELECT id, display_id AS "displayId",
    first_name AS "firstName", last_name AS "lastName", relationship FROM patients WHERE customer_id = ${customerId} ORDER BY id`.execute(db)).rows;
}

export async function insertPatient(db: Db, customerId: number, firstName: string, lastName: string, relationship: string): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO patients (customer_id, first_name, last_name, relationship)
    VALUES (${customerId}, ${firstName}, ${lastName}, ${relationship}) RETURNING id`.execute(db)).rows[0].id;
}

export async function insertPrescription(db: Db, customerId: number, patientId: number, attachment: { url: string; name: string }): Promise<{ id: number; displayId: string }> {
  const attachments = JSON.stringify([{ ...attachment, uploadedAt: new Date().toISOString() }]);
  return (await sql<{ id: number; displayId: string }>`INSERT INTO prescriptions (customer_id, patient_id, source, attachments, issued_date)
    VALUES (${customerId}, ${patientId}, 'app', ${attachments}::jsonb, current_date) RETURNING id, display_id AS "displayId"`.execute(db)).rows[0];
}

/** The pharmacy that serves a city (else the first one). */
export async function locationForCity(db: Db, cityId: number | null): Promise<number> {
  return (await sql<{ id: number }>`SELECT id FROM pharmacy_locations ORDER BY (city_id = ${cityId ?? 0}) DESC, id LIMIT 1`.execute(db)).rows[0].id;
}

export interface CustomerOrder {
  orderId: number; order_id: string; status: number; stage: string; customerId: number; patientId: number | null; prescriptionId: number | null;
  locationId: number; deliveryCityId: number | null; deliveryAddress: string | null; deliveryDate: string | null; paymentMethod: string | null;
  createdAt: Date; lastStatusUpdateTime: Date;
}

const ORDER_COLUMNS = sql`o.id AS "orderId", o.display_id AS order_id, o.status, o.stage, o.customer_id AS "customerId", o.patient_id AS "patientId",
  o.prescription_id AS "prescriptionId", o.location_id AS "locationId", o.delivery_city_id AS "deliveryCityId", o.delivery_address AS "deliveryAddress",
  o.delivery_date AS "deliveryDate", o.payment_method AS "paymentMethod", o.created_at AS "createdAt", o.last_status_update_time AS "lastStatusUpdateTime"`;

export async function orderOfCustomer(db: Db, customerId: number, orderId: number): Promise<CustomerOrder | undefined> {
  return (await sql<CustomerOrder>`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ${orderId} AND o.customer_id = ${customerId}`.execute(db)).rows[0];
}

export async function ordersOfCustomer(db: Db, customerId: number, skip: number, limit: number) {
  return (await sql<CustomerOrder & { quotationTotal: number | null }>`SELECT ${ORDER_COLUMNS},
      (SELECT q.net_total FROM quotations q WHERE q.order_id = o.id AND q.status IN (0, 1) ORDER BY q.id DESC LIMIT 1) AS "quotationTotal"
    FROM orders o WHERE o.customer_id = ${customerId} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db)).rows;
}

export async function slotActive(db: Db, id: number): Promise<boolean> {
  return (await sql<{ active: boolean }>`SELECT active FROM delivery_slots WHERE id = ${id}`.execute(db)).rows[0]?.active === true;
}
