import type { FastifyInstance } from 'fastify';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { ROLES } from '../../../shared/roles';
import * as q from './assignQueries';
import { orderRowsByIds } from './listQueries';
import { publishChatCounts } from './events';
import { recordAudit } from '../../platform/audit';

const CLOSED_STAGES = ['draft', 'completed', 'cancelled'];

export interface Actor { id: number; role: string | null; scope: number | null; locationId?: number | null }

/**
 * Chat manager: give orders to an agent (assign, re-assign) or take one (assign to me). Each call
 * is one transaction over the locked orders; if any order cannot be given, nothing is written.
 */
export class AssignService {
  constructor(private readonly app: FastifyInstance) {}

  /** Whether the agent may hold chats, and where: any role with chats.my; limited roles only at their locations. */
  private chatReach(agent: q.AssignableAgent): 'any' | 'own' | null {
    const grants = agent.roles.filter((r) => (ROLES as readonly string[]).includes(r))
      .map((r) => this.app.permissions.grantFor(r, ['chats.my'])).filter((g) => g !== null);
    if (!grants.length) return null;
    return grants.some((g) => !g.where) ? 'any' : 'own';
  }

  /** `note`: why, kept with the assignment in each order's log (the manager's words after "Assigned to …"). */
  async assignToAgent(actor: Actor, orderIds: number[], agentId: number, type: 'assign' | 'reassign', note?: string | null) {
    const ability = type === 'assign' ? 'chat_manager.assign' : 'chat_manager.reassign';
    if (!actor.role || !this.app.permissions.grantFor(actor.role, [ability])) {
      throw new ForbiddenError(`You may not ${type === 'assign' ? 'assign' : 're-assign'} orders`);
    }
    const ids = [...new Set(orderIds)];
    const result = await this.app.db.transaction().execute(async (trx) => {
      const agent = await q.getAgentForAssignment(trx, agentId);
      if (!agent) throw new ValidationError([{ field: 'formValues.agentId', message: `agent ${agentId} was not found` }]);
      if (agent.status !== 'active') throw new ValidationError([{ field: 'formValues.agentId', message: `${agent.name} is not active` }]);
      const reach = this.chatReach(agent);
      if (!reach) throw new ValidationError([{ field: 'formValues.agentId', message: `${agent.name} does not handle chats` }]);
      const orders = await q.lockOrders(trx, ids);
      const visible = orders.filter((o) => actor.scope === null || o.location_id === actor.scope);
      const missing = ids.filter((id) => !visible.some((o) => o.id === id));
      if (missing.length) throw new NotFoundError(`Order ${missing.join(', ')} was not found`);
      const problems: Array<{ field: string; message: string }> = [];
      for (const o of visible) {
        const why = CLOSED_STAGES.includes(o.stage) ? `is ${o.stage === 'draft' ? 'a draft' : o.stage}`
          : type === 'assign' && o.assigned_agent_id !== null ? 'is already assigned'
            : type === 'reassign' && o.assigned_agent_id === null ? 'is not assigned yet (use assign)'
              : reach === 'own' && !agent.locations.includes(o.location_id) ? `is at a location ${agent.name} does not serve` : null;
        if (why) problems.push({ field: `orderIds.${ids.indexOf(o.id)}`, message: `${o.display_id} ${why}` });
      }
      if (problems.length) throw new ConflictError(`${problems[0].message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`, problems);
      const changing = visible.filter((o) => o.assigned_agent_id !== agentId);
      await q.setAssignee(trx, changing.map((o) => o.id), agentId);
      await q.logSameStatus(trx, changing, type === 'assign' ? 'assigned' : 'reassigned', actor.id, actor.role, note?.trim() ? `Assigned to ${agent.name}: ${note.trim()}` : `Assigned to ${agent.name}`);
      for (const o of changing) await this.audit(trx, actor, o, type, agentId);
      return { changing, agent };
    });
    this.announce(result.changing, agentId);
    return { assigned: result.changing.length, agent: { id: result.agent.id, name: result.agent.name }, items: await orderRowsByIds(this.app.db, ids) };
  }

  async assignToMe(actor: Actor, orderId: number) {
    const changed = await this.app.db.transaction().execute(async (trx) => {
      const [order] = await q.lockOrders(trx, [orderId]);
      if (!order || (actor.scope !== null && order.location_id !== actor.scope)) throw new NotFoundError(`Order ${orderId} was not found`);
      if (CLOSED_STAGES.includes(order.stage)) throw new ConflictError(`${order.display_id} is ${order.stage === 'draft' ? 'a draft' : order.stage} and cannot be taken`);
      if (order.assigned_agent_id === actor.id) return [];
      if (order.assigned_agent_id !== null) throw new ConflictError(`${order.display_id} is already assigned to another agent`);
      await q.setAssignee(trx, [order.id], actor.id);
      await q.logSameStatus(trx, [order], 'assigned_to_self', actor.id, actor.role, 'Taken by the agent (assign to me)');
      await this.audit(trx, actor, order, 'assignToMe', actor.id);
      return [order];
    });
    this.announce(changed, actor.id);
    const [row] = await orderRowsByIds(this.app.db, [orderId]);
    return row;
  }

  private audit(trx: Parameters<typeof q.setAssignee>[0], actor: Actor, o: q.LockedOrder, action: string, to: number) {
    return recordAudit(trx, { agentId: actor.id, role: actor.role, locationId: actor.locationId ?? null }, {
      entity: 'order', recordId: o.id, action, before: { assignedAgentId: o.assigned_agent_id }, after: { assignedAgentId: to },
    });
  }

  /** After commit: one counts event per location touched. */
  private announce(orders: q.LockedOrder[], agentId: number) {
    const byLocation = new Map<number, number[]>();
    for (const o of orders) byLocation.set(o.location_id, [...(byLocation.get(o.location_id) ?? []), o.id]);
    for (const [locationId, orderIds] of byLocation) publishChatCounts(this.app, { reason: 'assigned', orderIds, locationId, agentId });
  }
}
