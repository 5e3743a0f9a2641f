import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError } from '../../errors';
import { STAGES, STAGE_SLUGS, type KanbanStage, type Stage } from '../../../shared/orders/stages';

/** Abilities whose `where` decides which orders a role may see at all. */
const VIEW_ABILITIES = ['orders.view_details', 'chats.all', 'chats.my'];

/**
 * The location a request is limited to (spec 6: external pharmacists see their own location),
 * or null. The route's own grant decides first; an action route (cancel, reply) is limited too
 * when every order-viewing grant of the role is limited: one may only act on orders one can see.
 * -1 stands for "limited, but no location chosen" and matches nothing.
 */
export function locationScope(app: FastifyInstance, request: FastifyRequest): number | null {
  const own = request.agent.locationId ?? -1;
  if (request.grant?.where === 'own_location') return own;
  const role = request.agent.role;
  if (!role) return null;
  const grants = VIEW_ABILITIES.map((a) => app.permissions.grantFor(role, [a])).filter((g) => g !== null);
  return grants.length && grants.every((g) => g.where === 'own_location') ? own : null;
}

/** An order reference as the console sends it: 123, "123" or the display id "HN000123". */
export function parseOrderRef(value: unknown, field = 'orderId'): number {
  const s = String(value ?? '').trim().toUpperCase();
  const m = /^(?:HN)?0*(\d{1,15})$/.exec(s);
  const n = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new ValidationError([{ field, message: 'must be an order id (e.g. 123 or HN000123)' }]);
  return n;
}

/** A display id or number with a given prefix (HNCX, HNPT, HNRX): the numeric id. */
export function parseRef(value: unknown, prefix: string, field: string): number {
  const s = String(value ?? '').trim().toUpperCase();
  const m = new RegExp(`^(?:${prefix})?0*(\\d{1,9})$`).exec(s);
  const n = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2147483647) throw new ValidationError([{ field, message: `must be an id (e.g. 42 or ${prefix}000042)` }]);
  return n;
}

/** A stage by its name ("action_required") or its chat-route slug ("action-required"). */
export function parseStage(value: unknown, field = 'stage'): KanbanStage {
  const s = String(value ?? '').trim().toLowerCase().replace(/-/g, '_');
  if ((STAGES as readonly string[]).includes(s)) return s as KanbanStage;
  throw new ValidationError([{ field, message: `must be one of ${STAGES.map((x) => STAGE_SLUGS[x]).join(', ')}` }]);
}

/** Throws 404 unless the order's location is inside the scope (a hidden order is "not found", not "forbidden"). */
export function assertInScope(order: { location_id: number } | undefined, scope: number | null, what = 'Order'): asserts order {
  if (!order || (scope !== null && order.location_id !== scope)) throw new NotFoundError(`${what} was not found`);
}

export type { Stage };
