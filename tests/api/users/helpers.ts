import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SignedIn } from '../helpers/auth';

let n = 0;
/** A register body with every field of spec 3's User; `patch` overrides. */
export const agentBody = (locations: number[], patch: Record<string, unknown> = {}) => ({
  firstName: 'Dilan', lastName: 'Jayasuriya', email: `dilan.${++n}@rxdesk.test`, password: 'sunrise-2026', designation: 'Pharmacist',
  mobileNumber: '+94 71 222 3344', slmcId: 'SLMC-4410', roles: ['pharmacist'], locations, ...patch,
});

/** Signs in with an agent's own password and chooses `role` at their first location. */
export async function signInWith(app: FastifyInstance, email: string, password: string, role: string): Promise<SignedIn> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.body}`);
  const data = login.json().data;
  const chosen = await app.inject({
    method: 'POST', url: '/api/v1/agent/auth/set-login-location-and-role',
    headers: { authorization: `Bearer ${data.token.access_token}` }, payload: { location: data.locations[0].id, role },
  });
  if (chosen.statusCode !== 200) throw new Error(`role ${role}: ${chosen.body}`);
  const token = chosen.json().data.token;
  return { token: token.access_token, refreshToken: token.refresh_token, userId: data.user._id, locationId: data.locations[0].id, headers: { authorization: `Bearer ${token.access_token}` } };
}

/** How many rows the user-management tables and the audit trail hold: a refusal changes none of them. */
export const footprint = async (app: FastifyInstance) =>
  (await sql<{ agents: number; roles: number; locs: number; audit: number; live: number }>`SELECT
    (SELECT count(*)::int FROM agents) AS agents, (SELECT count(*)::int FROM agent_roles) AS roles,
    (SELECT count(*)::int FROM agent_locations) AS locs, (SELECT count(*)::int FROM audit_log) AS audit,
    (SELECT count(*)::int FROM refresh_tokens WHERE revoked_at IS NULL) AS live`.execute(app.db)).rows[0];

export const post = (app: FastifyInstance, who: SignedIn, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/v1/agent/auth/${url}`, headers: who.headers, payload: payload as object });
export const get = (app: FastifyInstance, who: SignedIn, url: string) =>
  app.inject({ method: 'GET', url: `/api/v1/agent/auth/${url}`, headers: who.headers });
