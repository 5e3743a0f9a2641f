import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { agentBody, get, post, signInWith } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => { t = await buildTestApp(); admin = await signIn(t.app, 'super_admin'); });
afterAll(async () => { await t?.close(); });

const live = async (agentId: number) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM refresh_tokens WHERE agent_id = ${agentId} AND revoked_at IS NULL`.execute(t.app.db)).rows[0].n;

describe('deactivating an agent ends their sessions at once', () => {
  it('revokes every refresh token and refuses the access token on the next request; reactivation needs a new sign-in', async () => {
    const body = agentBody([t.ids.locationIds[0]], { roles: ['pharmacist'] });
    const u = (await post(t.app, admin, 'register', body)).json().data;
    const phone = await signInWith(t.app, body.email, body.password, 'pharmacist');
    const desk = await signInWith(t.app, body.email, body.password, 'pharmacist');
    expect((await get(t.app, phone, 'get-pharmacists')).statusCode).toBe(200);
    expect(await live(u.id)).toBeGreaterThanOrEqual(2);

    const off = await post(t.app, admin, 'update', { id: u.id, status: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    expect(await live(u.id)).toBe(0);
    for (const s of [phone, desk]) {
      const next = await get(t.app, s, 'get-pharmacists');
      expect(next.statusCode).toBe(401);
      expect(next.json().error).toBe('ACCOUNT_INACTIVE');
      const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/refresh-token', payload: { userId: u.id, grantType: 'refresh_token', refreshToken: s.refreshToken } });
      expect(refresh.statusCode).toBe(401);
    }
    const audit = (await t.app.inject({ method: 'GET', url: `/api/v1/audit/records?entity=agent&recordId=${u.id}`, headers: admin.headers })).json().data.items;
    expect(audit[0]).toMatchObject({ action: 'end_sessions', changes: { activeSessions: { after: 0 } } });
    expect(audit[1]).toMatchObject({ action: 'update', changes: { status: { before: 'active', after: 'inactive' } } });

    expect((await post(t.app, admin, 'update', { id: u.id, status: 'active' })).statusCode).toBe(200);
    // Reactivation does not revive the ended sign-ins: the unexpired access token stays refused.
    const stale = await get(t.app, phone, 'get-pharmacists');
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toBe('SESSION_ENDED');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/refresh-token', payload: { userId: u.id, grantType: 'refresh_token', refreshToken: phone.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const again = await signInWith(t.app, body.email, body.password, 'pharmacist');
    expect((await get(t.app, again, 'get-pharmacists')).statusCode).toBe(200);
  });

  it('leaves other agents signed in', async () => {
    const other = await signIn(t.app, 'finance');
    const body = agentBody([t.ids.locationIds[0]]);
    const u = (await post(t.app, admin, 'register', body)).json().data;
    await post(t.app, admin, 'update', { id: u.id, status: 'inactive' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/permissions', headers: other.headers })).statusCode).toBe(200);
  });
});
