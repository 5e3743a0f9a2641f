import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built console from dist/ and answers every other GET outside /api with index.html, so
 * deep links (/app/purchases-grn/supplier/12) load the app. API paths keep their JSON 404.
 */
export async function installConsole(app: FastifyInstance): Promise<void> {
  const dir = app.appConfig.staticDir;
  const built = existsSync(`${dir}/index.html`);
  if (built) {
    await app.register(fastifyStatic, { root: dir, wildcard: true, index: false });
    // The folder itself is not a file: the root answers with the app, which routes on to /app/.
    app.get('/', (_request, reply) => reply.type('text/html').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (path.startsWith('/api/') || path.startsWith('/socket.io') || request.method !== 'GET' || isFile) {
      return reply.status(404).send({ success: false, message: `No such call: ${request.method} ${path}`, error: 'NOT_FOUND' });
    }
    if (!built) return reply.status(503).type('text/plain').send('The console is not built yet: run `npm run build` (npm start does it).');
    return reply.type('text/html').sendFile('index.html');
  });
}
