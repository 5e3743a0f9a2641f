import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionApplies, type RecordAction, type ResourceConfig } from '../../shared/resources/defineResource';
import { humanize, labelOf } from '../../shared/schemas/messages';
import { ConflictError, NotFoundError } from '../errors';
import { actorOf, recordAudit } from '../platform/audit';
import { auditEntityOf } from '../platform/audit/entities';
import type { CrudQueries } from './crudQueries';

/** A transition the generic server can serve: fixed values written to the record (e.g. status → approved). */
export const servedAction = (a: RecordAction): boolean => !!a.body && !!a.idField && !a.form && !a.document;

/**
 * The server half of a generic resource's declared transitions: POST `{ [idField]: id }` on the
 * action's path, gated by its ability, refused with 409 (naming the status) when the record's
 * `when.field` is not one the action applies to, written with its audit record in one transaction.
 */
export function registerActionRoutes(app: FastifyInstance, config: ResourceConfig, queries: CrudQueries,
  scopeOf: (request: FastifyRequest) => Record<string, unknown>): void {
  const schema = app.registry.get(config.schema);
  const entity = auditEntityOf(config.schema);
  const idSchema = schema.properties[config.idField] ?? { type: 'integer' };
  for (const action of (config.actions ?? []).filter(servedAction)) {
    const idField = action.idField!;
    const { readOnly: _ro, ...idBody } = idSchema;
    app.route({
      method: action.method ?? 'POST', url: `/api/v1${action.path}`,
      config: { ability: action.ability },
      schema: {
        body: { type: 'object', properties: { [idField]: idBody }, required: [idField], additionalProperties: false },
        tags: [config.label], summary: `${action.label} (${config.singular.toLowerCase()})`,
      },
      handler: async (request) => {
        const id = (request.body as Record<string, unknown>)[idField];
        return app.db.transaction().execute(async (trx) => {
          const found = await queries.getById(trx, id, scopeOf(request), true);
          if (!found) throw new NotFoundError(`${config.singular} ${String(id)} was not found`);
          const word = (v: unknown) => humanize(String(v));
          const state = actionApplies(action, found, word);
          if (!state.ok && (!action.when || action.when.in.includes(found[action.when.field]))) {
            throw new ConflictError(`${config.singular} ${String(found.displayId ?? id)}: ${state.reason}`);
          }
          if (!state.ok) {
            const field = action.when!.field;
            const why = `${labelOf(field, schema.properties[field])} is ${word(found[field])}; ${action.label} needs ${action.when!.in.map(word).join(' or ')}`;
            throw new ConflictError(`${config.singular} ${String(found.displayId ?? id)} cannot be changed so: ${why}`, [{ field, message: why }]);
          }
          const row = await queries.setValues(trx, id, action.body!);
          await recordAudit(trx, actorOf(request), { entity, recordId: found[config.idField] as string | number, action: action.name.replace(/-/g, '_'), before: found, after: row });
          return row;
        });
      },
    });
  }
}
