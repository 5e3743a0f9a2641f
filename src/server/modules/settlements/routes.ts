import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit';
import { parseOrderRef } from '../orders/scope';
import { body, query, INT_ID, ORDER_REF, PAGE_PROPS } from '../orders/schemas';
import { parseStatuses } from '../preparation/routes';
import { scopeOf } from '../trips/actor';
import { SettlementService, type SettlementFilter } from './service';
import { FILTER_DAY } from '../../../shared/forms/requestFields';
import { listDayRangeFields } from '../../platform/dayRange';
import declared from '../../../../resources/settlements';

/** Manage settlements and the collection figures (spec 7 Orders: settlements, collection). */
export default async function settlementRoutes(app: FastifyInstance) {
  const settlements = new SettlementService(app);
  const tags = ['Settlements'];

  app.get('/api/v1/orders/admin/get-invoice-settlements-data', {
    config: { ability: 'finance.settlements' },
    schema: {
      tags, querystring: query({
        ...listDayRangeFields(declared), deliveryDate: FILTER_DAY, orderStatus: { type: 'string', pattern: '^(15|21)(,(15|21))?$' },
        settlementStatus: { type: 'string', enum: ['settled', 'unsettled', 'all'] }, deliveryAgent: INT_ID, dispatchSlot: INT_ID, ...PAGE_PROPS,
      }),
    },
  }, async (request) => {
    const qs = request.query as Omit<SettlementFilter, 'orderStatus'> & { orderStatus?: string };
    return settlements.data({ ...qs, orderStatus: parseStatuses(qs.orderStatus), location: scopeOf(app, request) });
  });

  app.post('/api/v1/orders/admin/process-settlements', {
    config: { ability: 'finance.settlements' },
    schema: { tags, body: body({ orderIds: { type: 'array', items: ORDER_REF, minItems: 1, maxItems: 1000 }, note: app.registry.get('settlement').properties.note }, ['orderIds']) },
  }, async (request) => {
    const b = request.body as { orderIds: unknown[]; note?: string | null };
    const ids = b.orderIds.map((id, i) => parseOrderRef(id, `body.orderIds[${i}]`));
    return settlements.process({ ...actorOf(request), agentId: request.agent.id }, ids, b.note?.trim() || null);
  });

}
