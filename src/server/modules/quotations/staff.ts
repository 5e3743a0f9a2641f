import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../orders/lifecycle/service';
import { assertInScope, locationScope } from '../orders/scope';

/** The signed-in agent as the money-path services need it: lifecycle actor, audit actor, location scope. */
/** Who wrote something, for the audit record (the request when there is one). */
export interface Auditor { id: number; role?: string | null; locationId?: number | null; request?: FastifyRequest }

export interface Staff extends Auditor { role: string | null; locationId: number | null; scope: number | null; actor: Actor; request: FastifyRequest }

export function staffOf(app: FastifyInstance, request: FastifyRequest): Staff {
  const a = request.agent;
  return {
    id: a.id, role: a.role, locationId: a.locationId, scope: locationScope(app, request), request,
    actor: { kind: 'agent', agentId: a.id, role: a.role, locationId: a.locationId, abilities: a.role ? app.permissions.abilitiesOf(a.role) : {} },
  };
}

/** 404 unless the order is in the agent's location scope. */
export function assertOrderVisible(order: { locationId: number } | undefined, staff: Pick<Staff, 'scope'>, what: string): asserts order {
  assertInScope(order ? { location_id: order.locationId } : undefined, staff.scope, what);
}
