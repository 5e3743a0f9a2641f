import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors';
import { OrderDetailService } from './detailService';
import { OrderActionService, type CancelValues, type ConfirmValues } from './actionService';
import { OrderListService, FIND_ORDERS_TYPES, type FindOrdersType, type ListQuery } from './listService';
import { locationScope, parseOrderRef, parseRef } from './scope';
import { body, query, ORDER_ID_QUERY, ORDER_REF, PAGE_PROPS, SORT_PROPS, CURSOR_PROPS } from './schemas';
import { orderSummaryDocument } from './summaryDocument';
import { LIST_PAGE_REPLY } from './replySchemas';
import { sendDocument } from '../../platform/documents';
import { ORDER_ACTION_TEXT } from '../../../shared/forms/requestFields';

/** Order detail modal, order actions and find orders (spec 7 Orders, under /orders/admin unless noted). */
export default async function orderRoutes(app: FastifyInstance) {
  const details = new OrderDetailService(app.db);
  const actions = new OrderActionService(app);
  // Searches (find-orders) read from the replica when there is one.
  const searches = new OrderListService(app.readDb);
  const tags = ['Orders'];
  const scope = (request: FastifyRequest) => locationScope(app, request);
  const orderIdOf = (request: FastifyRequest) => parseOrderRef((request.query as { orderId: unknown }).orderId, 'querystring.orderId');
  const staff = (request: FastifyRequest) => ({ id: request.agent.id, role: request.agent.role, locationId: request.agent.locationId, scope: scope(request), request });
  const view = { ability: 'orders.view_details' };

  const detail = (url: string, read: (orderId: number, scope: number | null) => Promise<unknown>) =>
    app.get(url, { config: view, schema: { tags, querystring: ORDER_ID_QUERY } }, async (request) => read(orderIdOf(request), scope(request)));

  detail('/api/v1/orders/admin/order-hierachy', (id, s) => details.hierarchy(id, s));
  detail('/api/v1/orders/processing-information', (id, s) => details.processingInformation(id, s));
  detail('/api/v1/orders/admin/get-order-updated-details', (id, s) => details.summary(id, s));
  detail('/api/v1/orders/admin/order-roadmap', (id, s) => details.roadmap(id, s));
  detail('/api/v1/orders/admin/get-order-payment-data', (id, s) => details.paymentData(id, s));
  detail('/api/v1/orders/admin/get-all-order-logs', (id, s) => details.logs(id, s));

  // RxDesk addition (docs/api-additions.md): the order summary as a PDF (document service, docs/adding-a-document.md).
  app.get('/api/v1/orders/admin/order-summary-pdf', { config: view, schema: { tags, querystring: ORDER_ID_QUERY } },
    async (request, reply) => sendDocument(reply, app.db, await orderSummaryDocument(app.db, orderIdOf(request), scope(request))));

  // RxDesk addition (docs/api-additions.md): the customer's other orders, for the detail modal.
  app.get('/api/v1/orders/admin/past-orders', {
    config: { ability: ['orders.view_details', 'customers.profile'] },
    schema: { tags, querystring: query({ orderId: ORDER_REF, customerId: ORDER_REF, ...PAGE_PROPS, ...SORT_PROPS }) },
  }, async (request) => {
    const qs = request.query as ListQuery & { orderId?: unknown; customerId?: unknown };
    if (qs.orderId === undefined && qs.customerId === undefined) throw new ValidationError([{ field: 'querystring.orderId', message: 'or customerId is required' }]);
    const ref = qs.orderId !== undefined ? { orderId: parseOrderRef(qs.orderId, 'querystring.orderId') } : { customerId: parseRef(qs.customerId, 'HNCX', 'querystring.customerId') };
    return details.pastOrders(ref, scope(request), qs);
  });

  const reason = ORDER_ACTION_TEXT;
  app.post('/api/v1/orders/admin/cancel-order', {
    config: { ability: ['orders.cancel', 'orders.cancel_invoiced'] },
    schema: { tags, body: body({ orderId: ORDER_REF, formValues: body({ reason, cancellationReason: reason, cancelReason: reason, note: reason }) }, ['orderId']) },
  }, async (request) => {
    const b = request.body as { orderId: unknown; formValues?: CancelValues };
    return actions.cancel(staff(request), parseOrderRef(b.orderId), b.formValues ?? {});
  });

  app.post('/api/v1/orders/admin/complete-order', {
    config: { ability: 'orders.complete' },
    schema: { tags, body: body({ orderId: ORDER_REF, formValues: body({ note: reason }) }, ['orderId']) },
  }, async (request) => {
    const b = request.body as { orderId: unknown; formValues?: { note?: string } };
    return actions.complete(staff(request), parseOrderRef(b.orderId), b.formValues ?? {});
  });

  app.post('/api/v1/orders/admin/confirm-quotation-by-agent', {
    config: { ability: 'orders.confirm' },
    schema: {
      tags, body: body({
        orderId: ORDER_REF, paymentMethod: { type: 'string', enum: ['cash', 'card', 'online', 'cashless'] },
        deliveryDate: { type: 'string', format: 'date', 'x-date-range': 'today-or-later', 'x-label': 'Delivery date' }, deliverySlot: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 }, note: reason,
      }, ['orderId', 'paymentMethod', 'deliveryDate']),
    },
  }, async (request) => {
    const b = request.body as ConfirmValues & { orderId: unknown };
    return actions.confirmQuotation(staff(request), parseOrderRef(b.orderId), b);
  });

  app.get('/api/v1/orders/admin/find-orders', {
    config: { ability: 'find.orders' },
    schema: {
      tags, querystring: query({ searchType: { type: 'string', enum: FIND_ORDERS_TYPES }, searchKey: { type: 'string', minLength: 1, maxLength: 100, 'x-label': 'Search for' }, ...PAGE_PROPS, ...CURSOR_PROPS, ...SORT_PROPS },
        ['searchType', 'searchKey']),
      response: LIST_PAGE_REPLY,
    },
  }, async (request) => {
    const qs = request.query as ListQuery & { searchType: FindOrdersType; searchKey: string };
    return searches.find(scope(request), qs.searchType, qs.searchKey, { ...qs, limit: qs.limit ?? 10 });
  });
}
