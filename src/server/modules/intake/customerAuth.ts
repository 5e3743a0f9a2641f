import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../../errors';
import { verifyKey } from './keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer an intake route acts for (set by the customer key check). */
    customerId?: number;
  }
}

const keyOf = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const apiKey = request.headers['x-api-key'];
  return typeof apiKey === 'string' ? apiKey.trim() : '';
};

/** Checks the customer key on every `customer: true` route of the plugin it is installed in. */
export function installCustomerAuth(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.customer) return;
    // Looked up on every request (keys.ts): a key staff revoked is refused at once, in every process.
    const id = await verifyKey(app.db, app.appConfig.jwtSecret, keyOf(request));
    if (!id) throw new UnauthenticatedError('Please sign in with your customer key (Authorization: Bearer rxc_…)');
    request.customerId = id;
  });
}

/** The signed-in customer; a route reached without the check above still refuses. */
export function customerIdOf(request: FastifyRequest): number {
  if (!request.customerId) throw new UnauthenticatedError('Please sign in with your customer key');
  return request.customerId;
}
