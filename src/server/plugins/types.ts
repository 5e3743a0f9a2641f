import type { Database, Db } from '../db/connection';
import type { EventBus } from '../events';
import type { SchemaRegistry } from '../../shared/schemas/registry';
import type { ServerConfig } from '../config';
import type { PermissionStore } from './permissionStore';
import type { Grant } from '../../shared/permissions/model';
import type { Lifecycle } from '../platform/operations/lifecycle';
import type { Metrics } from '../platform/operations/metrics';

/** The signed-in staff member, from the access token. */
export interface SignedInAgent {
  id: number;
  role: string | null;
  locationId: number | null;
  family: string;
  /** The agent's session generation when the token was issued (0 for tokens without one). */
  generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database behind `db`, for what the query builder cannot do (a report's COPY download). */
    database: Database;
    /**
     * Where heavy reads that need not see this request's own writes go (reports, downloads,
     * dashboards, searches): the replica of DATABASE_REPLICA_URL, else the same as `db`.
     */
    readDb: Db;
    /** The database behind `readDb`, for what the query builder cannot do (a report's COPY download). */
    readDatabase: Database;
    registry: SchemaRegistry;
    events: EventBus;
    permissions: PermissionStore;
    appConfig: ServerConfig;
    /** Every /api/v1 route with the ability it needs (the authorisation test reads this). */
    routeCatalogue: RouteEntry[];
    /** Shutting down or not; downloads in progress (src/server/platform/operations/lifecycle.ts). */
    lifecycle: Lifecycle;
    /** Prometheus metrics (src/server/platform/operations/metrics.ts). */
    metrics: Metrics;
  }
  interface FastifyRequest {
    agent: SignedInAgent;
    /** The grant that let this request in (its `where` limits list rows). */
    grant: Grant | null;
  }
  interface FastifyContextConfig {
    /** Ability (or any of several) the route needs. */
    ability?: string | string[];
    /** No token needed (only the routes in PUBLIC_ROUTES). */
    public?: boolean;
    /** A token is needed but no chosen role (only the routes in SIGNED_IN_ROUTES). */
    signedIn?: boolean;
    /** Customer-facing intake route: the customer's key, never a staff token (only the routes in CUSTOMER_ROUTES). */
    customer?: boolean;
    /** Operators' route outside /api/v1: health, readiness, metrics (only the routes in OPERATOR_ROUTES). */
    operator?: boolean;
  }
}

export interface RouteEntry {
  method: string; url: string; ability: string[] | 'public' | 'signed-in' | 'customer';
  /** The route's request schemas (the generated fuzz test derives refused inputs from them). */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; consumes?: string[] };
}
