import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

/**
 * Two API processes on one database: an event published by one reaches a socket connected to the
 * other when they share PostgreSQL; on the embedded database each process keeps its own sockets.
 */
let a: TestApp;
let b: FastifyInstance;
const sockets: Socket[] = [];
const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

beforeAll(async () => {
  a = await buildTestApp({ realtime: true });
  b = await buildApp({ config: a.config, database: { db: a.app.db, kind: 'postgres', execScript: async () => {}, close: async () => {} }, logger: false, realtime: true });
});
afterAll(async () => { for (const s of sockets) s.close(); await b?.close(); await a?.close(); });

describe('realtime across API processes', () => {
  it('fans events out through PostgreSQL, or stays in-process on the embedded database', async () => {
    const urlB = await listen(b);
    await listen(a.app);
    const token = (await signIn(a.app, 'pharmacist')).token;
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(urlB, { auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(s);
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    const received: unknown[] = [];
    socket.on('newOrder', (p) => received.push(p));
    await new Promise((r) => setTimeout(r, 300));
    a.app.events.publish('newOrder', { orderId: 7 }, { roles: ['pharmacist'] });
    await new Promise((r) => setTimeout(r, 1500));
    expect(received).toEqual(a.config.databaseUrl ? [{ orderId: 7 }] : []);
  });
});
