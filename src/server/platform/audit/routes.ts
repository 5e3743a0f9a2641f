import type { FastifyInstance } from 'fastify';
import { HistoryAccess } from './access';
import { recordHistory, searchAudit, type AuditFilter } from './queries';
import { boundField, boundProblems } from './bounds';
import { ValidationError } from '../../errors';
import { listDayRanges } from '../../../shared/resources/listDayRanges';
import auditRecords from '../../../../resources/auditRecords';

/** RxDesk additions (docs/api-additions.md): a record's History and the super_admin audit search. */

const ENTITY = { type: 'string', pattern: '^[a-z][a-z0-9_]{0,62}$' };
const RECORD_ID = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' };
/** The search's from and to, labelled as its screen's filters (resources/auditRecords.ts). */
const RANGE = listDayRanges(auditRecords.filters)[0];
const LABELS = { from: RANGE.fromLabel, to: RANGE.toLabel };
const PAGE = { skip: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 25 } };

const ROW = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, at: { type: 'string', format: 'date-time' },
    agentId: { type: ['integer', 'null'] }, agentName: { type: ['string', 'null'] }, agentDisplayId: { type: ['string', 'null'] },
    role: { type: ['string', 'null'] }, locationId: { type: ['integer', 'null'] }, locationName: { type: ['string', 'null'] },
    entity: { type: 'string' }, recordId: { type: 'string' }, action: { type: 'string' },
    changes: { type: 'object', additionalProperties: { type: 'object', properties: { before: {}, after: {} } } },
  },
};
const PAGE_REPLY = {
  200: {
    type: 'object',
    properties: { success: { type: 'boolean' }, data: { type: 'object', properties: { items: { type: 'array', items: ROW }, count: { type: 'integer' } } } },
  },
};

export default async function auditRoutes(app: FastifyInstance) {
  const access = new HistoryAccess(app);
  const tags = ['Audit'];

  app.get('/api/v1/audit/records', {
    config: { ability: ['audit.view_history', 'audit.search'] },
    schema: {
      tags, summary: 'History of one record, newest first',
      querystring: { type: 'object', additionalProperties: false, properties: { entity: ENTITY, recordId: RECORD_ID, ...PAGE }, required: ['entity', 'recordId'] },
      response: PAGE_REPLY,
    },
  }, async (request) => {
    const q = request.query as { entity: string; recordId: string; skip: number; limit: number };
    await access.check(request, q.entity, q.recordId);
    return recordHistory(app.db, q.entity, q.recordId, q.skip, q.limit);
  });

  app.get('/api/v1/audit/search', {
    config: { ability: 'audit.search' },
    schema: {
      tags, summary: 'Audit search by user, entity, record and date range',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          agentId: { type: 'integer', minimum: 1, maximum: 2147483647 }, entity: ENTITY, recordId: RECORD_ID,
          action: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,62}$' }, from: boundField(LABELS.from), to: boundField(LABELS.to), ...PAGE,
        },
      },
      response: PAGE_REPLY,
    },
  }, async (request) => {
    const q = request.query as AuditFilter;
    const problems = boundProblems(q, LABELS);
    if (problems.length) throw new ValidationError(problems);
    return searchAudit(app.db, q);
  });
}
