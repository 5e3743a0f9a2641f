import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every reply. The built console loads only its own files; MUI's
 * emotion injects <style> tags at run time, so styles (only styles) may be inline. socket.io talks
 * to the same host over ws:/wss:. PDFs and downloads are blob: URLs made by the console.
 */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** helmet's options: every header it sets by default, with our policy, referrer policy and CORP. */
export function helmetOptions(crossOrigin: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A console served from another origin (CORS_ORIGINS) still shows attachments and images.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * What helmet does to a reply with these options, worked out once: the headers it sets and the
 * ones it removes. Its middleware is run against a recorder; every directive of the policy is a
 * fixed string (no per-request nonce), so the outcome is the same for every request.
 */
export function securityHeaderSet(options: HelmetOptions): { set: Array<[string, string]>; remove: string[] } {
  const set: Array<[string, string]> = [];
  const remove: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => { set.push([name.toLowerCase(), String(value)]); },
    removeHeader: (name: string) => { remove.push(name.toLowerCase()); },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (e?: unknown) => { failure = e; });
  if (failure) throw failure;
  return { set, remove };
}

/**
 * Security headers on every reply, HTML and API alike (an onRequest hook of the root, so it runs
 * for 404s and refusals too). The header set is helmet's, computed once at start (issue 13:
 * @fastify/helmet built a new helmet middleware, CSP parsing included, on every request).
 * HSTS goes out only when the request came over TLS (directly or per X-Forwarded-Proto through a
 * trusted proxy): announcing it over plain HTTP on a shop's LAN would lock browsers out.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { set, remove } = securityHeaderSet(helmetOptions(app.appConfig.corsOrigins.length > 0));
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const name of remove) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
