import type { FastifyInstance } from 'fastify';
import { deriveSchema } from '../../../shared/schemas/registry';
import { PAGING_PROPS } from '../../generic/listQuery';
import { UserService, type AgentBody } from './service';
import { agentsWithRoles, listAgents, type AgentFilter } from './queries';
import users from '../../../../resources/users';
import { RIDERS } from '../../../../reports/defineReport';
import { reportAbilitiesReading } from '../../../../reports/index';
import { actorOf } from '../../platform/audit';
import { ROLES } from '../../../shared/roles';

/** User management and the agent pick-lists (spec 7, Auth and users). */
export default async function userRoutes(app: FastifyInstance) {
  const service = new UserService(app.db);
  const schema = app.registry.get('agent');
  const tags = ['Users'];
  const createBody = deriveSchema(schema, 'create');
  const updateBody = deriveSchema(schema, 'update');

  app.get('/api/v1/agent/auth/get-agents-list', {
    config: { ability: users.access.list },
    schema: {
      tags, querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          ...PAGING_PROPS, status: { type: 'string', enum: ['active', 'inactive'] },
          role: { anyOf: [{ type: 'string', enum: ROLES }, { type: 'array', items: { type: 'string', enum: ROLES } }] },
          locationId: { type: 'integer', minimum: 1 },
        },
      },
    },
  }, async (request) => listAgents(app.db, request.query as AgentFilter));

  app.get('/api/v1/agent/auth/get-agent-details', {
    config: { ability: users.access.show },
    schema: { tags, querystring: { type: 'object', properties: { userId: { type: 'integer' } }, required: ['userId'] } },
  }, async (request) => service.get((request.query as { userId: number }).userId));

  app.post('/api/v1/agent/auth/register', { config: { ability: users.access.create }, schema: { tags, body: createBody } },
    async (request, reply) => { reply.status(201); return service.register(request.body as AgentBody, actorOf(request)); });

  app.post('/api/v1/agent/auth/update', { config: { ability: users.access.edit }, schema: { tags, body: updateBody } },
    async (request) => service.update(request.body as AgentBody, { ...actorOf(request), family: request.agent.family }));

  const pickList = (roles: string[]) => async (request: { agent: { locationId: number | null }; query: unknown }) => {
    const { anyLocation } = request.query as { anyLocation?: boolean };
    return agentsWithRoles(app.db, roles, anyLocation ? null : request.agent.locationId);
  };
  const pickQuery = { type: 'object', properties: { anyLocation: { type: 'boolean' } }, additionalProperties: false };
  // Also every role holding a report that filters by rider (reports/: its Rider picker reads this list).
  const riderReaders = ['logistics.view', 'rider.toolkit', 'finance.settlements', 'users.manage', ...reportAbilitiesReading(RIDERS.path)];
  app.get('/api/v1/agent/auth/get-delivery-agents', { config: { ability: riderReaders }, schema: { tags, querystring: pickQuery } }, pickList(['delivery_agent']));
  app.get('/api/v1/agent/auth/get-pharmacists', { config: { ability: ['chat_manager.assign', 'chat_manager.reassign', 'chats.all', 'users.manage'] }, schema: { tags, querystring: pickQuery } }, pickList(['pharmacist', 'chief_pharmacist', 'external_pharmacist', 'invoicing_assistant']));
  app.get('/api/v1/agent/auth/get-checkin-agents', { config: { ability: 'reference.view' }, schema: { tags, querystring: pickQuery } },
    pickList(['pharmacist', 'chief_pharmacist', 'external_pharmacist', 'invoicing_assistant', 'customer_support']));
}
