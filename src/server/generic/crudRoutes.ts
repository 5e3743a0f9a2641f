import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceConfig } from '../../shared/resources/defineResource';
import { deriveSchema } from '../../shared/schemas/registry';
import { NotFoundError } from '../errors';
import { CrudQueries } from './crudQueries';
import { listQuerySchema, sortOf, type ListParams } from './listQuery';

const fastifyPath = (p: string) => `/api/v1${p}`;

/** Row limits of the grant: `own_location` keeps a role to its signed-in location's rows. */
function scopeOf(request: FastifyRequest, hasLocation: boolean): Record<string, unknown> {
  return request.grant?.where === 'own_location' && hasLocation ? { locationId: request.agent.locationId } : {};
}

/**
 * The server half of a `server: 'generic'` resource config: list, get, create and update on the
 * paths and abilities the config names, validated by the schema, stored in its x-table.
 */
export function registerCrudRoutes(app: FastifyInstance, config: ResourceConfig): void {
  const schema = app.registry.get(config.schema);
  const queries = new CrudQueries(schema);
  const hasLocation = 'locationId' in schema.properties;
  const { list, getOne, create, update } = config.api;

  if (list) {
    app.route({
      method: list.method, url: fastifyPath(list.path),
      config: { ability: config.access.list },
      schema: { querystring: listQuerySchema(schema), tags: [config.label], summary: `List ${config.label.toLowerCase()}` },
      handler: async (request) => {
        const params = request.query as ListParams;
        return queries.list(app.db, params, sortOf(schema, config, params), scopeOf(request, hasLocation));
      },
    });
  }

  if (getOne) {
    const idParam = getOne.idParam ?? 'id';
    const idSchema = schema.properties[config.idField] ?? { type: 'integer' };
    app.route({
      method: getOne.method, url: fastifyPath(getOne.path),
      config: { ability: config.access.show ?? config.access.list },
      schema: {
        [getOne.idParam ? 'querystring' : 'params']: { type: 'object', properties: { [idParam]: { type: idSchema.type } }, required: [idParam] },
        tags: [config.label], summary: `One ${config.singular.toLowerCase()}`,
      },
      handler: async (request) => {
        const id = ((getOne.idParam ? request.query : request.params) as Record<string, unknown>)[idParam];
        const row = await queries.getById(app.db, id, scopeOf(request, hasLocation));
        if (!row) throw new NotFoundError(`${config.singular} ${String(id)} was not found`);
        return row;
      },
    });
  }

  if (create) {
    app.route({
      method: create.method, url: fastifyPath(create.path),
      config: { ability: config.access.create },
      schema: { body: deriveSchema(schema, 'create', config.idField), tags: [config.label], summary: `Create a ${config.singular.toLowerCase()}` },
      handler: async (request, reply) => {
        const row = await queries.insert(app.db, request.body as Record<string, unknown>);
        reply.status(201);
        return row;
      },
    });
  }

  if (update) {
    const idField = update.idField ?? config.idField;
    app.route({
      method: update.method, url: fastifyPath(update.path),
      config: { ability: config.access.edit },
      schema: { body: deriveSchema(schema, 'update', idField), tags: [config.label], summary: `Edit a ${config.singular.toLowerCase()}` },
      handler: async (request) => {
        const body = request.body as Record<string, unknown>;
        const found = await queries.getById(app.db, body[idField], scopeOf(request, hasLocation));
        if (!found) throw new NotFoundError(`${config.singular} ${String(body[idField])} was not found`);
        return queries.update(app.db, body[idField], body);
      },
    });
  }
}
