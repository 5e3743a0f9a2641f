import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseOrderRef } from '../orders/scope';
import { FILTER_DAY, LIST_SEARCH } from '../../../shared/forms/requestFields';
import { body, query, INT_ID, ORDER_ID_QUERY, ORDER_REF, PAGE_PROPS } from '../orders/schemas';
import { lifecycleActor, scopeOf } from '../trips/actor';
import { sendDocument } from '../../platform/documents';
import { PreparationService } from './service';
import { pickListDocument } from './pickListDocument';

const statusList = { type: 'string', pattern: '^[0-9]{1,2}(,[0-9]{1,2})*$' };
export const parseStatuses = (s: string | undefined): number[] | undefined => (s ? s.split(',').map(Number) : undefined);

/** Dispensing (spec 7 Orders: preparation; Trip and preparation: start/end pharmacy preparation). */
export default async function preparationRoutes(app: FastifyInstance) {
  const prep = new PreparationService(app);
  const tags = ['Preparation'];
  const scope = (request: FastifyRequest) => scopeOf(app, request);
  const orderIdOf = (request: FastifyRequest, from: 'query' | 'body') => parseOrderRef((request[from] as { orderId: unknown }).orderId, `${from === 'query' ? 'querystring' : 'body'}.orderId`);

  app.get('/api/v1/orders/preparation-orders-counts', {
    config: { ability: 'preparation.pick_list' }, schema: { tags, querystring: query({ agentId: INT_ID }) },
  }, async (request) => prep.counts(scope(request), (request.query as { agentId?: number }).agentId));

  app.get('/api/v1/orders/admin/get-preparation-orders', {
    config: { ability: 'preparation.pick_list' },
    schema: { tags, querystring: query({ keyWord: LIST_SEARCH, startDate: FILTER_DAY, endDate: FILTER_DAY, deliverySlot: INT_ID, location: INT_ID, statusArray: statusList, agentId: INT_ID, ...PAGE_PROPS }) },
  }, async (request) => {
    const qs = request.query as { keyWord?: string; startDate?: string; endDate?: string; deliverySlot?: number; location?: number; statusArray?: string; agentId?: number; skip: number; limit: number };
    return prep.queue({ ...qs, statusArray: parseStatuses(qs.statusArray), location: scope(request) ?? qs.location ?? null });
  });

  app.get('/api/v1/orders/admin/get-preparation-order-summary', {
    config: { ability: 'preparation.pick_list' }, schema: { tags, querystring: ORDER_ID_QUERY },
  }, async (request) => prep.summary(orderIdOf(request, 'query'), scope(request)));

  const orderBody = body({ orderId: ORDER_REF }, ['orderId']);
  app.post('/api/v1/chats/start-pharmacy-preparation', { config: { ability: 'preparation.process' }, schema: { tags, body: orderBody } },
    async (request) => prep.start(lifecycleActor(app, request), orderIdOf(request, 'body'), scope(request)));
  app.post('/api/v1/chats/end-pharmacy-preparation', { config: { ability: 'preparation.process' }, schema: { tags, body: orderBody } },
    async (request) => prep.end(lifecycleActor(app, request), orderIdOf(request, 'body'), scope(request)));

  // RxDesk addition (docs/api-additions.md): the pick list as a PDF (platform document service).
  app.get('/api/v1/orders/admin/pick-list-pdf', { config: { ability: 'preparation.pick_list' }, schema: { tags, querystring: ORDER_ID_QUERY } },
    async (request, reply) => sendDocument(reply, app.db, await pickListDocument(app.db, orderIdOf(request, 'query'), scope(request))));
}
