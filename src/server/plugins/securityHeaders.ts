import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

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

/**
 * Security headers on every reply, HTML and API alike (helmet's onRequest hook runs for 404s too).
 * HSTS goes out only when the request came over TLS (directly or per X-Forwarded-Proto through a
 * trusted proxy): announcing it over plain HTTP on a shop's LAN would lock browsers out.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const crossOrigin = app.appConfig.corsOrigins.length > 0;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A console served from another origin (CORS_ORIGINS) still shows attachments and images.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
