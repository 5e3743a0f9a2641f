import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseOrderRef } from '../orders/scope';
import { body, query, INT_ID, ORDER_REF } from '../orders/schemas';
import { lifecycleActor } from './actor';
import { PAYMENT_MODES, TripService, type TripPayment } from './service';

const amount = { type: 'number', minimum: 0, maximum: 9999999999 };
const mode = { type: 'string', enum: [...PAYMENT_MODES] };

/** Rider toolkit: own runs, and the trip actions on an order (spec 7 Trip and preparation). */
export default async function tripRoutes(app: FastifyInstance) {
  const trips = new TripService(app);
  const tags = ['Rider toolkit'];
  const actor = (request: FastifyRequest) => lifecycleActor(app, request) as ReturnType<typeof lifecycleActor> & { kind: 'agent' };
  const orderIdOf = (request: FastifyRequest) => parseOrderRef((request.body as { orderId: unknown }).orderId, 'body.orderId');
  const rider = { ability: 'rider.toolkit' };

  // agentId is accepted for the spec's shape; a rider only ever sees their own runs.
  app.get('/api/v1/orders/admin/get-rider-dispatch-runs', { config: rider, schema: { tags, querystring: query({ agentId: INT_ID }) } },
    async (request) => ({ items: await trips.riderRuns(request.agent.id) }));
  app.get('/api/v1/orders/admin/get-rider-processing-info', { config: rider, schema: { tags, querystring: query({ agentId: INT_ID }) } },
    async (request) => trips.processingInfo(request.agent.id));

  const orderBody = body({ orderId: ORDER_REF, message: { type: ['string', 'null'], maxLength: 500 } }, ['orderId']);
  const simple = (url: string, action: Parameters<TripService['act']>[2]) =>
    app.post(url, { config: rider, schema: { tags, body: orderBody } },
      async (request) => trips.act(actor(request), orderIdOf(request), action, (request.body as { message?: string | null }).message));
  simple('/api/v1/chats/delivery-start', 'deliveryStart');
  simple('/api/v1/chats/reset-trip', 'resetTrip');
  simple('/api/v1/chats/cancel-trip', 'cancelTrip');
  // RxDesk additions (docs/api-additions.md): spec 4 names delivered and failed trip; the spec lists no call for them.
  simple('/api/v1/chats/delivered', 'deliver');
  simple('/api/v1/chats/failed-trip', 'failTrip');

  app.post('/api/v1/chats/arrived', {
    config: rider,
    schema: {
      tags, body: body({
        orderId: ORDER_REF, mode1Type: mode, mode1Amount: amount,
        mode2Type: { anyOf: [mode, { type: 'null' }, { type: 'string', maxLength: 0 }] }, mode2Amount: { anyOf: [amount, { type: 'null' }] },
      }, ['orderId', 'mode1Type', 'mode1Amount']),
    },
  }, async (request) => {
    const b = request.body as TripPayment & { orderId: unknown };
    const p: TripPayment = { mode1Type: b.mode1Type, mode1Amount: b.mode1Amount, mode2Type: b.mode2Type || null, mode2Amount: b.mode2Amount ?? null };
    return trips.arrived(actor(request), orderIdOf(request), p);
  });
}
