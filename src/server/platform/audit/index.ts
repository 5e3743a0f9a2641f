import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { PREPARED_MARK, type Db } from '../../db/connection';
import { changedFields } from './diff';

/**
 * The audit trail's one writer. Every create, update, delete and workflow action calls
 * `recordAudit` inside the transaction that makes the change, so the trail commits or rolls back
 * with it. The table refuses UPDATE, DELETE and TRUNCATE (migration 0010). See docs/audit.md.
 */

export interface AuditActor { agentId: number | null; role: string | null; locationId: number | null }

/** Who acts in a request: the signed-in agent with the role and location chosen at sign-in. */
export function actorOf(request: FastifyRequest): AuditActor {
  const agent = request.agent as FastifyRequest['agent'] | null;
  if (agent) return { agentId: agent.id, role: agent.role, locationId: agent.locationId };
  // Customer intake routes carry the customer's key, not a staff token.
  const customer = (request.routeOptions?.config as { customer?: boolean } | undefined)?.customer;
  return { agentId: null, role: customer ? 'customer' : null, locationId: null };
}

/** The actor of background jobs (quotation expiry, imports) that act on nobody's request. */
export const SYSTEM_ACTOR: AuditActor = { agentId: null, role: 'system', locationId: null };

export interface AuditEvent {
  entity: string;
  recordId: string | number;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(trx: Db, actor: AuditActor, e: AuditEvent): Promise<void> {
  // Outside a transaction the record could outlive a rolled-back change (or be lost after a
  // committed one): refuse, like the stock service.
  if (!trx.isTransaction) throw new Error('recordAudit must run inside the transaction that makes the change');
  const changes = changedFields(e.before, e.after);
  // An update that changed nothing (a form saved as it was) is not history.
  if (e.action === 'update' && !Object.keys(changes).length) return;
  await sql`${sql.raw(PREPARED_MARK)}INSERT INTO audit_log (agent_id, role, location_id, entity, record_id, action, changes)
    VALUES (${actor.agentId}, ${actor.role}, ${actor.locationId}, ${e.entity}, ${String(e.recordId)}, ${e.action}, ${JSON.stringify(changes)}::jsonb)`.execute(trx);
}
