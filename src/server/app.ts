import Fastify, { type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyMultipart from '@fastify/multipart';
import type { ServerConfig } from './config';
import type { Database } from './db/connection';
import { createEventBus, type EventBus } from './events';
import { createServerRegistry } from './schemas';
import { cachedValidatorCompiler } from './plugins/validatorCache';
import type { ResourceConfig } from '../shared/resources/defineResource';
import { resources as allResources } from '../../resources/index';
import { PermissionStore } from './plugins/permissionStore';
import { installAccessGate } from './plugins/accessGate';
import { installEnvelope } from './plugins/envelope';
import { installConsole } from './plugins/console';
import { installSecurityHeaders } from './plugins/securityHeaders';
import { installInputGuard } from './plugins/inputGuard';
import { installCompression } from './plugins/compression';
import { installRealtime } from './plugins/realtime';
import { batchedStdout } from './plugins/logStream';
import { registerCrudRoutes } from './generic/crudRoutes';
import { moduleRoutes } from './modules/index';
import { installQuotationExpiry } from './jobs/quotationExpiry';
import { installMonthlyBalanceRoll } from './jobs/monthlyBalances';
import { installLifecycle } from './platform/operations/lifecycle';
import { registerHealthRoutes } from './platform/operations/health';
import { installMetrics } from './platform/operations/metrics';
import './plugins/types';

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** A read replica for heavy reads (reports, downloads, dashboards, searches); default: `database`. */
  readDatabase?: Database;
  events?: EventBus;
  /** Extra resource configs and schema folders (a test entity that lives under tests/). */
  extraResources?: ResourceConfig[];
  extraSchemaDirs?: string[];
  logger?: boolean | object;
  realtime?: boolean;
  /** Background jobs (quotation expiry); default on. */
  jobs?: boolean;
}

/**
 * Builds the API: external plugins (jwt, multipart, OpenAPI), app plugins (envelope, access gate,
 * realtime), then routes: the generic CRUD of every resource config and the business modules.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: process.env.LOG_LEVEL ?? 'info', stream: batchedStdout() },
    ajv: { customOptions: {} },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  });
  const registry = createServerRegistry(opts.extraSchemaDirs);
  // Every route's body, query string and path parameters: integers and numbers within what the
  // database holds unless the route says narrower (src/shared/schemas/bounds.ts); compiled once per process.
  app.setValidatorCompiler(cachedValidatorCompiler(registry));

  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('readDatabase', opts.readDatabase ?? database);
  app.decorate('readDb', opts.readDatabase?.db ?? database.db);
  app.decorate('registry', registry);
  app.decorate('events', opts.events ?? createEventBus());
  app.decorate('appConfig', config);
  const permissions = new PermissionStore(config.permissionsFile, { info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
  app.decorate('permissions', permissions);
  // An admin's edit of permissions.yaml takes effect within a second, without a restart.
  permissions.watch();
  app.addHook('onClose', async () => permissions.close());

  await installSecurityHeaders(app);
  await installCompression(app);
  await app.register(fastifyJwt, { secret: config.jwtSecret });
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'RxDesk API', version: '1', description: 'The /api/v1 contract of the RxDesk back office.' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } }, security: [{ bearer: [] }] },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  installEnvelope(app);
  installAccessGate(app);
  installInputGuard(app);
  installLifecycle(app);
  registerHealthRoutes(app);
  installMetrics(app, database);

  const resources = [...allResources, ...(opts.extraResources ?? [])];
  for (const r of resources) if (r.server === 'generic') registerCrudRoutes(app, r);
  for (const routes of moduleRoutes) await app.register(routes);

  await installConsole(app);
  if (opts.jobs !== false) {
    installQuotationExpiry(app);
    installMonthlyBalanceRoll(app);
  }
  if (opts.realtime !== false) app.addHook('onReady', async () => { await installRealtime(app); });
  return app;
}
