import type { FastifyInstance } from 'fastify';
import { UnauthenticatedError } from '../../errors';
import { agentSessionState } from './queries';
import { SessionCache, type SessionState } from './sessionCache';
import type { SignedInAgent } from '../../plugins/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session state of agents, kept in memory on PostgreSQL (sessionCache.ts). */
    sessionCache: SessionCache;
  }
}

/** Requests that may change data: their reply drops every kept session state before it leaves. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An access token is not trusted on its signature alone: each signed-in request asks whether its
 * agent is still active and whether their sign-ins were ended since the token was issued (the session generation). So
 * deactivating an agent, or resetting their password (which also revoke their refresh tokens),
 * refuses them on their very next request, in every API process. Runs after the access gate has
 * read the token (hooks run in the order they were added; the gate's comes before any module).
 * The state comes from SessionCache: on PostgreSQL a copy kept in memory and dropped on every
 * change (LISTEN/NOTIFY, migration 0022) and on every write served here; otherwise a read.
 */
export default async function sessionGuard(app: FastifyInstance) {
  const cache = new SessionCache((id) => agentSessionState(app.db, id), app.appConfig.databaseUrl, { error: (m) => app.log.error(m) });
  app.decorate('sessionCache', cache);
  app.addHook('onReady', async () => { await cache.start(); });
  app.addHook('onClose', async () => { await cache.close(); });

  // Answered without a promise when the state is kept (most requests); otherwise after the read.
  app.addHook('onRequest', (request, _reply, done) => {
    const agent = request.agent as typeof request.agent | null;
    if (!agent || !request.routeOptions.url?.startsWith('/api/v1/')) return done();
    const kept = cache.kept(agent.id);
    if (kept) return done(refusal(agent, kept));
    cache.state(agent.id).then((state) => done(refusal(agent, state)), done);
  });

  // A write served here (deactivation, password reset, …) has committed before its reply is sent:
  // dropping the copies now means the next request reads, whatever the notification's timing.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method) && cache.active) cache.clear();
    done(null, payload);
  });
}

/** Why the agent's token no longer opens anything, or undefined while their session is alive. */
function refusal(agent: SignedInAgent, state: SessionState | undefined): UnauthenticatedError | undefined {
  if (!state || state.status !== 'active') {
    return new UnauthenticatedError('This account is inactive. Ask an administrator to reactivate it.', 'ACCOUNT_INACTIVE');
  }
  // Tokens from before the generation was kept (or signed by tools) carry none: generation 0.
  if (agent.generation < state.generation) return new UnauthenticatedError('Your session has ended. Please sign in again.', 'SESSION_ENDED');
  return undefined;
}

// Not encapsulated: the hook must reach every module's routes, not only this plugin's own.
(sessionGuard as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
