import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { agentBody, footprint, post, signInWith } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => { t = await buildTestApp(); admin = await signIn(t.app, 'super_admin'); });
afterAll(async () => { await t?.close(); });

describe('the last active super_admin', () => {
  it('cannot be deactivated or lose the role (409), by themselves or anyone; nothing changes', async () => {
    const before = await footprint(t.app);
    const off = await post(t.app, admin, 'update', { id: admin.userId, status: 'inactive' });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ error: 'CONFLICT', details: [{ field: 'status', message: 'would leave no active super admin' }] });
    const demote = await post(t.app, admin, 'update', { id: admin.userId, roles: ['management'], designation: 'Demoted' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().details[0].field).toBe('roles');
    expect(await footprint(t.app)).toEqual(before);
    expect((await post(t.app, admin, 'update', { id: admin.userId, designation: 'Still in charge' })).statusCode).toBe(200);
  });

  it('an inactive super_admin does not count; with a second active one, either may step down', async () => {
    const loc = [t.ids.locationIds[0]];
    const dormant = (await post(t.app, admin, 'register', agentBody(loc, { roles: ['super_admin'], status: 'inactive' }))).json().data;
    expect(dormant.status).toBe('inactive');
    expect((await post(t.app, admin, 'update', { id: admin.userId, status: 'inactive' })).statusCode).toBe(409);

    const body = agentBody(loc, { roles: ['super_admin', 'finance'] });
    const second = (await post(t.app, admin, 'register', body)).json().data;
    const other = await signInWith(t.app, body.email, body.password, 'super_admin');
    const res = await post(t.app, other, 'update', { id: second.id, roles: ['finance'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.roles).toEqual(['finance']);
  });

  it('two super_admins deactivating each other at the same time: exactly one succeeds', async () => {
    const body = agentBody([t.ids.locationIds[0]], { roles: ['super_admin'] });
    const rival = (await post(t.app, admin, 'register', body)).json().data;
    const r = await signInWith(t.app, body.email, body.password, 'super_admin');
    const [a, b] = await Promise.all([
      post(t.app, admin, 'update', { id: rival.id, status: 'inactive' }),
      post(t.app, r, 'update', { id: admin.userId, status: 'inactive' }),
    ]);
    // The loser is refused as the last super_admin (409), or, when the winner's commit came first,
    // as an agent who has just been deactivated (401).
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const winner = a.statusCode === 200 ? admin : r;
    const active = (await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-agents-list?role=super_admin&status=active', headers: winner.headers })).json().data;
    expect(active.count).toBe(1);
  });
});
