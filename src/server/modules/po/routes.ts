import type { FastifyInstance } from 'fastify';
import { PoService, type CreateLine, type HeadValues, type UpdateValues } from './service';
import type { PoListFilter } from './queries';
import * as s from './schemas';
import { sendDocument } from '../../platform/documents';
import { purchaseOrderDocument } from './poDocument';

/** Purchase orders (spec 7). Thin: PoService decides, the lifecycle moves status. */
export default async function poRoutes(app: FastifyInstance) {
  const requiredDate = app.registry.get('purchaseOrder').properties.requiredDate;
  const pos = new PoService(app.db, requiredDate['x-date-range']);
  const tags = ['Purchase orders'];
  const viewers = ['po.view', 'grn.view', 'grn.process'];
  const body = <T>(r: { body: unknown }) => r.body as T;

  app.post('/api/v1/po/create', { config: { ability: 'po.create' }, schema: { tags, body: s.create(requiredDate) } },
    async (request) => pos.create(request, body<CreateLine>(request)));
  // RxDesk addition: the ROL report's one click, a draft per supplier in one transaction.
  app.post('/api/v1/po/create-from-rol', { config: { ability: 'po.create' }, schema: { tags, body: s.FROM_ROL } },
    async (request) => pos.createFromRol(request, body<{ lines: Array<{ productId: number; orderedQty: number }> }>(request).lines));
  app.post('/api/v1/po/edit-line-item', { config: { ability: 'po.edit' }, schema: { tags, body: s.EDIT_LINE } }, async (request) => {
    const b = body<{ lineItemId: number; orderedQty: number }>(request);
    return pos.editLine(request, b.lineItemId, b.orderedQty);
  });
  app.post('/api/v1/po/remove-line-item', { config: { ability: 'po.edit' }, schema: { tags, body: s.REMOVE_LINE } },
    async (request) => pos.removeLine(request, body<{ lineItemId: number }>(request).lineItemId));
  app.post('/api/v1/po/update', { config: { ability: 'po.edit' }, schema: { tags, body: s.update(requiredDate) } },
    async (request) => pos.update(request, body<UpdateValues>(request)));
  app.post('/api/v1/po/submit', { config: { ability: ['po.create', 'po.edit'] }, schema: { tags, body: s.head(requiredDate) } },
    async (request) => pos.submit(request, body<HeadValues>(request)));
  app.post('/api/v1/po/discard', { config: { ability: 'po.cancel' }, schema: { tags, body: s.PO_ONLY } },
    async (request) => pos.discard(request, body<{ poId: number }>(request).poId));
  app.post('/api/v1/po/cancel', { config: { ability: 'po.cancel' }, schema: { tags, body: s.PO_ONLY } },
    async (request) => pos.cancel(request, body<{ poId: number }>(request).poId));
  app.get('/api/v1/po/fetch/:id', { config: { ability: viewers }, schema: { tags, params: s.FETCH_PARAMS } },
    async (request) => pos.fetch(Number((request.params as { id: string }).id)));
  // The contract's POST with ?poId and no body: the PDF of the purchase order (platform document service).
  app.post('/api/v1/po/generate-po-pdf', { config: { ability: ['po.print', 'po.view'] }, schema: { tags, querystring: s.PO_ONLY, body: s.NO_BODY } },
    async (request, reply) => sendDocument(reply, app.db, await purchaseOrderDocument(app.db, (request.query as { poId: number }).poId, request.agent.locationId ?? null)));
  app.get('/api/v1/po/get-po-list', { config: { ability: [...viewers, 'suppliers.view'] }, schema: { tags, querystring: s.LIST_QUERY } }, async (request) => {
    const qs = request.query as Omit<PoListFilter, 'status'> & { status?: string | string[] };
    return pos.list({ ...qs, status: qs.status === undefined ? undefined : ([] as string[]).concat(qs.status) });
  });
}
