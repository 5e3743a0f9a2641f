import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { orderRowsByIds, whereOf, type OrderFilter, type OrderRow } from '../orders/listQueries';

/** SQL of offline orders: patients and prescriptions they create, their attachments, their list. */

export interface Attachment { url: string; name: string; uploadedAt: string }

export const attachmentUrl = (fileId: string) => `/api/v1/prescriptions/admin/attachment/${fileId}`;

export async function patientOfCustomer(db: Db, customerId: number, patientId: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM patients WHERE id = ${patientId} AND customer_id = ${customerId}`.execute(db)).rows.length > 0;
}

export async function selfPatient(db: Db, customerId: number): Promise<number | undefined> {
  return (await sql<{ id: number }>`SELECT id FROM patients WHERE customer_id = ${customerId} AND relationship = 'self' ORDER BY id LIMIT 1`.execute(db)).rows[0]?.id;
}

export async function insertPatient(db: Db, customerId: number, firstName: string, lastName: string, relationship: string): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO patients (customer_id, first_name, last_name, relationship)
    VALUES (${customerId}, ${firstName}, ${lastName}, ${relationship}) RETURNING id`.execute(db)).rows[0].id;
}

export async function insertOfflinePrescription(db: Db, customerId: number, patientId: number, attachments: Attachment[], notes: string | null): Promise<{ id: number; displayId: string }> {
  return (await sql<{ id: number; displayId: string }>`INSERT INTO prescriptions (customer_id, patient_id, source, attachments, notes, issued_date)
    VALUES (${customerId}, ${patientId}, 'offline', ${JSON.stringify(attachments)}::jsonb, ${notes}, current_date) RETURNING id, display_id AS "displayId"`.execute(db)).rows[0];
}

export async function receiveModeExists(db: Db, id: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM receive_modes WHERE id = ${id}`.execute(db)).rows.length > 0;
}

export async function locationExists(db: Db, id: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM pharmacy_locations WHERE id = ${id}`.execute(db)).rows.length > 0;
}

export async function cityExists(db: Db, id: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM cities WHERE id = ${id}`.execute(db)).rows.length > 0;
}

export interface StoredScan { id: string; originalName: string | null; uploadedByAgentId: number | null }

/** Prescription files among these ids (purpose 'prescriptions'), locked against a concurrent delete. */
export async function scansByIds(db: Db, ids: string[]): Promise<StoredScan[]> {
  if (!ids.length) return [];
  return (await sql<StoredScan>`SELECT id, original_name AS "originalName", uploaded_by_agent_id AS "uploadedByAgentId" FROM stored_files
    WHERE id = ANY(${ids}::text[]) AND purpose = 'prescriptions' FOR UPDATE`.execute(db)).rows;
}

/** The prescriptions that point at this file (normally none or one). */
export async function prescriptionsWithFile(db: Db, fileId: string): Promise<Array<{ id: number; source: string; attachments: Attachment[] }>> {
  const att = JSON.stringify([{ url: attachmentUrl(fileId) }]);
  return (await sql<{ id: number; source: string; attachments: Attachment[] }>`SELECT id, source, attachments FROM prescriptions
    WHERE attachments @> ${att}::jsonb ORDER BY id FOR UPDATE`.execute(db)).rows;
}

export async function setPrescriptionAttachments(db: Db, id: number, attachments: Attachment[]): Promise<void> {
  await sql`UPDATE prescriptions SET attachments = ${JSON.stringify(attachments)}::jsonb, updated_at = now() WHERE id = ${id}`.execute(db);
}

export async function offlineOrder(db: Db, id: number): Promise<{ id: number; status: number } | undefined> {
  return (await sql<{ id: number; status: number }>`SELECT id, status FROM orders WHERE id = ${id} AND source = 'offline'`.execute(db)).rows[0];
}

export interface OfflineOrderFilter extends OrderFilter { receiveModeId?: number }

/**
 * One status is written as an equality: the planner then walks orders_offline_status_idx (0071)
 * in list order; with `= ANY(array)` it walked every offline order looking for a rare status.
 */
function where(f: OfflineOrderFilter) {
  const { statuses, receiveModeId, ...rest } = f;
  const parts = [sql`o.source = 'offline'`, whereOf(rest)];
  if (statuses?.length === 1) parts.push(sql`o.status = ${statuses[0]}::smallint`);
  else if (statuses?.length) parts.push(sql`o.status = ANY(${statuses}::smallint[])`);
  if (receiveModeId != null) parts.push(sql`o.receive_mode_id = ${receiveModeId}`);
  return sql.join(parts, sql` AND `);
}

export interface OfflineOrderRow extends OrderRow {
  receive_mode_id: number | null; receive_mode: string | null; created_by_agent_id: number | null; created_by: string | null;
  prescription_id: number | null; attachments: Attachment[];
}

/**
 * A page of offline orders, newest first (orders_offline_idx serves the order), as the order list
 * rows every other list shows, plus how each reached the pharmacy and who entered it; and the total.
 */
export async function listOfflineOrders(db: Db, f: OfflineOrderFilter, skip: number, limit: number): Promise<{ rows: OfflineOrderRow[]; total: number }> {
  // The page is chosen on ids alone (an index-only walk of orders_offline_idx or, for one status,
  // orders_offline_status_idx); only its rows are then read for names and attachments.
  const [page, total] = await Promise.all([
    sql<{ id: number }>`SELECT o.id FROM orders o WHERE ${where(f)} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM orders o WHERE ${where(f)}`.execute(db),
  ]);
  const ids = page.rows.map((r) => Number(r.id));
  if (!ids.length) return { rows: [], total: total.rows[0].n };
  const [rows, extras] = await Promise.all([
    orderRowsByIds(db, ids),
    sql<{ id: number; receive_mode_id: number | null; receive_mode: string | null; created_by_agent_id: number | null; created_by: string | null; prescription_id: number | null; attachments: Attachment[] | null }>`
      SELECT o.id, o.receive_mode_id, (SELECT m.receive_mode FROM receive_modes m WHERE m.id = o.receive_mode_id) AS receive_mode,
        o.created_by_agent_id, (SELECT a.first_name || ' ' || a.last_name FROM agents a WHERE a.id = o.created_by_agent_id) AS created_by,
        o.prescription_id, (SELECT p.attachments FROM prescriptions p WHERE p.id = o.prescription_id) AS attachments
      FROM orders o WHERE o.id = ANY(${ids}::bigint[])`.execute(db),
  ]);
  const rowById = new Map(rows.map((r) => [Number(r.id), r]));
  const extraById = new Map(extras.rows.map((r) => [Number(r.id), r]));
  return {
    rows: ids.map((id) => ({ ...rowById.get(id)!, ...extraById.get(id)!, id, attachments: extraById.get(id)?.attachments ?? [] })),
    total: total.rows[0].n,
  };
}
