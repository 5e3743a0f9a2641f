import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t?.close(); });

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email, password }, remoteAddress: ip });
const refresh = (userId: number, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/refresh-token', payload: { userId, grantType: 'refresh_token', refreshToken } });

describe('sign-in', () => {
  it('needs e-mail and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED', details: [{ field: 'password', message: 'Password is required' }] });
  });

  it('refuses an e-mail or password longer than any account\'s (200), naming each box, before any sign-in attempt counts', async () => {
    const long = await login(`${'a'.repeat(190)}@rxdesk.test`, 'p'.repeat(201), '10.7.7.7');
    expect(long.statusCode).toBe(400);
    // The same words as the sign-in page's (rx.login.*_too_long).
    expect(long.json().details).toEqual(expect.arrayContaining([{ field: 'email', message: 'E-mail must be at most 200 characters' },
      { field: 'password', message: 'Password must be at most 200 characters' }]));
    // At the bound, the sign-in is tried (and fails for an unknown account), not refused as input.
    expect((await login(`${'a'.repeat(188)}@rxdesk.test`, 'p'.repeat(200), '10.7.7.8')).statusCode).toBe(401);
  });

  it('returns tokens, the user, and the locations and roles to choose from', async () => {
    const res = await login('super_admin@rxdesk.test', 'rxdesk-demo');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.token.access_token).toBeTruthy();
    expect(data.roles).toHaveLength(13);
    expect(data.locations).toHaveLength(3);
    expect(data.multiSelection).toBe(true);
    expect(data.user).toMatchObject({ email: 'super_admin@rxdesk.test', first_name: 'Amara' });
  });

  it('refuses a wrong password with a clear message, and rate-limits repeated failures', async () => {
    const wrong = await login('customer_support@rxdesk.test', 'nope', '10.9.9.9');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Wrong e-mail or password');
    for (let i = 0; i < 4; i++) await login('customer_support@rxdesk.test', 'nope', '10.9.9.9');
    const blocked = await login('customer_support@rxdesk.test', 'rxdesk-demo', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-ins/);
  });

  it('refuses inactive agents', async () => {
    await sql`UPDATE agents SET status = 'inactive' WHERE email = 'marketing@rxdesk.test'`.execute(t.app.db);
    const res = await login('marketing@rxdesk.test', 'rxdesk-demo', '10.1.1.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/inactive/);
    await sql`UPDATE agents SET status = 'active' WHERE email = 'marketing@rxdesk.test'`.execute(t.app.db);
  });
});

describe('location and role', () => {
  it('accepts only the agent’s own roles and locations and answers the abilities', async () => {
    const data = (await login('pharmacist@rxdesk.test', 'rxdesk-demo', '10.2.2.2')).json().data;
    const auth = { authorization: `Bearer ${data.token.access_token}` };
    const set = (location: number, role: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/set-login-location-and-role', headers: auth, payload: { location, role } });
    expect((await set(data.locations[0].id, 'super_admin')).statusCode).toBe(403);
    expect((await set(t.ids.locationIds[2], 'pharmacist')).statusCode).toBe(403);
    const ok = await set(data.locations[0].id, 'pharmacist');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ agent_role: 'pharmacist', agent_location: data.locations[0].id, agent_location_name: data.locations[0].name });
    expect(ok.json().data.abilities).toHaveProperty('quotations.create');
    expect(ok.json().data.abilities).not.toHaveProperty('users.manage');
  });

  it('a token without a chosen role opens no gated call', async () => {
    const data = (await login('pharmacist@rxdesk.test', 'rxdesk-demo', '10.2.2.3')).json().data;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/supplier/admin/fetch-all', headers: { authorization: `Bearer ${data.token.access_token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Choose a location and role/);
  });

  it('GET /agent/auth/permissions answers the role’s abilities with conditions', async () => {
    const ext = await signIn(t.app, 'external_pharmacist');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/permissions', headers: ext.headers });
    expect(res.json().data).toMatchObject({ role: 'external_pharmacist', abilities: { 'chats.my': 'own_location', 'quotations.create': null } });
  });
});

describe('refresh tokens', () => {
  it('rotates: the new token keeps the role, the old one is spent', async () => {
    const s = await signIn(t.app, 'finance');
    const first = await refresh(s.userId, s.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data.token;
    expect(next.access_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(s.refreshToken);
    const perms = await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/permissions', headers: { authorization: `Bearer ${next.access_token}` } });
    expect(perms.json().data.role).toBe('finance');
    // Reusing the spent token revokes the whole family, including the newest token.
    expect((await refresh(s.userId, s.refreshToken)).statusCode).toBe(401);
    expect((await refresh(s.userId, next.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const s = await signIn(t.app, 'grn_officer');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/logout', headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect((await refresh(s.userId, s.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an access token signed with another secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/permissions', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
  });
});
