import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => { t = await buildTestApp(); admin = await signIn(t.app, 'super_admin'); });
afterAll(async () => { await t?.close(); });

const register = async (name: string, contactNumber: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name, contactNumber } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { customer: { id: number }; apiKey: string };
};
const me = (key: string) => t.app.inject({ method: 'GET', url: '/api/v1/customer/me', headers: { authorization: `Bearer ${key}` } });
const list = (qs: string, who = admin) => t.app.inject({ method: 'GET', url: `/api/v1/intake/admin/customer-keys?${qs}`, headers: who.headers });
const revoke = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/intake/admin/revoke-customer-key', headers: admin.headers, payload: payload as object });

describe('customer intake keys, listed and revoked one by one', () => {
  it('lists keys newest first with their customer and last use; only with intake_keys.manage', async () => {
    const nimal = await register('Nimal Keys', '+94 77 555 0101');
    expect(nimal.apiKey).toMatch(/^rxc_\d+_[A-Za-z0-9_-]{43}$/);
    expect((await me(nimal.apiKey)).statusCode).toBe(200);
    const res = await list('searchTerm=Nimal%20Keys');
    expect(res.statusCode).toBe(200);
    const { items, count } = res.json().data;
    expect(count).toBe(1);
    expect(items[0]).toMatchObject({ customerId: nimal.customer.id, customerName: 'Nimal Keys', legacy: false, revokedAt: null, status: 'active' });
    expect(items[0].lastUsedAt).toBeTruthy();
    // The key's secret is never stored or shown again.
    // (The secret is everything after `rxc_<id>_`; it may itself hold '_', so no split.)
    const secret = nimal.apiKey.slice(nimal.apiKey.indexOf('_', 4) + 1);
    expect(secret).toHaveLength(43);
    expect(JSON.stringify(items)).not.toContain(secret);
    const support = await signIn(t.app, 'customer_support');
    expect((await list('', support)).statusCode).toBe(403);
  });

  it("a revoked key is refused at once; the customer's other keys and other customers are untouched", async () => {
    const a = await register('Revoke Me', '+94 77 555 0202');
    const b = await register('Keep Me', '+94 77 555 0303');
    const keyId = Number(a.apiKey.split('_')[1]);
    const done = await revoke({ keyId, reason: 'Phone lost' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id: keyId, customerId: a.customer.id });
    const refused = await me(a.apiKey);
    expect(refused.statusCode).toBe(401);
    expect((await me(b.apiKey)).statusCode).toBe(200);
    // A second click changes nothing and says why; an unknown key is a 404.
    const again = await revoke({ keyId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already revoked/);
    expect((await revoke({ keyId: 999999 })).statusCode).toBe(404);
    expect((await revoke({ keyId: 'x' })).json().details[0].field).toBe('keyId');
    const revoked = (await list('status=revoked&searchTerm=Revoke%20Me')).json().data.items;
    expect(revoked[0]).toMatchObject({ id: keyId, revokeReason: 'Phone lost', revokedBy: expect.any(String), status: 'revoked' });
    const audit = await sql<{ action: string }>`SELECT action FROM audit_log WHERE entity = 'customer_key' AND record_id = ${String(keyId)} ORDER BY id`.execute(t.app.db);
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'revoke']);
  });

  it('keys handed out before key records (HMAC of the customer id) work until revoked', async () => {
    const { id } = (await sql<{ id: number }>`INSERT INTO customers (id, name, contact_number, source) VALUES (900001, 'Old App User', '+94 77 555 0404', 'app') RETURNING id`.execute(t.app.db)).rows[0];
    await sql`INSERT INTO customer_keys (id, customer_id, legacy) VALUES (${id}, ${id}, true)`.execute(t.app.db);
    const mac = createHmac('sha256', t.config.jwtSecret).update(`rxdesk-customer-key:v1:${id}`).digest('base64url');
    const legacyKey = `rxc_${id}_${mac}`;
    expect((await me(legacyKey)).statusCode).toBe(200);
    expect((await me(`rxc_${id}_${mac.slice(0, -1)}A`)).statusCode).toBe(401);
    expect((await revoke({ keyId: id })).statusCode).toBe(200);
    expect((await me(legacyKey)).statusCode).toBe(401);
  });
});
