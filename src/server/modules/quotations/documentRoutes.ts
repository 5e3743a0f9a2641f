import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationScope } from '../orders/scope';
import { PAGE_PROPS, query, INT_ID } from '../orders/schemas';
import { LIST_SEARCH } from '../../../shared/forms/requestFields';
import { listDayRangeFields } from '../../platform/dayRange';
import { DECLARED_DOCUMENTS, DocumentService } from './documentService';
import type { DocumentKind, DocumentListFilter } from './documentQueries';

/** Statuses each list filters by (schemas/quotation: 0–3; schemas/invoice: draft, posted, cancelled). */
const STATUS: Record<DocumentKind, object | null> = {
  quotations: { type: 'integer', enum: [0, 1, 2, 3] },
  invoices: { type: 'string', enum: ['draft', 'posted', 'cancelled'] },
  'credit-notes': null,
};
const ID_PARAM: Record<DocumentKind, string> = { quotations: 'quotationId', invoices: 'invoiceId', 'credit-notes': 'creditNoteId' };
const LIST_PATH: Record<DocumentKind, string> = { quotations: 'quotations-list', invoices: 'invoices-list', 'credit-notes': 'credit-notes-list' };
const ONE_PATH: Record<DocumentKind, string> = { quotations: 'quotation', invoices: 'invoice', 'credit-notes': 'credit-note' };

const record = { type: 'object', additionalProperties: true };
const page = { 200: { type: 'object', additionalProperties: true, properties: { success: { type: 'boolean' }, data: { type: 'object', additionalProperties: true, properties: { items: { type: 'array', items: record }, count: { type: 'integer' } } } } } };

/**
 * RxDesk additions (docs/api-additions.md): the quotations, invoices and credit notes lists and
 * records behind their generated list and show screens (resources/quotations.ts, invoices.ts,
 * creditNotes.ts). Thin: the document service reads; the order's location scope applies.
 */
export default async function documentRoutes(app: FastifyInstance) {
  // Lists and records are reads: the replica when there is one.
  const documents = new DocumentService(app.readDb);
  const config = { ability: 'orders.view_details' };
  const tags = ['Quotations'];
  for (const kind of Object.keys(STATUS) as DocumentKind[]) {
    const status = STATUS[kind];
    const props: Record<string, unknown> = {
      ...PAGE_PROPS, limit: { ...PAGE_PROPS.limit, default: 25 }, orderId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      searchTerm: LIST_SEARCH, ...listDayRangeFields(DECLARED_DOCUMENTS[kind]), sortOrder: { type: 'string', enum: ['ASC', 'DESC'] },
      ...(status ? { status: { anyOf: [status, { type: 'array', items: status, maxItems: 4 }] } } : {}),
      ...(kind === 'credit-notes' ? { invoiceId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } : {}),
    };
    app.get(`/api/v1/quotations/${LIST_PATH[kind]}`, { config, schema: { tags, querystring: query(props), response: page } }, async (request: FastifyRequest) => {
      const qs = request.query as Omit<DocumentListFilter, 'scope' | 'status'> & { status?: string | number | Array<string | number> };
      return documents.list(kind, { ...qs, status: qs.status === undefined ? undefined : ([] as Array<string | number>).concat(qs.status), scope: locationScope(app, request) });
    });
    app.get(`/api/v1/quotations/${ONE_PATH[kind]}`, { config, schema: { tags, querystring: query({ [ID_PARAM[kind]]: { ...INT_ID, maximum: Number.MAX_SAFE_INTEGER } }, [ID_PARAM[kind]]) } },
      async (request: FastifyRequest) => documents.get(kind, (request.query as Record<string, number>)[ID_PARAM[kind]], locationScope(app, request)));
  }
}
