import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { hashPassword } from '../auth/service';
import * as q from './queries';
import { recordAudit, type AuditActor } from '../../platform/audit';

export interface AgentBody extends q.AgentWrite { id?: number; password?: string; roles?: string[]; locations?: number[] }

const pick = (b: AgentBody): q.AgentWrite => {
  const { id: _id, password: _p, roles: _r, locations: _l, ...rest } = b;
  return rest;
};

/** User management: register and update staff with their roles and locations, in one transaction each. */
export class UserService {
  constructor(private readonly db: Db) {}

  private async checkLocations(trx: Db, locations?: number[]) {
    if (!locations) return;
    const found = await q.existingLocations(trx, locations);
    const missing = locations.filter((l) => !found.includes(l));
    if (missing.length) throw new ValidationError([{ field: 'locations', message: `unknown location ${missing.join(', ')}` }]);
  }

  async register(body: AgentBody, actor: AuditActor) {
    const passwordHash = await hashPassword(body.password!);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkLocations(trx, body.locations);
      const newId = await q.insertAgent(trx, pick(body), passwordHash).catch((e) => {
        if ((e as { code?: string }).code === '23505') throw new ConflictError(`An account with the e-mail ${body.email} already exists`, [{ field: 'email', message: 'is already in use' }]);
        throw e;
      });
      await q.replaceRolesAndLocations(trx, newId, body.roles, body.locations);
      await recordAudit(trx, actor, { entity: 'agent', recordId: newId, action: 'create', after: await q.getAgent(trx, newId) });
      return newId;
    });
    return q.getAgent(this.db, id);
  }

  async update(body: AgentBody, actor: AuditActor) {
    const id = body.id!;
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    await this.db.transaction().execute(async (trx) => {
      const before = await q.getAgent(trx, id, true);
      if (!before) throw new NotFoundError(`User ${id} was not found`);
      await this.checkLocations(trx, body.locations);
      await q.updateAgent(trx, id, pick(body), passwordHash).catch((e) => {
        if ((e as { code?: string }).code === '23505') throw new ConflictError(`An account with the e-mail ${body.email} already exists`, [{ field: 'email', message: 'is already in use' }]);
        throw e;
      });
      await q.replaceRolesAndLocations(trx, id, body.roles, body.locations);
      // The hash never reaches the trail: a changed password shows as a redacted field, nothing more.
      const password = (side: string) => (passwordHash ? { password: side } : {});
      await recordAudit(trx, actor, { entity: 'agent', recordId: id, action: 'update', before: { ...before, ...password('old') }, after: { ...(await q.getAgent(trx, id)), ...password('new') } });
    });
    return q.getAgent(this.db, id);
  }

  async get(id: number) {
    const agent = await q.getAgent(this.db, id);
    if (!agent) throw new NotFoundError(`User ${id} was not found`);
    return agent;
  }
}
