import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export interface AssignableAgent { id: number; name: string; status: string; roles: string[]; locations: number[] }

export async function getAgentForAssignment(db: Db, id: number): Promise<AssignableAgent | undefined> {
  return (await sql<AssignableAgent>`SELECT a.id, a.first_name || ' ' || a.last_name AS name, a.status,
      COALESCE((SELECT array_agg(r.role) FROM agent_roles r WHERE r.agent_id = a.id), '{}') AS roles,
      COALESCE((SELECT array_agg(l.location_id) FROM agent_locations l WHERE l.agent_id = a.id), '{}') AS locations
    FROM agents a WHERE a.id = ${id}`.execute(db)).rows[0];
}

export interface LockedOrder { id: number; display_id: string; status: number; stage: string; location_id: number; assigned_agent_id: number | null }

/** The orders, locked for this transaction in id order (two managers assigning at once queue up). */
export async function lockOrders(db: Db, ids: number[]): Promise<LockedOrder[]> {
  return (await sql<LockedOrder>`SELECT id, display_id, status, stage, location_id, assigned_agent_id FROM orders
    WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(db)).rows;
}

export async function setAssignee(db: Db, ids: number[], agentId: number): Promise<void> {
  await sql`UPDATE orders SET assigned_agent_id = ${agentId}, assigned_at = now(), updated_at = now() WHERE id = ANY(${ids}::bigint[])`.execute(db);
}

/** An order log entry for a change that keeps the status (assignment): from = to = the current status. */
export async function logSameStatus(db: Db, orders: LockedOrder[], action: string, actorId: number, role: string | null, message: string): Promise<void> {
  if (!orders.length) return;
  await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, agent_id, role, message)
    SELECT x.id, ${action}, x.status, x.status, 'agent', ${actorId}, ${role}, ${message}
    FROM unnest(${orders.map((o) => o.id)}::bigint[], ${orders.map((o) => o.status)}::smallint[]) AS x(id, status)`.execute(db);
}
