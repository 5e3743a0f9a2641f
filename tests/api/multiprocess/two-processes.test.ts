import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { freshDatabase, type TestDb } from '../helpers/database';
import { seedFoundation } from '../../../src/server/db/seed/foundation';
import { DEMO_PASSWORD, demoEmail } from '../../../src/server/db/seed/foundation';
import { api, signInOn, startApiProcesses, type ApiProcess, PRESCRIPTION_PNG } from './processes';


let db: TestDb;
let a: ApiProcess;
let b: ApiProcess;
const sockets: Socket[] = [];

/** Two real API processes (src/server/main.ts) on two ports, one PostgreSQL database. */
describe('several API processes on one PostgreSQL (needs DATABASE_URL: PGlite is one process by design)', () => {
  beforeAll(async () => {
    db = await freshDatabase();
    await seedFoundation(db.db);
    [a, b] = await startApiProcesses(db.url!, 2);
  }, 180_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('an order placed through one process reaches a socket connected to the other, and its upload downloads through either', async () => {
    const staff = await signInOn(b.url, 'super_admin');
    const socket = io(b.url, { auth: { token: staff.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => { socket.on('connect', () => resolve()); socket.on('connect_error', reject); });
    const received = new Promise<{ orderId: number }>((resolve) => socket.on('newOrder', resolve));

    const reg = await api<{ apiKey: string }>(a.url, 'POST', '/customer/register', { name: 'Two Process Customer', contactNumber: '+94 71 222 3333' });
    expect(reg.status).toBe(201);
    const form = new FormData();
    form.append('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'prescription.png');
    form.append('patientFirstName', 'Asha');
    const placed = await fetch(`${a.url}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${reg.data.apiKey}` }, body: form });
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { data: { orderId: number; prescription: { url: string } } }).data;

    const event = await Promise.race([received, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('newOrder did not reach the other process')), 15_000))]);
    expect(event.orderId).toBe(order.orderId);

    // The scan was uploaded through A and lives in the database: B serves the same bytes.
    for (const base of [a.url, b.url]) {
      const file = await fetch(`${base}${order.prescription.url}`, { headers: { authorization: `Bearer ${staff.token}` } });
      expect(file.status, base).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PRESCRIPTION_PNG), base).toBe(true);
    }
  });

  it('the sign-in throttle holds across processes: failures through A and B add up; the account alone is locked', async () => {
    const email = demoEmail('marketing');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api(i % 2 ? b.url : a.url, 'POST', '/agent/auth/login', { email, password: 'wrong' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const base of [a.url, b.url]) {
      const locked = await api(base, 'POST', '/agent/auth/login', { email, password: DEMO_PASSWORD });
      expect(locked.status, base).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await api(b.url, 'POST', '/agent/auth/login', { email: demoEmail('finance'), password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('refresh-token reuse is detected across processes: the replayed token ends the whole sign-in', async () => {
    const s = await signInOn(a.url, 'pharmacist');
    const first = await api<{ token: { refresh_token: string } }>(a.url, 'POST', '/agent/auth/refresh-token', { userId: s.userId, grantType: 'refresh_token', refreshToken: s.refreshToken });
    expect(first.status).toBe(200);
    const replay = await api(b.url, 'POST', '/agent/auth/refresh-token', { userId: s.userId, grantType: 'refresh_token', refreshToken: s.refreshToken });
    expect(replay.status).toBe(401);
    const next = await api(a.url, 'POST', '/agent/auth/refresh-token', { userId: s.userId, grantType: 'refresh_token', refreshToken: first.data.token.refresh_token });
    expect(next.status).toBe(401);
  });

  it('a customer key revoked through one process is refused by the other at once', async () => {
    const reg = await api<{ apiKey: string }>(b.url, 'POST', '/customer/register', { name: 'Revoked Elsewhere', contactNumber: '+94 71 444 5555' });
    expect((await api(b.url, 'GET', '/customer/me', undefined, reg.data.apiKey)).status).toBe(200);
    const admin = await signInOn(a.url, 'super_admin');
    expect((await api(a.url, 'POST', '/intake/admin/revoke-customer-key', { keyId: Number(reg.data.apiKey.split('_')[1]) }, admin.token)).status).toBe(200);
    expect((await api(b.url, 'GET', '/customer/me', undefined, reg.data.apiKey)).status).toBe(401);
  });
});
