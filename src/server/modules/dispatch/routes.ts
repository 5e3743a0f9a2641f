import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../../shared/permissions/model';
import { ValidationError } from '../../errors';
import { FILTER_DAY, LIST_SEARCH } from '../../../shared/forms/requestFields';
import { parseOrderRef, parseRef } from '../orders/scope';
import { body, query, INT_ID, ORDER_REF, PAGE_PROPS } from '../orders/schemas';
import { lifecycleActor, scopeOf } from '../trips/actor';
import { parseStatuses } from '../preparation/routes';
import { DispatchService, LIST_STATUSES, type BucketType, type BucketValues } from './service';
import * as q from './queries';
import { sendDocument } from '../../platform/documents';
import { runSheetDocument } from './runSheetDocument';
import { runTotals } from './runTotals';

const DISPATCH_REF = { anyOf: [INT_ID, { type: 'string', minLength: 1, maxLength: 20 }] };
const RUN_QUERY = query({ dispatchId: DISPATCH_REF, ...PAGE_PROPS }, ['dispatchId']);
const ORDER_TYPES: Record<string, BucketType> = {
  assign: 'assign', 'assign-dispatch': 'assign', reassign: 'reassign', 're-assign-rider': 'reassign', 'reassign-rider': 'reassign',
  returned: 'returned', 'returned-orders': 'returned',
};
const RUN_STATUSES: Record<string, string[]> = {
  pending: ['pending'], ongoing: ['ongoing'], completed: ['completed'], cancelled: ['cancelled'], pending_ongoing: ['pending', 'ongoing'], all: ['pending', 'ongoing', 'completed'],
};
export const parseDispatchRef = (v: unknown, field = 'dispatchId') => parseRef(v, 'HNDR', field);

