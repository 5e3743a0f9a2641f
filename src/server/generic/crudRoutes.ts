import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceConfig } from '../../shared/resources/defineResource';
import { deriveSchema } from '../../shared/schemas/registry';
import { withArticle } from '../../shared/schemas/messages';
import { NotFoundError } from '../errors';
import { actorOf, recordAudit } from '../platform/audit';
import { auditEntityOf } from '../platform/audit/entities';
import { CrudQueries } from './crudQueries';
import { listQuerySchema, PAGING_PROPS, sortOf, type ListParams } from './listQuery';
import { registerActionRoutes } from './actionRoutes';

const fastifyPath = (p: string) => `/api/v1${p}`;

/** "Delivery van" → "a delivery van", keeping acronyms ("GRN note" → "a GRN note"), for OpenAPI summaries. */
const one = (singular: string) => withArticle(/^[A-Z][a-z]/.test(singular) ? singular[0].toLowerCase() + singular.slice(1) : singular);
/** The envelope of a reply, for the OpenAPI document (any `data`: nothing is filtered out). */
const replyDoc = (description: string) => ({ description, type: 'object', properties: { success: { type: 'boolean' }, data: {} } });

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
  const { list, getOne, create, update, options } = config.api;
  // Every create and update commits with its audit record (docs/audit.md); configs need no code.
  const entity = auditEntityOf(config.schema);

  if (list && list.servedBy !== 'module') {
    app.route({
      method: list.method, url: fastifyPath(list.path),
      config: { ability: config.access.list },
      schema: { querystring: listQuerySchema(schema), tags: [config.label], summary: `List ${config.label.toLowerCase()}`, response: { 200: replyDoc(`A page of ${config.label.toLowerCase()} with the total count`) } },
      handler: async (request) => {
        const params = request.query as ListParams;
        return queries.list(app.db, params, sortOf(schema, config, params), scopeOf(request, hasLocation));
      },
    });
  }

  if (options) {
    app.route({
      method: options.method, url: fastifyPath(options.path),
      config: { ability: config.access.list },
      schema: {
        querystring: { type: 'object', properties: { skip: PAGING_PROPS.skip, limit: { ...PAGING_PROPS.limit, default: 500 }, searchTerm: PAGING_PROPS.searchTerm }, additionalProperties: false },
        tags: [config.label], summary: `${config.label} to choose from (a picker's source): id and ${config.titleField}`,
        response: { 200: replyDoc(`{ items: [{ id, ${config.titleField} }], count }, by ${config.titleField}`) },
      },
      handler: async (request) => queries.options(app.db, request.query as ListParams, config.titleField, scopeOf(request, hasLocation)),
    });
  }

  if (getOne) {
    const idParam = getOne.idParam ?? 'id';
    const idSchema = schema.properties[config.idField] ?? { type: 'integer' };
    app.route({
      method: getOne.method, url: fastifyPath(getOne.path),
      config: { ability: config.access.show ?? config.access.list },
      schema: {
        [getOne.idParam ? 'querystring' : 'params']: { type: 'object', properties: { [idParam]: { type: idSchema.type, ...(idSchema['x-column-type'] ? { 'x-column-type': idSchema['x-column-type'] } : {}) } }, required: [idParam] },
        tags: [config.label], summary: `Get ${one(config.singular)}`, response: { 200: replyDoc(`The ${config.singular.toLowerCase()}`) },
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
      schema: { body: deriveSchema(schema, 'create', config.idField), tags: [config.label], summary: `Create ${one(config.singular)}`, response: { 201: replyDoc(`Created: the new ${config.singular.toLowerCase()}`) } },
      handler: async (request, reply) => {
        const row = await app.db.transaction().execute(async (trx) => {
          const created = await queries.insert(trx, request.body as Record<string, unknown>);
          await recordAudit(trx, actorOf(request), { entity, recordId: created[config.idField] as string | number, action: 'create', after: created });
          return created;
        });
        reply.status(201);
        return row;
      },
    });
  }

  registerActionRoutes(app, config, queries, (request) => scopeOf(request, hasLocation));

  if (update) {
    const idField = update.idField ?? config.idField;
    app.route({
      method: update.method, url: fastifyPath(update.path),
      config: { ability: config.access.edit },
      schema: { body: deriveSchema(schema, 'update', idField), tags: [config.label], summary: `Update ${one(config.singular)}`, response: { 200: replyDoc(`The ${config.singular.toLowerCase()} as saved (a field sent as null is cleared)`) } },
      handler: async (request) => {
        const body = request.body as Record<string, unknown>;
        return app.db.transaction().execute(async (trx) => {
          const found = await queries.getById(trx, body[idField], scopeOf(request, hasLocation), true);
          if (!found) throw new NotFoundError(`${config.singular} ${String(body[idField])} was not found`);
          const row = await queries.update(trx, body[idField], body);
          await recordAudit(trx, actorOf(request), { entity, recordId: found[config.idField] as string | number, action: 'update', before: found, after: row });
          return row;
        });
      },
    });
  }
}
