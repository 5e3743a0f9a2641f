import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resources } from '../../../../resources';
import { ForbiddenError, NotFoundError } from '../../errors';
import { historyAbilities } from './entities';
import { orderLocation } from './queries';

/**
 * Who may read one record's History: whoever may read the record. The entity must map to an area
 * the role can read (its resource config's show/list ability, or the module table in entities.ts);
 * a role limited to its own location sees the History of its own location's orders only. Holders of
 * `audit.search` (super_admin) read every History.
 */
export class HistoryAccess {
  private readonly readers = historyAbilities(resources);

  constructor(private readonly app: FastifyInstance) {}

  async check(request: FastifyRequest, entity: string, recordId: string): Promise<void> {
    const role = request.agent.role!;
    if (this.app.permissions.grantFor(role, ['audit.search'])) return;
    const abilities = this.readers.get(entity);
    if (!abilities) throw new ForbiddenError(`The History of ${entity} records is not open to your role`);
    const grants = abilities.map((a) => this.app.permissions.grantFor(role, [a])).filter((g) => g !== null);
    if (!grants.length) throw new ForbiddenError(`Your role may not read ${entity} records, nor their History`);
    if (entity === 'order' && grants.every((g) => g.where === 'own_location')) {
      const at = await orderLocation(this.app.db, recordId);
      if (at === undefined || at !== request.agent.locationId) throw new NotFoundError(`Order ${recordId} was not found`);
    }
  }
}
