import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { agentBody, footprint, get, post, signInWith } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => { t = await buildTestApp(); admin = await signIn(t.app, 'super_admin'); });
afterAll(async () => { await t?.close(); });

describe('register an agent (POST /agent/auth/register)', () => {
  it('stores every field of spec 3, several roles and locations, the e-mail in lower case, and audits it', async () => {
    const [a, b] = t.ids.locationIds;
    const res = await post(t.app, admin, 'register', agentBody([a, b], {
      email: 'Ruwan.Rider@RxDesk.test', roles: ['delivery_agent', 'customer_support'], designation: 'Rider',
      vehicleModel: 'Bajaj CT100', vehicleNumber: 'WP BGA-1020', slmcId: null,
    }));
    expect(res.statusCode, res.body).toBe(201);
    const u = res.json().data;
    expect(u).toMatchObject({
      email: 'ruwan.rider@rxdesk.test', firstName: 'Dilan', lastName: 'Jayasuriya', designation: 'Rider', mobileNumber: '+94 71 222 3344',
      vehicleModel: 'Bajaj CT100', vehicleNumber: 'WP BGA-1020', roles: ['customer_support', 'delivery_agent'], locations: [a, b], status: 'active',
    });
    expect(u.locationNames).toHaveLength(2);
    const details = (await get(t.app, admin, `get-agent-details?userId=${u.id}`)).json().data;
    expect(details).toEqual(u);
    expect(JSON.stringify(details)).not.toMatch(/password|argon2/i);
    const rider = await signInWith(t.app, 'RUWAN.rider@rxdesk.test', 'sunrise-2026', 'delivery_agent');
    expect(rider.userId).toBe(u.id);
    const trail = (await t.app.inject({ method: 'GET', url: `/api/v1/audit/records?entity=agent&recordId=${u.id}`, headers: admin.headers })).json().data;
    expect(trail.items[0]).toMatchObject({ action: 'create', agentId: admin.userId, changes: { vehicleNumber: { after: 'WP BGA-1020' } } });
    expect(JSON.stringify(trail)).not.toMatch(/argon2|sunrise-2026|password_?hash/i);
  });

  it('refuses bad passwords, misplaced or missing rider fields, unknown roles and locations, and a taken e-mail: nothing is written', async () => {
    const before = await footprint(t.app);
    const loc = [t.ids.locationIds[0]];
    const refuse = async (patch: Record<string, unknown>, status: number, field?: string, message?: string) => {
      const res = await post(t.app, admin, 'register', agentBody(loc, patch));
      expect(res.statusCode, res.body).toBe(status);
      if (field) expect(res.json().details).toContainEqual(message ? { field, message } : expect.objectContaining({ field }));
    };
    await refuse({ password: 'short1' }, 400, 'password');
    await refuse({ password: 'no-digits-here' }, 400, 'password', 'Password must contain at least one letter and one digit');
    await refuse({ password: '1234567890' }, 400, 'password', 'Password must contain at least one letter and one digit');
    await refuse({ email: 'same1234@rxdesk.test', password: 'SAME1234@rxdesk.test' }, 400, 'password', 'Password must not be the e-mail address');
    await refuse({ vehicleNumber: 'WP CAB-1' }, 400, 'vehicleNumber', 'Vehicle number is only for delivery agents');
    await refuse({ roles: ['delivery_agent'], vehicleModel: 'Honda' }, 400, 'vehicleNumber', 'Vehicle number is required for a delivery agent');
    await refuse({ roles: ['wizard'] }, 400, 'roles.0');
    await refuse({ roles: [] }, 400, 'roles');
    await refuse({ locations: [99999] }, 400, 'locations', 'unknown location 99999');
    await refuse({ email: 'not-an-email' }, 400, 'email');
    await refuse({ email: 'Pharmacist@RXDESK.test' }, 409, 'email', 'is already in use');
    await refuse({ status: 'retired' }, 400, 'status');
    expect(await footprint(t.app)).toEqual(before);
  });

  it('is for user managers only', async () => {
    const management = await signIn(t.app, 'management');
    expect((await post(t.app, management, 'register', agentBody([t.ids.locationIds[0]]))).statusCode).toBe(403);
    expect((await get(t.app, management, 'get-agents-list')).statusCode).toBe(403);
  });
});

describe('read agents', () => {
  it('lists with server-side paging, search and filters by status, role and location', async () => {
    const [a, , c] = t.ids.locationIds;
    for (const i of [1, 2, 3]) await post(t.app, admin, 'register', agentBody([c], { firstName: `Pagefind${i}`, roles: ['finance'] }));
    const page1 = (await get(t.app, admin, 'get-agents-list?searchTerm=pagefind&limit=2&sortBy=firstName&sortOrder=DESC')).json().data;
    expect(page1.count).toBe(3);
    expect(page1.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Pagefind3', 'Pagefind2']);
    const page2 = (await get(t.app, admin, 'get-agents-list?searchTerm=pagefind&limit=2&skip=2&sortBy=firstName&sortOrder=DESC')).json().data;
    expect(page2.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Pagefind1']);
    const atC = (await get(t.app, admin, `get-agents-list?role=finance&locationId=${c}`)).json().data;
    // The demo super_admin holds every role at every location.
    expect(atC.items.map((u: { email: string }) => u.email).sort()).toEqual([...page1.items, ...page2.items].map((u: { email: string }) => u.email).concat('super_admin@rxdesk.test').sort());
    expect((await get(t.app, admin, `get-agents-list?role=finance&locationId=${a}`)).json().data.items.map((u: { email: string }) => u.email).sort()).toEqual(['finance@rxdesk.test', 'super_admin@rxdesk.test']);
    expect((await get(t.app, admin, 'get-agents-list?status=inactive')).json().data.count).toBe(0);
    expect((await get(t.app, admin, 'get-agents-list?role=wizard')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown agent, and lists check-in agents at the caller\'s location', async () => {
    expect((await get(t.app, admin, 'get-agent-details?userId=987654')).statusCode).toBe(404);
    const ph = await signIn(t.app, 'pharmacist');
    const res = await get(t.app, ph, 'get-checkin-agents');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((r: { first_name: string }) => r.first_name);
    expect(names.length).toBeGreaterThan(0);
    expect(res.json().data.every((r: { _id: number }) => typeof r._id === 'number')).toBe(true);
  });
});
