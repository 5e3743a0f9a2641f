import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OrderListService, type ListQuery } from './listService';
import { AssignService } from './assignService';
import { locationScope, parseOrderRef, parseStage } from './scope';
import { body, query, KANBAN_QUERY, MANAGER_LIST_QUERY, ORDER_REF, INT_ID } from './schemas';
import { COUNT_REPLY, KANBAN_REPLY, LIST_PAGE_REPLY } from './replySchemas';

/** Chat manager (unassigned / assigned lists, assign), the kanban board and the chat overview. */
export default async function orderListRoutes(app: FastifyInstance) {
  const lists = new OrderListService(app.db);
  const assign = new AssignService(app);
  const tags = ['Orders'];
  const scope = (request: FastifyRequest) => locationScope(app, request);
  const manager = { ability: ['chat_manager.assign', 'chat_manager.reassign'] };

  app.get('/api/v1/orders/admin/get-unassigned-orders-list', { config: manager, schema: { tags, querystring: MANAGER_LIST_QUERY, response: LIST_PAGE_REPLY } },
    async (request) => lists.unassigned(scope(request), request.query as ListQuery));

  app.get('/api/v1/orders/admin/get-assigned-orders-list', { config: manager, schema: { tags, querystring: MANAGER_LIST_QUERY, response: LIST_PAGE_REPLY } },
    async (request) => lists.assigned(scope(request), request.query as ListQuery));

  app.get('/api/v1/orders/admin/fetch-unassign-orders-count', {
    config: { ability: ['chat_manager.assign', 'chat_manager.reassign', 'orders.assign_to_me'] }, schema: { tags, querystring: query({}), response: COUNT_REPLY },
  }, async (request) => ({ count: await lists.unassignedCount(scope(request)) }));

  app.post('/api/v1/orders/admin/assign-order-to-agent', {
    config: manager,
    schema: {
      tags, body: body({
        orderIds: { type: 'array', items: ORDER_REF, minItems: 1, maxItems: 500 },
        formValues: body({ agentId: INT_ID, note: { type: 'string', maxLength: 500 } }, ['agentId']),
        type: { type: 'string', enum: ['assign', 're-assign', 'reassign'] },
      }, ['orderIds', 'formValues']),
    },
  }, async (request) => {
    const b = request.body as { orderIds: unknown[]; formValues: { agentId: number; note?: string }; type?: string };
    const ids = b.orderIds.map((id, i) => parseOrderRef(id, `orderIds.${i}`));
    const actor = { id: request.agent.id, role: request.agent.role, scope: scope(request), locationId: request.agent.locationId };
    return assign.assignToAgent(actor, ids, b.formValues.agentId, b.type && b.type !== 'assign' ? 'reassign' : 'assign', b.formValues.note);
  });

  app.post('/api/v1/orders/admin/assign-order-to-me', {
    config: { ability: 'orders.assign_to_me' }, schema: { tags, body: body({ orderId: ORDER_REF }, ['orderId']) },
  }, async (request) => {
    const actor = { id: request.agent.id, role: request.agent.role, scope: scope(request), locationId: request.agent.locationId };
    return assign.assignToMe(actor, parseOrderRef((request.body as { orderId: unknown }).orderId));
  });

  // Without ?stage: the eight columns with their first cards; with ?stage: one column's page (virtualised board).
  app.get('/api/v1/orders/admin/get-kanban-board-data-to-initial-load', {
    config: { ability: 'dashboards.kanban' }, schema: { tags, querystring: KANBAN_QUERY, response: KANBAN_REPLY },
  }, async (request) => {
    const qs = request.query as ListQuery;
    return qs.stage ? lists.kanbanColumn(scope(request), parseStage(qs.stage, 'querystring.stage'), qs) : lists.kanbanBoard(scope(request), qs);
  });

  // RxDesk addition (docs/api-additions.md): Chat Overview dashboard, from order_stage_counts.
  app.get('/api/v1/chats/overview', {
    config: { ability: 'dashboards.chat_overview' }, schema: { tags: ['Chats'], querystring: query({ location: INT_ID }) },
  }, async (request) => lists.overview(scope(request) ?? (request.query as { location?: number }).location ?? null));
}
