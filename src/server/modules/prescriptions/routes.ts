import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError } from '../../errors';
import type { ListQuery } from '../orders/listService';
import { locationScope, parseOrderRef, parseRef } from '../orders/scope';
import { query, ORDER_REF, PAGE_PROPS, SORT_PROPS } from '../orders/schemas';
import { parseFileId, sendFile } from '../../platform/files';
import { PrescriptionService, type PrescriptionRef } from './service';
import { attachmentVisible } from './queries';

/** Prescriptions behind orders and customers (spec 7 Prescriptions and patients). */
export default async function prescriptionRoutes(app: FastifyInstance) {
  const prescriptions = new PrescriptionService(app.db);
  const tags = ['Prescriptions'];
  const scope = (request: FastifyRequest) => locationScope(app, request);
  const ability = { ability: ['orders.view_details', 'customers.profile'] };
  const refQuery = query({ prescriptionId: ORDER_REF, orderId: ORDER_REF, ...PAGE_PROPS, ...SORT_PROPS });

  /** ?prescriptionId (HNRX… or number) or ?orderId. */
  const refOf = (request: FastifyRequest): PrescriptionRef => {
    const qs = request.query as { prescriptionId?: unknown; orderId?: unknown };
    if (qs.prescriptionId !== undefined) return { prescriptionId: parseRef(qs.prescriptionId, 'HNRX', 'querystring.prescriptionId') };
    if (qs.orderId !== undefined) return { orderId: parseOrderRef(qs.orderId, 'querystring.orderId') };
    throw new ValidationError([{ field: 'querystring.prescriptionId', message: 'or orderId is required' }]);
  };

  app.get('/api/v1/prescriptions/admin/get-prescription-details', { config: ability, schema: { tags, querystring: refQuery } }, async (request) => {
    const ref = refOf(request);
    return ref.prescriptionId ? prescriptions.details(ref.prescriptionId, scope(request)) : prescriptions.ofOrder(ref.orderId!, scope(request));
  });

  app.get('/api/v1/prescriptions/get-prescription-details-using-order-id', {
    config: { ability: 'orders.view_details' }, schema: { tags, querystring: query({ orderId: ORDER_REF }, ['orderId']) },
  }, async (request) => prescriptions.ofOrder(parseOrderRef((request.query as { orderId: unknown }).orderId, 'querystring.orderId'), scope(request)));

  app.get('/api/v1/prescriptions/admin/prescription-orders-summary', { config: ability, schema: { tags, querystring: refQuery } },
    async (request) => prescriptions.ordersSummary(refOf(request), scope(request), request.query as ListQuery));

  app.get('/api/v1/prescriptions/admin/prescription-order-tree-data', { config: ability, schema: { tags, querystring: refQuery } },
    async (request) => prescriptions.orderTree(refOf(request), scope(request)));

  app.get('/api/v1/prescriptions/admin/prescriptions', {
    config: { ability: ['customers.profile', 'orders.view_details'] },
    schema: { tags, querystring: query({ customerId: ORDER_REF, ...PAGE_PROPS }, ['customerId']) },
  }, async (request) => {
    const qs = request.query as { customerId: unknown; skip?: number; limit?: number };
    return prescriptions.customerPrescriptions(parseRef(qs.customerId, 'HNCX', 'querystring.customerId'), scope(request), qs.skip ?? 0, qs.limit ?? 10);
  });

  // RxDesk addition (docs/api-additions.md): a prescription image a customer uploaded, for signed-in staff only.
  app.get('/api/v1/prescriptions/admin/attachment/:id', {
    config: ability,
    schema: { tags, params: { type: 'object', properties: { id: { type: 'string', maxLength: 80 } }, required: ['id'], additionalProperties: false } },
  }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { ownerId } = parseFileId(id);
    if (ownerId > 2147483647 || !(await attachmentVisible(app.db, ownerId, `/api/v1/prescriptions/admin/attachment/${id}`, scope(request)))) throw new NotFoundError('File was not found');
    return sendFile(reply, app.db, id, 'prescriptions');
  });
}
