import type { FastifyInstance } from 'fastify';
import { GrnService, type SubmitValues } from './service';
import type { GrnListFilter } from './queries';
import * as s from './schemas';
import { NO_BODY } from '../po/schemas';
import { sendDocument } from '../../platform/documents';
import { grnDocument } from './grnDocument';

/** GRN (spec 7). Thin: GrnService decides; stock moves through the stock service. */
export default async function grnRoutes(app: FastifyInstance) {
  const grns = new GrnService(app.db);
  const tags = ['GRN'];
  const viewers = ['grn.view', 'grn.process', 'po.view'];

  app.post('/api/v1/grn/submit', { config: { ability: 'grn.process' }, schema: { tags, body: s.SUBMIT } },
    async (request) => grns.submit(request, request.body as SubmitValues));
  app.post('/api/v1/grn/cancel', { config: { ability: 'grn.reverse' }, schema: { tags, body: s.CANCEL } },
    async (request) => grns.cancel(request, (request.body as { GRNId: number }).GRNId));
  app.post('/api/v1/grn/partial-return', { config: { ability: 'grn.partial_return' }, schema: { tags, body: s.PARTIAL_RETURN } }, async (request) => {
    const b = request.body as { GRNId: number; lines: Array<{ grnLineId: number; quantity: number }>; reason?: string };
    return grns.partialReturn(request, b.GRNId, b.lines, b.reason);
  });
  app.get('/api/v1/grn/fetch-grn-details', { config: { ability: viewers }, schema: { tags, querystring: s.DETAILS_QUERY } },
    async (request) => grns.details((request.query as { GRNId: number }).GRNId));
  app.get('/api/v1/grn/fetch-po-grns', { config: { ability: viewers }, schema: { tags, querystring: s.PO_QUERY } },
    async (request) => grns.ofPo((request.query as { poId: number }).poId));
  // The contract's POST with ?grnId and no body: the GRN as a PDF (platform document service).
  app.post('/api/v1/grn/generate-grn-pdf', { config: { ability: viewers }, schema: { tags, querystring: s.PDF_QUERY, body: NO_BODY } },
    async (request, reply) => sendDocument(reply, app.db, await grnDocument(app.db, (request.query as { grnId: number }).grnId, request.agent.locationId ?? null)));
  app.get('/api/v1/grn/fetch-all', { config: { ability: viewers }, schema: { tags, querystring: s.LIST_QUERY } },
    async (request) => grns.list(request.query as GrnListFilter));
}
