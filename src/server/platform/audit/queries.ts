import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { lowerSql, upperSql } from './bounds';

/** SQL of the audit trail's two readers: one record's History and the super_admin search. */

export interface AuditFilter {
  entity?: string; recordId?: string; agentId?: number; action?: string; from?: string; to?: string;
  skip: number; limit: number;
}

export interface AuditRow {
  id: number; at: Date; agentId: number | null; agentName: string | null; agentDisplayId: string | null; role: string | null;
  locationId: number | null; locationName: string | null; entity: string; recordId: string; action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const COLUMNS = sql`l.id, l.at, l.agent_id AS "agentId", NULLIF(trim(a.first_name || ' ' || a.last_name), '') AS "agentName",
  a.display_id AS "agentDisplayId", l.role, l.location_id AS "locationId", p.name AS "locationName", l.entity,
  l.record_id AS "recordId", l.action, l.changes`;

const JOINS = sql`LEFT JOIN agents a ON a.id = l.agent_id LEFT JOIN pharmacy_locations p ON p.id = l.location_id`;

function whereOf(f: AuditFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`TRUE`];
  if (f.entity) parts.push(sql`l.entity = ${f.entity}`);
  if (f.recordId) parts.push(sql`l.record_id = ${f.recordId}`);
  if (f.agentId) parts.push(sql`l.agent_id = ${f.agentId}`);
  if (f.action) parts.push(sql`l.action = ${f.action}`);
  // Days are whole UTC days (`to` = 2024-05-31 includes the 31st); bounds.ts.
  if (f.from) parts.push(sql`l.at >= ${lowerSql(f.from)}`);
  if (f.to) parts.push(upperSql(f.to));
  return sql.join(parts, sql` AND `);
}

/** Newest first, paged, with the total for the pager. */
export async function searchAudit(db: Db, f: AuditFilter): Promise<{ items: AuditRow[]; count: number }> {
  const where = whereOf(f);
  const items = await sql<AuditRow>`SELECT ${COLUMNS} FROM audit_log l ${JOINS} WHERE ${where}
    ORDER BY l.at DESC, l.id DESC LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log l WHERE ${where}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}

/** One record's History, newest first (the (entity, record_id, id DESC) index serves it). */
export async function recordHistory(db: Db, entity: string, recordId: string, skip: number, limit: number): Promise<{ items: AuditRow[]; count: number }> {
  const items = await sql<AuditRow>`SELECT ${COLUMNS} FROM audit_log l ${JOINS}
    WHERE l.entity = ${entity} AND l.record_id = ${recordId} ORDER BY l.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log l WHERE l.entity = ${entity} AND l.record_id = ${recordId}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}

/** The location of an order (History of an order is limited like the order itself). */
export async function orderLocation(db: Db, recordId: string): Promise<number | null | undefined> {
  if (!/^\d{1,15}$/.test(recordId)) return undefined;
  return (await sql<{ locationId: number }>`SELECT location_id AS "locationId" FROM orders WHERE id = ${Number(recordId)}`.execute(db)).rows[0]?.locationId;
}
