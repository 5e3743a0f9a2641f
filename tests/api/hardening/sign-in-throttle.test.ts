import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { DEMO_PASSWORD, demoEmail } from '../../../src/server/db/seed/foundation';
import { ROLES } from '../../../src/shared/roles';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t?.close(); });

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in throttling, per account and per address separately', () => {
  it('ten staff behind one office router: one mistyping locks only their own account', async () => {
    const office = '203.0.113.7';
    const [clumsy, ...colleagues] = ROLES.slice(0, 10).map(demoEmail);
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await login(clumsy, 'wrong', office)).statusCode);
    expect(tries).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(clumsy, DEMO_PASSWORD, office);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-ins for this account/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The account is locked wherever its owner is; nobody else at the office is touched.
    expect((await login(clumsy, DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(429);
    for (const email of colleagues) expect((await login(email, DEMO_PASSWORD, office)).statusCode, email).toBe(200);
  });

  it('the right password ends a run of failures before the limit', async () => {
    const email = demoEmail(ROLES[11]);
    for (let i = 0; i < 4; i++) await login(email, 'wrong', '192.0.2.44');
    expect((await login(email, DEMO_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong', '192.0.2.44')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
  });

  it('an address spraying many accounts is stopped past the (much higher) address limit, others are not', async () => {
    const sprayer = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await login(`guess${i}@example.com`, 'x', sprayer)).statusCode);
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    const blocked = await login(demoEmail(ROLES[12]), DEMO_PASSWORD, sprayer);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/from this address/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from elsewhere is fine: the account itself was never at fault.
    expect((await login(demoEmail(ROLES[12]), DEMO_PASSWORD, '192.0.2.100')).statusCode).toBe(200);
  });

  it('keeps its counters in the database (shared by every API process)', async () => {
    const rows = (await sql<{ scope: string; key: string; attempts: number }>`SELECT scope, key, attempts FROM sign_in_throttle`.execute(t.app.db)).rows;
    expect(rows).toContainEqual({ scope: 'account', key: demoEmail(ROLES[0]), attempts: expect.any(Number) });
    expect(rows.find((r) => r.scope === 'address' && r.key === '192.0.2.99')?.attempts).toBeGreaterThanOrEqual(100);
  });
});
