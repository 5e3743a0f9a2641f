import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface AgentFilter { searchTerm?: string; status?: string; role?: string | string[]; locationId?: number; skip: number; limit: number; sortBy?: string; sortOrder?: string }

const SORTS: Record<string, string> = {
  firstName: 'a.first_name', lastName: 'a.last_name', email: 'a.email', designation: 'a.designation',
  status: 'a.status', displayId: 'a.id', createdAt: 'a.created_at', id: 'a.id',
};

const agentColumns = sql`a.id, a.display_id AS "displayId", a.first_name AS "firstName", a.last_name AS "lastName", a.email,
  a.designation, a.mobile_number AS "mobileNumber", a.slmc_id AS "slmcId", a.vehicle_model AS "vehicleModel",
  a.vehicle_number AS "vehicleNumber", a.avatar, a.agent_type AS "agentType", a.status, a.created_at AS "createdAt",
  a.updated_at AS "updatedAt",
  COALESCE((SELECT array_agg(r.role ORDER BY r.role) FROM agent_roles r WHERE r.agent_id = a.id), '{}') AS roles,
  COALESCE((SELECT array_agg(l.location_id ORDER BY l.location_id) FROM agent_locations l WHERE l.agent_id = a.id), '{}') AS locations,
  COALESCE((SELECT array_agg(p.name ORDER BY l.location_id) FROM agent_locations l JOIN pharmacy_locations p ON p.id = l.location_id
    WHERE l.agent_id = a.id), '{}') AS "locationNames"`;

function whereOf(f: Partial<AgentFilter>) {
  const parts = [sql`TRUE`];
  if (f.searchTerm?.trim()) {
    const like = `%${f.searchTerm.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(a.first_name ILIKE ${like} OR a.last_name ILIKE ${like} OR a.email ILIKE ${like} OR a.display_id ILIKE ${like})`);
  }
  if (f.status) parts.push(sql`a.status = ${f.status}`);
  const roles = f.role === undefined ? [] : ([] as string[]).concat(f.role);
  if (roles.length) parts.push(sql`EXISTS (SELECT 1 FROM agent_roles r WHERE r.agent_id = a.id AND r.role = ANY(${roles}::text[]))`);
  if (f.locationId) parts.push(sql`EXISTS (SELECT 1 FROM agent_locations l WHERE l.agent_id = a.id AND l.location_id = ${f.locationId})`);
  return sql.join(parts, sql` AND `);
}

export async function listAgents(db: Db, f: AgentFilter) {
  const where = whereOf(f);
  const order = sql.raw(`${SORTS[f.sortBy ?? 'firstName'] ?? 'a.first_name'} ${f.sortOrder?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC'}, a.id`);
  const items = await sql<Record<string, unknown>>`SELECT ${agentColumns} FROM agents a WHERE ${where}
    ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db);
  const count = await sql<{ count: number }>`SELECT count(*)::int AS count FROM agents a WHERE ${where}`.execute(db);
  return { items: items.rows, count: count.rows[0].count };
}

/** One agent; `forUpdate` locks the row so an audited update reads what it replaces. */
export const getAgent = async (db: Db, id: number, forUpdate = false) =>
  (await sql<Record<string, unknown>>`SELECT ${agentColumns} FROM agents a WHERE a.id = ${id}${forUpdate ? sql` FOR UPDATE OF a` : sql``}`.execute(db)).rows[0];

export interface AgentWrite {
  firstName?: string; lastName?: string; email?: string; designation?: string; mobileNumber?: string | null; slmcId?: string | null;
  vehicleModel?: string | null; vehicleNumber?: string | null; avatar?: string | null; agentType?: string; status?: string;
}

const COLUMN: Record<keyof AgentWrite, string> = {
  firstName: 'first_name', lastName: 'last_name', email: 'email', designation: 'designation', mobileNumber: 'mobile_number',
  slmcId: 'slmc_id', vehicleModel: 'vehicle_model', vehicleNumber: 'vehicle_number', avatar: 'avatar', agentType: 'agent_type', status: 'status',
};

const valuesOf = (w: AgentWrite) =>
  (Object.keys(COLUMN) as (keyof AgentWrite)[]).filter((k) => w[k] !== undefined).map((k) => [COLUMN[k], w[k]] as const);

export async function insertAgent(db: Db, w: AgentWrite, passwordHash: string): Promise<number> {
  const v = valuesOf(w);
  const res = await sql<{ id: number }>`INSERT INTO agents (${sql.join(v.map(([c]) => sql.ref(c)))}, password_hash)
    VALUES (${sql.join(v.map(([, x]) => sql`${x}`))}, ${passwordHash}) RETURNING id`.execute(db);
  return res.rows[0].id;
}

export async function updateAgent(db: Db, id: number, w: AgentWrite, passwordHash?: string) {
  const sets = [...valuesOf(w).map(([c, x]) => sql`${sql.ref(c)} = ${x}`), sql`updated_at = now()`];
  if (passwordHash) sets.push(sql`password_hash = ${passwordHash}`);
  await sql`UPDATE agents SET ${sql.join(sets)} WHERE id = ${id}`.execute(db);
}

export async function replaceRolesAndLocations(db: Db, id: number, roles?: string[], locations?: number[]) {
  if (roles) {
    await sql`DELETE FROM agent_roles WHERE agent_id = ${id}`.execute(db);
    for (const role of roles) await sql`INSERT INTO agent_roles (agent_id, role) VALUES (${id}, ${role})`.execute(db);
  }
  if (locations) {
    await sql`DELETE FROM agent_locations WHERE agent_id = ${id}`.execute(db);
    for (const loc of locations) await sql`INSERT INTO agent_locations (agent_id, location_id) VALUES (${id}, ${loc})`.execute(db);
  }
}

export const existingLocations = async (db: Db, ids: number[]) =>
  (await sql<{ id: number }>`SELECT id FROM pharmacy_locations WHERE id = ANY(${ids}::int[])`.execute(db)).rows.map((r) => r.id);

/** Active agents holding any of `roles`, optionally at one location: the assignment pick-lists. */
export const agentsWithRoles = async (db: Db, roles: string[], locationId?: number | null) =>
  (await sql<Record<string, unknown>>`SELECT a.id AS _id, a.id, a.display_id AS "displayId", a.first_name, a.last_name,
      a.first_name || ' ' || a.last_name AS name, a.designation, a.mobile_number AS "mobileNumber"
    FROM agents a WHERE a.status = 'active'
      AND EXISTS (SELECT 1 FROM agent_roles r WHERE r.agent_id = a.id AND r.role = ANY(${roles}::text[]))
      ${locationId ? sql`AND EXISTS (SELECT 1 FROM agent_locations l WHERE l.agent_id = a.id AND l.location_id = ${locationId})` : sql``}
    ORDER BY a.first_name, a.last_name`.execute(db)).rows;

/**
 * Serialises the changes that can take away a super_admin (status, roles) across API processes:
 * two admins deactivating each other at once must not both succeed and leave nobody in charge.
 */
export const lockSuperAdmins = async (db: Db) => { await sql`SELECT pg_advisory_xact_lock(hashtext('rxdesk:super_admins'))`.execute(db); };

/** Active agents holding super_admin, other than `exceptId`. */
export const otherActiveSuperAdmins = async (db: Db, exceptId: number) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM agents a JOIN agent_roles r ON r.agent_id = a.id AND r.role = 'super_admin'
    WHERE a.status = 'active' AND a.id <> ${exceptId}`.execute(db)).rows[0].n;
