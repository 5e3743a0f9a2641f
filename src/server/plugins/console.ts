import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { consolePages } from './consolePage';

/**
 * Serves the built console from dist/ and answers every other GET outside /api with index.html, so
 * deep links (/app/purchases-grn/supplier/12) load the app. API paths keep their JSON 404.
 */
export async function installConsole(app: FastifyInstance): Promise<void> {
  const dir = app.appConfig.staticDir;
  const built = existsSync(`${dir}/index.html`);
  const pageFor = built ? consolePages(dir) : null;
  // The HTML (never cached): index.html with what the path asked for needs first (./consolePage.ts).
  const sendApp = (reply: FastifyReply, path: string) => reply.type('text/html').header('cache-control', 'no-cache').send(pageFor!(path));
  if (built) {
    // As a CDN would: hashed files under /assets never change (a year, immutable); everything else,
    // above all index.html, is revalidated on every visit so a new build shows at once.
    // preCompressed: the build's .br/.gz twins (src/tools/vitePrecompress.ts) go out as they are.
    await app.register(fastifyStatic, {
      root: dir, wildcard: true, index: false, preCompressed: true, cacheControl: false,
      setHeaders: (res, path) => { res.header('cache-control', cacheControlOf(path.slice(dir.length))); },
    });
    // The folder itself is not a file: the root answers with the app, which routes on to /app/.
    app.get('/', (_request, reply) => sendApp(reply, '/'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (path.startsWith('/api/') || path.startsWith('/socket.io') || (request.method !== 'GET' && request.method !== 'HEAD') || isFile) {
      return reply.status(404).send({ success: false, message: `No such call: ${request.method} ${path}`, error: 'NOT_FOUND' });
    }
    if (!built) return reply.status(503).type('text/plain').send('The console is not built yet: run `npm run build` (npm start does it).');
    return sendApp(reply, path);
  });
}

/** Hashed build output (Vite names it `/assets/<name>-<hash>.<ext>`) is immutable; the rest is not. */
export const cacheControlOf = (path: string): string =>
  (/^\/?assets\//.test(path.replace(/\\/g, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache');
