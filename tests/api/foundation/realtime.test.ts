import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp({ realtime: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => { for (const s of sockets) s.close(); await t?.close(); });

const connect = (token: string) => new Promise<Socket>((resolve, reject) => {
  const s = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  s.on('connect', () => resolve(s));
  s.on('connect_error', (e) => reject(e));
});

describe('realtime rooms', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connect('nope')).rejects.toThrow(/sign in/i);
  });

  it('delivers an event to the roles of its audience only', async () => {
    const pharmacist = await connect((await signIn(t.app, 'pharmacist')).token);
    const rider = await connect((await signIn(t.app, 'delivery_agent')).token);
    const got: string[] = [];
    pharmacist.on('stepChanged', () => got.push('pharmacist'));
    rider.on('stepChanged', () => got.push('rider'));
    t.app.events.publish('stepChanged', { orderId: 1 }, { roles: ['pharmacist'] });
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toEqual(['pharmacist']);
  });
});
