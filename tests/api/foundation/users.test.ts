import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => { t = await buildTestApp(); admin = await signIn(t.app, 'super_admin'); });
afterAll(async () => { await t?.close(); });

const newUser = () => ({
  firstName: 'Nadeesha', lastName: 'Peiris', email: 'nadeesha@rxdesk.test', password: 'long-enough-1', designation: 'Pharmacist',
  mobileNumber: '+94 77 555 1234', slmcId: 'SLMC-9001', roles: ['pharmacist', 'invoicing_assistant'], locations: [t.ids.locationIds[1]],
});

describe('user management', () => {
  it('registers a user with roles and locations who can then sign in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/register', headers: admin.headers, payload: newUser() });
    expect(res.statusCode).toBe(201);
    const u = res.json().data;
    expect(u).toMatchObject({ email: 'nadeesha@rxdesk.test', roles: ['invoicing_assistant', 'pharmacist'], locations: [t.ids.locationIds[1]], status: 'active' });
    expect(u).not.toHaveProperty('password');
    expect(u.displayId).toMatch(/^HNAD\d{6}$/);
    const s = await signIn(t.app, 'invoicing_assistant', 'nadeesha@rxdesk.test'.replace('rxdesk-demo', ''))
      .catch(() => null);
    expect(s).toBeNull(); // the demo password is not hers
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email: 'nadeesha@rxdesk.test', password: 'long-enough-1' } });
    expect(login.json().data.roles).toEqual(['invoicing_assistant', 'pharmacist']);
  });

  it('updates status and roles; an inactive user cannot sign in', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-agents-list?searchTerm=nadeesha', headers: admin.headers });
    const id = list.json().data.items[0].id;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/update', headers: admin.headers, payload: { id, status: 'inactive', roles: ['pharmacist'] } });
    expect(res.json().data).toMatchObject({ status: 'inactive', roles: ['pharmacist'] });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email: 'nadeesha@rxdesk.test', password: 'long-enough-1' } });
    expect(login.statusCode).toBe(403);
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/agent/auth/get-agent-details?userId=${id}`, headers: admin.headers });
    expect(details.json().data.status).toBe('inactive');
  });

  it('refuses unknown roles, unknown locations and a taken e-mail, writing nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-agents-list', headers: admin.headers })).json().data.count;
    const badRole = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/register', headers: admin.headers, payload: { ...newUser(), email: 'x1@rxdesk.test', roles: ['wizard'] } });
    expect(badRole.statusCode).toBe(400);
    const badLoc = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/register', headers: admin.headers, payload: { ...newUser(), email: 'x2@rxdesk.test', locations: [999] } });
    expect(badLoc.statusCode).toBe(400);
    expect(badLoc.json().details).toEqual([{ field: 'locations', message: 'unknown location 999' }]);
    const taken = await t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/register', headers: admin.headers, payload: { ...newUser(), email: 'FINANCE@rxdesk.test' } });
    expect(taken.statusCode).toBe(409);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-agents-list', headers: admin.headers })).json().data.count;
    expect(after).toBe(before);
  });

  it('lists riders and pharmacists for assignment', async () => {
    const planner = await signIn(t.app, 'logistic_planner');
    const riders = await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-delivery-agents?anyLocation=true', headers: planner.headers });
    expect(riders.json().data.map((r: { first_name: string }) => r.first_name)).toContain('Kasun');
    const chief = await signIn(t.app, 'chief_pharmacist');
    const ph = await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/get-pharmacists', headers: chief.headers });
    expect(ph.json().data.length).toBeGreaterThan(1);
  });
});
