import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../orders/lifecycle/service';
import { locationScope } from '../orders/scope';

/** The signed-in agent as the order service's actor (abilities of the chosen role). */
export function lifecycleActor(app: FastifyInstance, request: FastifyRequest): Actor {
  const { id, role, locationId } = request.agent;
  return { kind: 'agent', agentId: id, role, locationId, abilities: role ? app.permissions.abilitiesOf(role) : {} };
}

/** The location a request is limited to, or null (own-location grants). */
export const scopeOf = (app: FastifyInstance, request: FastifyRequest): number | null => locationScope(app, request);

/** Rounds money to two decimals (numeric(12,2) columns). */
export const money = (n: number): number => Math.round(n * 100) / 100;
