import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer an intake route acts for (set by the customer key check). */
    customerId?: number;
  }
}

/**
 * Customer credentials for the intake API: an API key per customer, `rxc_<customerId>_<mac>`,
 * where mac = HMAC-SHA256(server secret, "rxdesk-customer-key:v1:<customerId>"). Nothing is stored;
 * the key is shown once at registration. It is not a JWT, so a staff route never accepts it, and a
 * staff token is never accepted here. Changing JWT_SECRET revokes every customer key at once.
 */
const macOf = (secret: string, customerId: number) =>
  createHmac('sha256', secret).update(`rxdesk-customer-key:v1:${customerId}`).digest('base64url');

export const customerKey = (secret: string, customerId: number): string => `rxc_${customerId}_${macOf(secret, customerId)}`;

export function verifyCustomerKey(secret: string, key: string): number | null {
  const m = /^rxc_(\d{1,10})_([A-Za-z0-9_-]{43})$/.exec(key);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return null;
  const expected = Buffer.from(macOf(secret, id));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
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
    const id = verifyCustomerKey(app.appConfig.jwtSecret, keyOf(request));
    if (!id) throw new UnauthenticatedError('Please sign in with your customer key (Authorization: Bearer rxc_…)');
    request.customerId = id;
  });
}

/** The signed-in customer; a route reached without the check above still refuses. */
export function customerIdOf(request: FastifyRequest): number {
  if (!request.customerId) throw new UnauthenticatedError('Please sign in with your customer key');
  return request.customerId;
}
