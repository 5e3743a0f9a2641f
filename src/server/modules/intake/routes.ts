import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readUpload } from '../../platform/files';
import { parseOrderRef } from '../orders/scope';
import { body, INT_ID, PAGE_PROPS, query } from '../orders/schemas';
import { customerIdOf, installCustomerAuth } from './customerAuth';
import { IntakeService } from './service';
import { take } from '../auth/throttle';
import { TooManyRequestsError } from '../../errors';
import { NO_QUERY } from '../../generic/listQuery';

/**
 * The customer-facing intake API under /api/v1/customer (RxDesk addition, docs/api-additions.md):
 * what the pharmacy's customer app calls, so orders and messages really arrive. Every route but
 * register needs the customer's key (`Authorization: Bearer rxc_…`), never a staff token.
 */
export default async function intakeRoutes(app: FastifyInstance) {
  installCustomerAuth(app);
  const intake = new IntakeService(app);
  const tags = ['Customer intake'];
  const me = { customer: true };
  const orderParam = { type: 'object', properties: { orderId: { type: 'string', maxLength: 20 } }, required: ['orderId'], additionalProperties: false };
  // Registration is open: at most 60 per address in 10 minutes, counted in the database (all processes).
  const registrations = { max: 60, windowSeconds: 600 };
  const orderOf = (request: FastifyRequest) => parseOrderRef((request.params as { orderId: string }).orderId, 'params.orderId');

  app.post('/api/v1/customer/register', {
    config: { public: true },
    schema: {
      tags, body: body({
        name: app.registry.get('customer').properties.name, contactNumber: { type: 'string', pattern: '^\\+?[0-9 ()-]{7,20}$' },
        email: { type: 'string', format: 'email', maxLength: 200 }, address: { type: 'string', maxLength: 500 }, cityId: INT_ID,
      }, ['name', 'contactNumber']),
    },
  }, async (request, reply) => {
    const taken = await take(app.db, 'registration', request.ip, registrations);
    if (!taken.allowed) throw new TooManyRequestsError(`Too many registrations from this address; try again in ${taken.retryAfterSeconds} s`, taken.retryAfterSeconds);
    reply.status(201);
    return intake.register(request.body as { name: string; contactNumber: string });
  });

  app.get('/api/v1/customer/me', { config: me, schema: { tags, querystring: NO_QUERY } }, async (request) => intake.me(customerIdOf(request)));

  app.get('/api/v1/customer/orders', { config: me, schema: { tags, querystring: query(PAGE_PROPS) } }, async (request) => {
    const qs = request.query as { skip?: number; limit?: number };
    return intake.orders(customerIdOf(request), qs.skip ?? 0, qs.limit ?? 10);
  });

  // multipart: prescription (file), patientId | patientFirstName + patientLastName + relationship, deliveryAddress, cityId, note.
  app.post('/api/v1/customer/orders', { config: me, schema: { tags, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const customerId = customerIdOf(request);
    const upload = await readUpload(request, 'prescription');
    reply.status(201);
    return intake.placeOrder(customerId, upload);
  });

  app.post('/api/v1/customer/orders/reorder', { config: me, schema: { tags, body: body({ orderId: { type: ['integer', 'string'] } }, ['orderId']) } },
    async (request, reply) => {
      reply.status(201);
      return intake.reorder(customerIdOf(request), parseOrderRef((request.body as { orderId: unknown }).orderId));
    });

  app.get('/api/v1/customer/orders/:orderId', { config: me, schema: { tags, params: orderParam } },
    async (request) => intake.orderDetail(customerIdOf(request), orderOf(request)));

  app.post('/api/v1/customer/orders/:orderId/messages', {
    config: me, schema: { tags, params: orderParam, body: body({ message: { type: 'string', minLength: 1, maxLength: 4000 } }, ['message']) },
  }, async (request, reply) => {
    reply.status(201);
    return intake.message(customerIdOf(request), orderOf(request), (request.body as { message: string }).message);
  });

  app.post('/api/v1/customer/orders/:orderId/accept-quotation', {
    config: me,
    schema: {
      tags, params: orderParam, body: body({
        paymentMethod: { type: 'string', enum: ['cash', 'card', 'online', 'cashless'] }, deliveryDate: { type: 'string', format: 'date' }, deliverySlot: INT_ID,
      }, ['paymentMethod']),
    },
  }, async (request) => intake.acceptQuotation(customerIdOf(request), orderOf(request), request.body as { paymentMethod: string }));

  app.post('/api/v1/customer/orders/:orderId/request-change', {
    config: me, schema: { tags, params: orderParam, body: body({ message: { type: 'string', minLength: 1, maxLength: 4000 } }, ['message']) },
  }, async (request) => intake.requestChange(customerIdOf(request), orderOf(request), (request.body as { message: string }).message));

  const optionalMessage = body({ message: { type: 'string', minLength: 1, maxLength: 4000 } });
  app.post('/api/v1/customer/orders/:orderId/request-new-quotation', { config: me, schema: { tags, params: orderParam, body: optionalMessage } },
    async (request) => intake.requestNewQuotation(customerIdOf(request), orderOf(request), (request.body as { message?: string } | undefined)?.message));

  app.post('/api/v1/customer/orders/:orderId/cashless-request-change', {
    config: me, schema: { tags, params: orderParam, body: body({ message: { type: 'string', minLength: 1, maxLength: 4000 } }, ['message']) },
  }, async (request) => intake.cashlessRequestChange(customerIdOf(request), orderOf(request), (request.body as { message: string }).message));

  app.post('/api/v1/customer/orders/:orderId/cashless-approve', {
    config: me, schema: { tags, params: orderParam, body: body({ deliveryDate: { type: 'string', format: 'date' }, deliverySlot: INT_ID }) },
  }, async (request) => intake.cashlessApprove(customerIdOf(request), orderOf(request), (request.body as { deliveryDate?: string; deliverySlot?: number } | undefined) ?? {}));

  app.post('/api/v1/customer/orders/:orderId/cancel', {
    config: me, schema: { tags, params: orderParam, body: body({ reason: { type: 'string', maxLength: 500 } }) },
  }, async (request) => intake.cancel(customerIdOf(request), orderOf(request), (request.body as { reason?: string } | undefined)?.reason));
}
