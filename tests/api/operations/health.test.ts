import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

/** The load balancer's checks: no token, outside the /api/v1 gate, and honest about readiness. */
describe('health and readiness', () => {
  beforeAll(async () => { t = await buildTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('/healthz and /readyz answer without a token while the database is migrated', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    // Without DATABASE_REPLICA_URL heavy reads use the one database (tests/api/multiprocess/replica.test.ts: with it).
    expect(t.app.readDb).toBe(t.app.db);
  });

  it('/readyz says 503 when the last migration is not recorded, and when the process is draining', async () => {
    const last = (await sql<{ name: string }>`SELECT max(name) AS name FROM schema_migrations`.execute(t.app.db)).rows[0].name;
    await sql`DELETE FROM schema_migrations WHERE name = ${last}`.execute(t.app.db);
    try {
      const pending = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ status: 'migrations pending', expected: last });
    } finally {
      await sql`INSERT INTO schema_migrations (name) VALUES (${last})`.execute(t.app.db);
    }
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      // The process still lives: only readiness changes.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('an operator route outside the declared list is refused at registration', async () => {
    const { default: Fastify } = await import('fastify');
    const { installAccessGate } = await import('../../../src/server/plugins/accessGate');
    const app = Fastify();
    app.decorate('permissions', t.app.permissions);
    installAccessGate(app);
    expect(() => app.get('/debug', { config: { operator: true } }, async () => 'x')).toThrow(/not in OPERATOR_ROUTES/);
    await app.close();
  });
});
