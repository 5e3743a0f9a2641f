import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, demoEmail } from '../../../src/server/db/seed/foundation';

export interface SignedIn { token: string; refreshToken: string; userId: number; locationId: number; headers: { authorization: string } }

/** Signs in as the demo agent of `role` and chooses that role at its first location. */
export async function signIn(app: FastifyInstance, role: string, email = demoEmail(role)): Promise<SignedIn> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email, password: DEMO_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`login as ${role} failed: ${login.body}`);
  const data = login.json().data;
  const locationId = data.locations[0].id;
  const chosen = await app.inject({
    method: 'POST', url: '/api/v1/agent/auth/set-login-location-and-role',
    headers: { authorization: `Bearer ${data.token.access_token}` }, payload: { location: locationId, role },
  });
  if (chosen.statusCode !== 200) throw new Error(`choosing ${role} failed: ${chosen.body}`);
  const token = chosen.json().data.token;
  return { token: token.access_token, refreshToken: token.refresh_token, userId: data.user._id, locationId, headers: { authorization: `Bearer ${token.access_token}` } };
}
