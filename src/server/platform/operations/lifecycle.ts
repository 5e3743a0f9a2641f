import type { FastifyInstance } from 'fastify';

/** A streamed download in progress; `cut` stops it at its next row boundary (see download.ts). */
export interface RunningDownload { cut(flushUntil: number): void }

/** What a stopping process needs to know about itself (decorated as `app.lifecycle`). */
export interface Lifecycle {
  /** True from SIGTERM on: /readyz answers 503 so a load balancer sends nothing new. */
  draining: boolean;
  downloads: Set<RunningDownload>;
  /** Work to do first when draining starts (realtime: tell the sockets and drop them). */
  onDrain(step: () => Promise<void>): void;
  drainSteps: Array<() => Promise<void>>;
}

export function installLifecycle(app: FastifyInstance): void {
  const lifecycle: Lifecycle = { draining: false, downloads: new Set(), drainSteps: [], onDrain: (step) => { lifecycle.drainSteps.push(step); } };
  app.decorate('lifecycle', lifecycle);
}

/**
 * SIGTERM: stop taking work, let the work in hand finish, then close. Within `graceMs`:
 *  - at once: /readyz answers 503; the listening socket closes (no new connections); a request
 *    arriving on a kept-alive connection gets Fastify's 503 with `Connection: close` (it ran
 *    nothing, so a client or proxy may send it elsewhere); realtime clients are told and their
 *    connections closed, so socket.io reconnects them to another process;
 *  - requests in flight run to the end (each writes in one transaction: whole or not at all);
 *  - a download still streaming at 60 % of the bound is cut after its last whole row: its
 *    read-only transaction rolls back, the rows already written are flushed (until 85 %), then
 *    the connection is dropped without the final chunk, so the client sees a failed download,
 *    never a short file that looks whole;
 *  - the caller force-exits at 100 % if anything still hangs.
 * Resolves when the server has closed (every connection ended and onClose hooks ran).
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<void> {
  app.lifecycle.draining = true;
  const started = Date.now();
  const cutTimer = setTimeout(() => {
    const flushUntil = started + graceMs * 0.85;
    for (const d of app.lifecycle.downloads) d.cut(flushUntil);
  }, graceMs * 0.6);
  cutTimer.unref();
  // server.close() ends the connections idle at that moment; one whose response finishes later
  // (a download, a slow request) would otherwise wait out its keep-alive timeout.
  const idleTimer = setInterval(() => app.server.closeIdleConnections(), 100);
  idleTimer.unref();
  try {
    await Promise.all(app.lifecycle.drainSteps.map((step) => step().catch((e) => app.log.error(e, 'drain step failed'))));
    await app.close();
  } finally {
    clearTimeout(cutTimer);
    clearInterval(idleTimer);
  }
}
