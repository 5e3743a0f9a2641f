import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { AppError, ForbiddenError, TooManyRequestsError, UnauthenticatedError } from '../../errors';
import { clear, prune, refund, signInRules, take } from './throttle';
import * as q from './queries';
import { hashToken, issueTokens } from './tokens';

export const hashPassword = (password: string) => hash(password);

/** Sign-in, choice of location and role, refresh with rotation and reuse detection, sign-out. */
export class AuthService {
  private readonly rules = signInRules();
  constructor(private readonly app: FastifyInstance) {}

  private get db() { return this.app.db; }

  private userOf(a: q.AgentRow) {
    return {
      _id: a.id, display_id: a.display_id, first_name: a.first_name, last_name: a.last_name, email: a.email,
      designation: a.designation, avatar: a.avatar, agent_type: a.agent_type,
    };
  }

  /**
   * Throttled per account and per address separately (counters in the database, shared by every
   * API process): an account past its few failures is locked alone; an address only past many.
   */
  async login(email: string, password: string, ip: string) {
    const account = email.toLowerCase();
    const byAccount = await take(this.db, 'account', account, this.rules.account);
    if (!byAccount.allowed) throw tooMany('for this account', byAccount.retryAfterSeconds);
    const byAddress = await take(this.db, 'address', ip, this.rules.address);
    if (!byAddress.allowed) {
      await refund(this.db, 'account', account);
      throw tooMany('from this address', byAddress.retryAfterSeconds);
    }
    if (Math.random() < 0.02) void prune(this.db, 86_400).catch(() => {});
    const agent = await q.findAgentByEmail(this.db, email);
    const ok = agent ? await verify(agent.password_hash, password).catch(() => false) : false;
    if (!agent || !ok) throw new UnauthenticatedError('Wrong e-mail or password', 'INVALID_CREDENTIALS');
    await clear(this.db, 'account', account);
    await refund(this.db, 'address', ip);
    if (agent.status !== 'active') throw new ForbiddenError('This account is inactive. Ask an administrator to reactivate it.');
    const [roles, locations] = await Promise.all([q.rolesOf(this.db, agent.id), q.locationsOf(this.db, agent.id)]);
    const token = await issueTokens(this.app, this.db, { agentId: agent.id, role: null, locationId: null, generation: agent.session_generation });
    return { token, user: this.userOf(agent), roles, locations, multiSelection: roles.length > 1 || locations.length > 1 };
  }

  async setLocationAndRole(agentId: number, family: string, locationId: number, role: string) {
    const agent = await q.findAgentById(this.db, agentId);
    if (!agent || agent.status !== 'active') throw new UnauthenticatedError();
    const [roles, locations] = await Promise.all([q.rolesOf(this.db, agentId), q.locationsOf(this.db, agentId)]);
    if (!roles.includes(role)) throw new ForbiddenError(`You do not hold the role "${role}"`);
    const location = locations.find((l) => l.id === locationId);
    if (!location) throw new ForbiddenError('You are not assigned to that location');
    const token = await issueTokens(this.app, this.db, { agentId, role, locationId, family, generation: agent.session_generation });
    return {
      token,
      user: { ...this.userOf(agent), agent_role: role, agent_location: location.id, agent_location_name: location.name },
      abilities: this.app.permissions.abilitiesOf(role),
    };
  }

  async refresh(userId: number, refreshToken: string) {
    const hashed = hashToken(refreshToken);
    const row = await q.consumeRefreshToken(this.db, hashed);
    if (!row) {
      const known = await q.findRefreshToken(this.db, hashed);
      // A token used twice means it leaked: end the whole sign-in.
      if (known && (known.used_at || known.revoked_at)) await q.revokeFamily(this.db, known.family);
      throw new UnauthenticatedError('Your session has ended. Please sign in again.', 'REFRESH_FAILED');
    }
    if (row.agent_id !== userId) {
      await q.revokeFamily(this.db, row.family);
      throw new UnauthenticatedError('Your session has ended. Please sign in again.', 'REFRESH_FAILED');
    }
    const agent = await q.findAgentById(this.db, row.agent_id);
    if (!agent || agent.status !== 'active') {
      await q.revokeFamily(this.db, row.family);
      throw new AppError(401, 'REFRESH_FAILED', 'This account is inactive');
    }
    const token = await issueTokens(this.app, this.db, { agentId: row.agent_id, role: row.role, locationId: row.location_id, family: row.family, generation: agent.session_generation });
    return { token };
  }

  async logout(family: string) {
    await q.revokeFamily(this.db, family);
    return { loggedOut: true };
  }
}

const tooMany = (where: string, seconds: number) =>
  new TooManyRequestsError(`Too many failed sign-ins ${where}. Try again in ${Math.ceil(seconds / 60)} minute(s).`, seconds);
