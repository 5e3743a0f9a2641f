import type { Db } from '../../db/connection';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { hashPassword } from '../auth/service';
import { endAccessTokens, revokeAllOfAgent } from '../auth/queries';
import * as q from './queries';
import { passwordProblems, riderProblems, RIDER_FIELDS, RIDER_ROLE } from './rules';
import { recordAudit, type AuditActor } from '../../platform/audit';

export interface AgentBody extends q.AgentWrite { id?: number; password?: string; roles?: string[]; locations?: number[] }

/** The acting agent; `family` is the sign-in making the request (kept when an admin resets their own password). */
export type UserActor = AuditActor & { family?: string };

const SUPER_ADMIN = 'super_admin';

const pick = (b: AgentBody): q.AgentWrite => {
  const { id: _id, password: _p, roles: _r, locations: _l, ...rest } = b;
  return rest;
};

/** Trimmed and lower-cased: the same address in other letters is the same account. */
const normalised = (b: AgentBody): AgentBody => (b.email === undefined ? b : { ...b, email: b.email.trim().toLowerCase() });

const emailTaken = (email?: string) => (e: unknown) => {
  if ((e as { code?: string }).code === '23505') throw new ConflictError(`An account with the e-mail ${email} already exists`, [{ field: 'email', message: 'is already in use' }]);
  throw e;
};

/**
 * User management: register and update staff with their roles and locations, each in one
 * transaction with its audit record. Refusals are checked before anything is written.
 */
export class UserService {
  constructor(private readonly db: Db) {}

  private async checkLocations(trx: Db, locations?: number[]) {
    if (!locations) return;
    const found = await q.existingLocations(trx, locations);
    const missing = locations.filter((l) => !found.includes(l));
    if (missing.length) throw new ValidationError([{ field: 'locations', message: `unknown location ${missing.join(', ')}` }]);
  }

  /** Only a super_admin hands out (or takes away) super_admin, and only a super_admin resets a password. */
  private checkActor(actor: UserActor, touchesSuperAdmin: boolean, setsPassword: boolean) {
    if (actor.role === SUPER_ADMIN) return;
    if (touchesSuperAdmin) throw new ForbiddenError('Only a super admin can grant or remove the super admin role');
    if (setsPassword) throw new ForbiddenError("Only a super admin can reset another user's password");
  }

  async register(raw: AgentBody, actor: UserActor) {
    const body = normalised(raw);
    const problems = [...passwordProblems(body.password ?? '', body.email), ...riderProblems(body.roles ?? [], body as Record<string, unknown>)];
    if (problems.length) throw new ValidationError(problems);
    this.checkActor(actor, (body.roles ?? []).includes(SUPER_ADMIN), false);
    const passwordHash = await hashPassword(body.password!);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkLocations(trx, body.locations);
      const newId = await q.insertAgent(trx, pick(body), passwordHash).catch(emailTaken(body.email));
      await q.replaceRolesAndLocations(trx, newId, body.roles, body.locations);
      await recordAudit(trx, actor, { entity: 'agent', recordId: newId, action: 'create', after: await q.getAgent(trx, newId) });
      return newId;
    });
    return q.getAgent(this.db, id);
  }

  async update(raw: AgentBody, actor: UserActor) {
    const body = normalised(raw);
    const id = body.id!;
    if (body.password !== undefined) {
      const problems = passwordProblems(body.password, body.email);
      if (problems.length) throw new ValidationError(problems);
    }
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    await this.db.transaction().execute(async (trx) => {
      await q.lockSuperAdmins(trx);
      const before = await q.getAgent(trx, id, true);
      if (!before) throw new NotFoundError(`User ${id} was not found`);
      // A reset names no e-mail: the password must not be the one on record either.
      const emailIssues = body.password && body.email === undefined ? passwordProblems(body.password, before.email as string) : [];
      if (emailIssues.length) throw new ValidationError(emailIssues);
      const write = pick(body);
      const roles = body.roles ?? (before.roles as string[]);
      // A role change away from delivery agent drops the vehicle the form no longer shows.
      if (!roles.includes(RIDER_ROLE)) for (const f of RIDER_FIELDS) if (write[f] === undefined && before[f] != null) write[f] = null;
      // Checked when the update touches roles or vehicle: a rider record from before the rule stays editable.
      const touchesRider = body.roles !== undefined || RIDER_FIELDS.some((f) => body[f] !== undefined);
      const riderIssues = touchesRider ? riderProblems(roles, { ...before, ...write }) : [];
      if (riderIssues.length) throw new ValidationError(riderIssues);

      const wasSuperAdmin = (before.roles as string[]).includes(SUPER_ADMIN);
      this.checkActor(actor, wasSuperAdmin !== roles.includes(SUPER_ADMIN), Boolean(passwordHash) && actor.agentId !== id);
      const status = write.status ?? (before.status as string);
      const losesSuperAdmin = wasSuperAdmin && before.status === 'active' && (!roles.includes(SUPER_ADMIN) || status !== 'active');
      if (losesSuperAdmin && (await q.otherActiveSuperAdmins(trx, id)) === 0) {
        throw new ConflictError('This is the last active super admin: make another user super admin first', [
          { field: status !== 'active' ? 'status' : 'roles', message: 'would leave no active super admin' },
        ]);
      }
      await this.checkLocations(trx, body.locations);

      await q.updateAgent(trx, id, write, passwordHash).catch(emailTaken(body.email));
      await q.replaceRolesAndLocations(trx, id, body.roles, body.locations);
      // The hash never reaches the trail: a changed password shows as a redacted field, nothing more.
      const password = (side: string) => (passwordHash ? { password: side } : {});
      await recordAudit(trx, actor, { entity: 'agent', recordId: id, action: 'update', before: { ...before, ...password('old') }, after: { ...(await q.getAgent(trx, id)), ...password('new') } });

      // Deactivation or a new password ends the agent's sign-ins at once (an admin resetting their
      // own password keeps the sign-in they are using); the session guard refuses their access tokens.
      const deactivated = before.status === 'active' && status !== 'active';
      if (deactivated || passwordHash) {
        const ownReset = actor.agentId === id && !deactivated;
        const ended = await revokeAllOfAgent(trx, id, ownReset ? actor.family : undefined);
        if (!ownReset) await endAccessTokens(trx, id);
        if (ended) await recordAudit(trx, actor, { entity: 'agent', recordId: id, action: 'end_sessions', before: { activeSessions: ended }, after: { activeSessions: 0 } });
      }
    });
    return q.getAgent(this.db, id);
  }

  async get(id: number) {
    const agent = await q.getAgent(this.db, id);
    if (!agent) throw new NotFoundError(`User ${id} was not found`);
    return agent;
  }
}
