import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { agentBody, footprint, post, signInWith } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => { t = await buildTestApp(); admin = await signIn(t.app, 'super_admin'); });
afterAll(async () => { await t?.close(); });

const trail = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/audit/records?entity=agent&recordId=${id}`, headers: admin.headers })).json().data.items as Array<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>;

describe('update an agent (POST /agent/auth/update)', () => {
  it('changes fields, roles and locations; leaving delivery drops the vehicle; each change is audited', async () => {
    const [a, b, c] = t.ids.locationIds;
    const rider = (await post(t.app, admin, 'register', agentBody([a], { roles: ['delivery_agent'], vehicleModel: 'TVS XL', vehicleNumber: 'WP MX-2211', slmcId: null }))).json().data;
    const res = await post(t.app, admin, 'update', { id: rider.id, roles: ['customer_support', 'finance'], locations: [b, c], designation: 'Support lead', email: 'Lead.Support@RxDesk.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ roles: ['customer_support', 'finance'], locations: [b, c], designation: 'Support lead', email: 'lead.support@rxdesk.test', vehicleModel: null, vehicleNumber: null });
    const [last] = await trail(rider.id);
    expect(last.action).toBe('update');
    expect(last.changes).toMatchObject({ roles: { before: ['delivery_agent'], after: ['customer_support', 'finance'] }, vehicleNumber: { before: 'WP MX-2211', after: null } });
  });

  it('refuses a taken e-mail in other letters, a rider without a vehicle, unknown locations and a weak password: nothing changes', async () => {
    const u = (await post(t.app, admin, 'register', agentBody([t.ids.locationIds[0]]))).json().data;
    const before = await footprint(t.app);
    const refuse = async (patch: Record<string, unknown>, status: number, field: string) => {
      const res = await post(t.app, admin, 'update', { id: u.id, ...patch });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    };
    await refuse({ email: 'FINANCE@rxdesk.test', designation: 'x' }, 409, 'email');
    await refuse({ roles: ['delivery_agent'] }, 400, 'vehicleModel');
    await refuse({ vehicleNumber: 'WP 1' }, 400, 'vehicleNumber');
    await refuse({ locations: [t.ids.locationIds[0], 424242], designation: 'Changed' }, 400, 'locations');
    await refuse({ password: 'letters-only', designation: 'Changed' }, 400, 'password');
    await refuse({ roles: ['pharmacist', 'root'] }, 400, 'roles.1');
    await refuse({ password: u.email.toUpperCase() }, 400, 'password'); // her own e-mail (it has a digit), in capitals
    expect(await footprint(t.app)).toEqual(before);
    expect((await post(t.app, admin, 'update', { id: 555555, designation: 'x' })).statusCode).toBe(404);
  });

  it('a password reset by super_admin ends the agent\'s sign-ins; the new password works, the old one not; the hash never reaches the trail', async () => {
    const body = agentBody([t.ids.locationIds[0]]);
    const u = (await post(t.app, admin, 'register', body)).json().data;
    const s = await signInWith(t.app, body.email, body.password, 'pharmacist');
    const res = await post(t.app, admin, 'update', { id: u.id, password: 'moonlight-77' });
    expect(res.statusCode, res.body).toBe(200);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/refresh-token', payload: { userId: u.id, grantType: 'refresh_token', refreshToken: s.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-pharmacists', headers: s.headers })).json().error).toBe('SESSION_ENDED');
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email: body.email, password } });
    expect((await login(body.password)).statusCode).toBe(401);
    expect((await login('moonlight-77')).statusCode).toBe(200);
    const actions = (await trail(u.id)).map((r) => r.action);
    expect(actions.slice(0, 2)).toEqual(['end_sessions', 'update']);
    const raw = JSON.stringify((await sql`SELECT changes FROM audit_log WHERE entity = 'agent'`.execute(t.app.db)).rows);
    expect(raw).not.toMatch(/argon2|moonlight|sunrise|password_?hash/i);
  });

  it('a super_admin resetting their own password keeps the sign-in they are using', async () => {
    const own = await signIn(t.app, 'super_admin');
    expect((await post(t.app, own, 'update', { id: own.userId, password: 'new-admin-pass-1' })).statusCode).toBe(200);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/refresh-token', payload: { userId: own.userId, grantType: 'refresh_token', refreshToken: own.refreshToken } });
    expect(refresh.statusCode).toBe(200);
    // the other sign-in of the same admin (beforeAll) has ended
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/refresh-token', payload: { userId: admin.userId, grantType: 'refresh_token', refreshToken: admin.refreshToken } });
    expect(other.statusCode).toBe(401);
  });
});