/** Logistics planner: prepared orders, dispatch buckets (runs), their details, start and end (spec 7 Orders). */
export default async function dispatchRoutes(app: FastifyInstance) {
  const dispatch = new DispatchService(app);
  const tags = ['Logistics'];
  const planner = (request: FastifyRequest) => {
    const abilities = request.agent.role ? app.permissions.abilitiesOf(request.agent.role) : {};
    return can(abilities, 'logistics.view') || can(abilities, 'logistics.dispatch_runs');
  };
  /** A rider (no planner grant) reads only their own runs. */
  const riderOnly = (request: FastifyRequest) => (planner(request) ? null : request.agent.id);
  const agentActor = (request: FastifyRequest) => lifecycleActor(app, request) as ReturnType<typeof lifecycleActor> & { kind: 'agent' };

  app.get('/api/v1/orders/admin/get-prepared-orders', {
    config: { ability: ['logistics.view', 'logistics.returns'] },
    schema: {
      tags, querystring: query({
        deliveryDate: FILTER_DAY, deliveryEndDate: FILTER_DAY, deliveryCity: INT_ID, deliverySlot: INT_ID, searchTerm: LIST_SEARCH,
        statusArray: { type: 'string', pattern: '^[0-9]{1,2}(,[0-9]{1,2})*$' }, pharmacyLocation: INT_ID, orderType: { type: 'string', enum: Object.keys(ORDER_TYPES) }, ...PAGE_PROPS,
      }),
    },
  }, async (request) => {
    const qs = request.query as { deliveryDate?: string; deliveryEndDate?: string; deliveryCity?: number; deliverySlot?: number; searchTerm?: string; statusArray?: string; pharmacyLocation?: number; orderType?: string; skip: number; limit: number };
    const allowed = [...LIST_STATUSES.assign, ...LIST_STATUSES.reassign, ...LIST_STATUSES.returned];
    const asked = parseStatuses(qs.statusArray)?.filter((s) => allowed.includes(s));
    const statuses = asked?.length ? asked : LIST_STATUSES[ORDER_TYPES[qs.orderType ?? 'assign']];
    return q.preparedOrders(app.db, { ...qs, statuses, location: scopeOf(app, request) ?? qs.pharmacyLocation ?? null });
  });

  app.post('/api/v1/orders/admin/set-dispatch-bucket', {
    config: { ability: ['logistics.assign_dispatch', 'logistics.reassign_rider', 'logistics.reassign_returned'] },
    schema: {
      tags, body: body({
        orderIds: { type: 'array', items: ORDER_REF, minItems: 1, maxItems: 200 },
        formValues: body({
          riderId: INT_ID, deliveryAgent: INT_ID, agentId: INT_ID, deliveryDate: app.registry.get('dispatchRun').properties.deliveryDate, deliverySlot: { anyOf: [INT_ID, { type: 'null' }] },
          vehicleNumber: app.registry.get('dispatchRun').properties.vehicleNumber, note: app.registry.get('dispatchRun').properties.note,
        }, ['deliveryDate']),
        orderType: { type: 'string', enum: Object.keys(ORDER_TYPES) },
      }, ['orderIds', 'formValues']),
    },
  }, async (request) => {
    const b = request.body as { orderIds: unknown[]; formValues: Partial<BucketValues> & { deliveryAgent?: number; agentId?: number; deliveryDate: string }; orderType?: string };
    const riderId = b.formValues.riderId ?? b.formValues.deliveryAgent ?? b.formValues.agentId;
    if (!riderId) throw new ValidationError([{ field: 'formValues.riderId', message: 'Rider is required' }]);
    const type = ORDER_TYPES[b.orderType ?? 'assign'];
    const ability = { assign: 'logistics.assign_dispatch', reassign: 'logistics.reassign_rider', returned: 'logistics.reassign_returned' }[type];
    if (!can(app.permissions.abilitiesOf(request.agent.role ?? ''), ability)) throw new ValidationError([{ field: 'orderType', message: `needs ${ability}` }]);
    const ids = b.orderIds.map((id, i) => parseOrderRef(id, `body.orderIds[${i}]`));
    return dispatch.setBucket(agentActor(request), ids, type, { ...b.formValues, riderId } as BucketValues, request.agent.locationId);
  });

  app.get('/api/v1/orders/admin/get-ongoing-and-pending-dispach-buckets', {
    config: { ability: ['logistics.dispatch_runs', 'logistics.view'] },
    schema: { tags, querystring: query({ dispatchStatus: { type: 'string', enum: Object.keys(RUN_STATUSES) }, searchKey: LIST_SEARCH, agentId: INT_ID, ...PAGE_PROPS }) },
  }, async (request) => {
    const qs = request.query as { dispatchStatus?: string; searchKey?: string; agentId?: number; skip: number; limit: number };
    return q.runs(app.db, { ...qs, statuses: RUN_STATUSES[qs.dispatchStatus ?? 'pending_ongoing'], location: scopeOf(app, request) });
  });

  const runReaders = ['logistics.view', 'logistics.dispatch_runs', 'rider.toolkit'];
  app.get('/api/v1/orders/admin/get-dispatch-related-orders', { config: { ability: runReaders }, schema: { tags, querystring: RUN_QUERY } }, async (request) => {
    const qs = request.query as { dispatchId: unknown; skip: number; limit: number };
    const id = parseDispatchRef(qs.dispatchId, 'querystring.dispatchId');
    const run = await dispatch.visibleRun(id, riderOnly(request));
    const items = await q.runOrders(app.db, id);
    // The run with its totals (the console's dispatch run page); its orders in full for the rider toolkit.
    return { run, ...runTotals(items), items };
  });
  app.get('/api/v1/orders/admin/dispatch-summary', { config: { ability: runReaders }, schema: { tags, querystring: RUN_QUERY } }, async (request) => {
    const qs = request.query as { dispatchId: unknown; skip: number; limit: number };
    return dispatch.summary(parseDispatchRef(qs.dispatchId, 'querystring.dispatchId'), riderOnly(request), qs.skip, qs.limit);
  });

  const runBody = body({ dispatchId: DISPATCH_REF }, ['dispatchId']);
  app.post('/api/v1/orders/admin/start-dispatch', { config: { ability: 'rider.toolkit' }, schema: { tags, body: runBody } },
    async (request) => dispatch.start(agentActor(request), parseDispatchRef((request.body as { dispatchId: unknown }).dispatchId, 'body.dispatchId')));
  app.post('/api/v1/orders/admin/end-dispatch', { config: { ability: ['rider.toolkit', 'logistics.dispatch_runs'] }, schema: { tags, body: runBody } },
    async (request) => dispatch.end(agentActor(request), parseDispatchRef((request.body as { dispatchId: unknown }).dispatchId, 'body.dispatchId'), planner(request)));

  // RxDesk addition (docs/api-additions.md): the dispatch run sheet as a PDF (platform document service).
  app.get('/api/v1/orders/admin/dispatch-run-sheet-pdf', { config: { ability: runReaders }, schema: { tags, querystring: query({ dispatchId: DISPATCH_REF }, ['dispatchId']) } },
    async (request, reply) => {
      const id = parseDispatchRef((request.query as { dispatchId: unknown }).dispatchId, 'querystring.dispatchId');
      await dispatch.visibleRun(id, riderOnly(request));
      return sendDocument(reply, app.db, await runSheetDocument(app.db, id, scopeOf(app, request)));
    });
}
