import type { FastifyInstance } from 'fastify';
import { UnauthenticatedError } from '../../errors';
import { agentSessionState } from './queries';

/**
 * An access token is not trusted on its signature alone: each signed-in request asks whether its
 * agent is still active and whether their sign-ins were ended since the token was issued (the session generation). So
 * deactivating an agent, or resetting their password (which also revoke their refresh tokens),
 * refuses them on their very next request, in every API process. Runs after the access gate has
 * read the token (hooks run in the order they were added; the gate's comes before any module).
 */
export default async function sessionGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const agent = request.agent as typeof request.agent | null;
    if (!agent || !request.routeOptions.url?.startsWith('/api/v1/')) return;
    const state = await agentSessionState(app.db, agent.id);
    if (!state || state.status !== 'active') {
      throw new UnauthenticatedError('This account is inactive. Ask an administrator to reactivate it.', 'ACCOUNT_INACTIVE');
    }
    // Tokens from before the generation was kept (or signed by tools) carry none: generation 0.
    if (agent.generation < state.generation) throw new UnauthenticatedError('Your session has ended. Please sign in again.', 'SESSION_ENDED');
  });
}
// Not encapsulated: the hook must reach every module's routes, not only this plugin's own.
(sessionGuard as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
