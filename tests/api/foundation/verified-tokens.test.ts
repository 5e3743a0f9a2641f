import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { agentBody, post, signInWith } from '../users/helpers';

/**
 * Issue 13: the access gate keeps the claims of a token it has verified (plugins/verifiedTokens.ts).
 * A kept token must still be refused once it expires, once its agent's sessions end, and a token
 * that differs from a kept one in any character is verified in full.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => { t = await buildTestApp(); admin = await signIn(t.app, 'super_admin'); });
afterAll(async () => { await t?.close(); });
afterEach(() => { vi.useRealTimers(); });

const permissions = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/permissions', headers: { authorization: `Bearer ${token}` } });
const pharmacists = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-pharmacists', headers: { authorization: `Bearer ${token}` } });

describe('verified tokens kept by the access gate', () => {
  it('refuses a kept token as expired once its expiry has passed', async () => {
    const s = await signIn(t.app, 'pharmacist');
    const exp = Math.floor(Date.now() / 1000) + 120;
    const token = t.app.jwt.sign({ sub: String(s.userId), role: 'pharmacist', loc: s.locationId, fam: 'kept-expiry', gen: 0, exp });
    expect((await permissions(token)).statusCode).toBe(200);
    expect((await permissions(token)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 + 1000);
    const late = await permissions(token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ success: false, error: 'TOKEN_EXPIRED' });
  });

  it('refuses a kept token once its agent is deactivated, and after reactivation', async () => {
    const body = agentBody([t.ids.locationIds[0]], { roles: ['pharmacist'] });
    const u = (await post(t.app, admin, 'register', body)).json().data;
    const s = await signInWith(t.app, body.email, body.password, 'pharmacist');
    expect((await pharmacists(s.token)).statusCode).toBe(200);
    expect((await pharmacists(s.token)).statusCode).toBe(200);

    expect((await post(t.app, admin, 'update', { id: u.id, status: 'inactive' })).statusCode).toBe(200);
    const off = await pharmacists(s.token);
    expect(off.statusCode).toBe(401);
    expect(off.json().error).toBe('ACCOUNT_INACTIVE');

    expect((await post(t.app, admin, 'update', { id: u.id, status: 'active' })).statusCode).toBe(200);
    const stale = await pharmacists(s.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toBe('SESSION_ENDED');
  });

  it('verifies in full a token that differs from a kept one (signature, claims)', async () => {
    const s = await signIn(t.app, 'finance');
    expect((await permissions(s.token)).statusCode).toBe(200);
    const [head, claims, sig] = s.token.split('.');
    const otherSig = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = JSON.parse(Buffer.from(claims, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...forged, role: 'super_admin' })).toString('base64url');
    for (const token of [`${head}.${claims}.${otherSig}`, `${head}.${promoted}.${sig}`]) {
      const res = await permissions(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('UNAUTHENTICATED');
    }
    expect((await permissions(s.token)).statusCode).toBe(200);
  });
});
