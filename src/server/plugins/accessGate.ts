import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { SignedInAgent } from './types';
import { VerifiedTokens } from './verifiedTokens';

/** The only routes that answer without a token. */
export const PUBLIC_ROUTES = new Set(['POST /api/v1/agent/auth/login', 'POST /api/v1/agent/auth/refresh-token', 'POST /api/v1/customer/register']);
/**
 * Customer-facing intake routes (config `customer: true`): never a staff token; the intake module
 * authenticates them with the customer's own key (src/server/modules/intake/customerAuth.ts).
 */
export const CUSTOMER_ROUTES = new Set([
  'GET /api/v1/customer/me', 'GET /api/v1/customer/orders', 'POST /api/v1/customer/orders', 'POST /api/v1/customer/orders/reorder',
  'GET /api/v1/customer/orders/:orderId', 'POST /api/v1/customer/orders/:orderId/messages',
  'POST /api/v1/customer/orders/:orderId/accept-quotation', 'POST /api/v1/customer/orders/:orderId/request-change',
  'POST /api/v1/customer/orders/:orderId/cancel',
  // Money path (issue 9): a fresh quotation after expiry, and the cashless flow 25 → 26 → 27.
  'POST /api/v1/customer/orders/:orderId/request-new-quotation', 'POST /api/v1/customer/orders/:orderId/cashless-request-change',
  'POST /api/v1/customer/orders/:orderId/cashless-approve',
]);
/**
 * Operators' routes outside /api/v1 (config `operator: true`): load balancer checks answer anyone;
 * /metrics checks its own token or a local caller (src/server/platform/operations/).
 */
export const OPERATOR_ROUTES = new Set(['GET /healthz', 'GET /readyz', 'GET /metrics']);
/** Routes that need a token but not yet a chosen role. */
export const SIGNED_IN_ROUTES = new Set([
  'POST /api/v1/agent/auth/set-login-location-and-role', 'POST /api/v1/agent/auth/logout', 'GET /api/v1/agent/auth/permissions',
]);

/**
 * One gate for every /api/v1 route: a route must declare its ability (or be on an explicit list),
 * unknown abilities fail at registration, and every request is checked before validation runs.
 */
export function installAccessGate(app: FastifyInstance): void {
  app.decorate('routeCatalogue', []);
  app.decorateRequest('agent', null as unknown as SignedInAgent);
  app.decorateRequest('grant', null);
  const verified = new VerifiedTokens();

  app.addHook('onRoute', (route) => {
    if ((route.config as { operator?: boolean } | undefined)?.operator) {
      for (const method of ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD')) {
        if (!OPERATOR_ROUTES.has(`${method} ${route.url}`)) throw new Error(`${method} ${route.url} is marked operator but is not in OPERATOR_ROUTES`);
      }
      return;
    }
    if (!route.url.startsWith('/api/v1/')) return;
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    // Every input is validated: path parameters, the query string of a GET, the body of a POST.
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown; consumes?: string[] };
    const problems: string[] = [];
    if (route.url.includes(':') && !schema.params) problems.push('params');
    if (methods.includes('GET') && !schema.querystring && !route.url.includes(':')) problems.push('querystring');
    if (methods.includes('POST') && !schema.body && !schema.consumes?.includes('multipart/form-data')) problems.push('body');
    if (problems.length) throw new Error(`Route ${methods.join(',')} ${route.url} declares no ${problems.join(' or ')} schema — every input is validated`);
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      const cfg = (route.config ?? {}) as { ability?: string | string[]; public?: boolean; signedIn?: boolean; customer?: boolean };
      if (cfg.customer) {
        if (!CUSTOMER_ROUTES.has(key)) throw new Error(`${key} is marked customer but is not in CUSTOMER_ROUTES`);
        app.routeCatalogue.push({ method, url: route.url, ability: 'customer', schema });
      } else if (cfg.public) {
        if (!PUBLIC_ROUTES.has(key)) throw new Error(`${key} is marked public but is not in PUBLIC_ROUTES`);
        app.routeCatalogue.push({ method, url: route.url, ability: 'public', schema });
      } else if (cfg.signedIn) {
        if (!SIGNED_IN_ROUTES.has(key)) throw new Error(`${key} is marked signedIn but is not in SIGNED_IN_ROUTES`);
        app.routeCatalogue.push({ method, url: route.url, ability: 'signed-in', schema });
      } else {
        const abilities = ([] as string[]).concat(cfg.ability ?? []);
        if (!abilities.length) throw new Error(`Route ${key} declares no ability (config.ability) — refusing to register it`);
        for (const a of abilities) if (!app.permissions.isKnown(a)) throw new Error(`Route ${key} needs unknown ability "${a}" (not in permissions.yaml)`);
        app.routeCatalogue.push({ method, url: route.url, ability: abilities, schema });
      }
    }
  });

  // A synchronous hook (no promise per request); a refusal thrown here reaches the error handler.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions;
    // Only API routes are gated; unknown paths fall through to the not-found handler.
    if (!route.url?.startsWith('/api/v1/')) return done();
    const cfg = route.config as { ability?: string | string[]; public?: boolean; signedIn?: boolean; customer?: boolean };
    if (cfg.public || cfg.customer) return done();
    request.agent = verify(app, verified, request);
    if (cfg.signedIn) return done();
    if (!request.agent.role) throw new ForbiddenError('Choose a location and role first');
    const grant = app.permissions.grantFor(request.agent.role, typeof cfg.ability === 'string' ? [cfg.ability] : cfg.ability ?? []);
    if (!grant) throw new ForbiddenError();
    request.grant = grant;
    done();
  });
}

/** The agent of the request's bearer token: kept claims of a token verified before, else a full verification. */
function verify(app: FastifyInstance, verified: VerifiedTokens, request: FastifyRequest): SignedInAgent {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new UnauthenticatedError();
  const token = header.slice(7);
  const kept = verified.get(token);
  if (kept) return kept;
  try {
    const p = app.jwt.verify<{ sub: string; role?: string | null; loc?: number | null; fam: string; gen?: number; exp?: number }>(token);
    const agent = { id: Number(p.sub), role: p.role ?? null, locationId: p.loc ?? null, family: p.fam, generation: p.gen ?? 0 };
    verified.keep(token, agent, p.exp);
    return agent;
  } catch (e) {
    const expired = (e as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw new UnauthenticatedError(expired ? 'Your session has expired' : 'Please sign in', expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  }
}
