import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/connection';

/** What the server counts (decorated as `app.metrics`); each app has its own registry. */
export interface Metrics {
  request(method: string, route: string, status: number, seconds: number): void;
  /** From an order service's publish (after commit) to the event leaving for the sockets. */
  eventLag(event: string, seconds: number): void;
  jobRun(job: string, by?: number): void;
  jobFailure(job: string, by?: number): void;
  downloadRows(report: string, format: string, rows: number): void;
}

interface Instruments {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
  eventLagSeconds: Histogram<'event'>;
  jobRuns: Counter<'job'>;
  jobFailures: Counter<'job'>;
  downloadRows: Counter<'report' | 'format'>;
  pool: Gauge[];
}

const LOCAL = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** What is counted before prom-client has loaded (the first moments after start) waits here. */
const MAX_EARLY = 10_000;

/**
 * Prometheus metrics at GET /metrics (text format, prom-client): request durations by route
 * pattern and status, the database pool, event fan-out lag, job runs and failures, download rows,
 * and the process's own (memory, event loop, GC). The per-request cost is one histogram observe
 * in a callback onResponse hook. prom-client (~0.1 s to load) loads just after the server is
 * ready, off the start-up path; what happens before that is replayed into it.
 */
export function installMetrics(app: FastifyInstance, database: Database): void {
  let real: Instruments | null = null;
  const early: Array<(m: Instruments) => void> = [];
  const record = (f: (m: Instruments) => void) => { if (real) f(real); else if (early.length < MAX_EARLY) early.push(f); };
  const metrics: Metrics = {
    request: (method, route, status, seconds) => { if (real) real.requestSeconds.observe({ method, route, status }, seconds); else record((m) => m.requestSeconds.observe({ method, route, status }, seconds)); },
    eventLag: (event, seconds) => record((m) => m.eventLagSeconds.observe({ event }, seconds)),
    jobRun: (job, by = 1) => record((m) => m.jobRuns.inc({ job }, by)),
    jobFailure: (job, by = 1) => record((m) => m.jobFailures.inc({ job }, by)),
    downloadRows: (report, format, rows) => record((m) => m.downloadRows.inc({ report, format }, rows)),
  };
  app.decorate('metrics', metrics);

  let loading: Promise<Instruments> | null = null;
  const load = () => (loading ??= instruments(database).then((m) => {
    real = m;
    for (const f of early.splice(0)) f(m);
    return m;
  }));
  app.addHook('onReady', (done) => { setImmediate(() => void load()); done(); });

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL (ids would make a series per record).
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { config: { operator: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!mayRead(request, app.appConfig.metricsToken)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, message: 'Metrics need the metrics token', error: 'UNAUTHENTICATED' });
    }
    const { registry } = await load();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}

async function instruments(database: Database): Promise<Instruments> {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'rxdesk' });
  collectDefaultMetrics({ register: registry, prefix: 'rxdesk_' });
  const registers = [registry];
  const pool = (name: string, help: string, read: (s: { total: number; idle: number; waiting: number }) => number) => new Gauge({
    name, help, registers,
    collect() { const s = database.poolStats?.(); if (s) this.set(read(s)); },
  });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'rxdesk_http_request_duration_seconds', help: 'Request duration by route pattern and status', registers,
      labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    eventLagSeconds: new Histogram({
      name: 'rxdesk_event_fanout_lag_seconds', help: 'Time from an order event published after commit to its emit to the sockets', registers,
      labelNames: ['event'], buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    }),
    jobRuns: new Counter({ name: 'rxdesk_job_runs_total', help: 'Periodic job rounds run', labelNames: ['job'], registers }),
    jobFailures: new Counter({ name: 'rxdesk_job_failures_total', help: 'Periodic job rounds that failed', labelNames: ['job'], registers }),
    downloadRows: new Counter({ name: 'rxdesk_download_rows_total', help: 'Report rows streamed in downloads', labelNames: ['report', 'format'], registers }),
    pool: [
      pool('rxdesk_db_pool_in_use', 'Database connections in use (PGlite: its one connection, 0 or 1)', (s) => s.total - s.idle),
      pool('rxdesk_db_pool_idle', 'Database connections open and idle', (s) => s.idle),
      pool('rxdesk_db_pool_waiting', 'Queries waiting for a database connection (PGlite: the queue for its one connection)', (s) => s.waiting),
    ],
  };
}

/**
 * The configured bearer token, or a caller on this machine that came directly (a request through a
 * proxy on the same host carries X-Forwarded-For, and then needs the token like any other).
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header?.startsWith('Bearer ')) {
    const given = Buffer.from(header.slice(7));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  return LOCAL.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}
