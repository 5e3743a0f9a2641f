import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../db/migrate';

/** A ready check that waits longer than this (a stuck pool, PGlite busy with a download) says not ready. */
const READY_TIMEOUT_MS = 2000;

/**
 * For load balancers, outside /api/v1 and without a token (OPERATOR_ROUTES in the access gate):
 * `/healthz` — the process lives (no database call); `/readyz` — the database answers, the last
 * migration this build ships is applied, and the process is not shutting down. One small query.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const lastMigration = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort().at(-1) ?? '';
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { config: { operator: true }, logLevel: 'warn' }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', { config: { operator: true }, logLevel: 'warn' }, async (_request, reply) => {
    reply.headers(noStore);
    if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      const check = sql<{ applied: boolean }>`SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE name = ${lastMigration}) AS applied`.execute(app.db);
      const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS); });
      const { rows } = await Promise.race([check, late]);
      if (!rows[0]?.applied) return reply.status(503).send({ status: 'migrations pending', expected: lastMigration });
      return reply.send({ status: 'ready' });
    } catch (e) {
      return reply.status(503).send({ status: 'database unreachable', message: (e as Error).message });
    } finally {
      clearTimeout(timer);
    }
  });
}
