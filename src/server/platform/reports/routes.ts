import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reports } from '../../../../reports/index';
import { REPORT_FORMATS } from '../../../../reports/defineReport';
import type { ReportScope, ServerReport } from './defineServerReport';
import { serverReports } from './list';
import { querystringSchema, readRequest } from './params';
import { reportPage } from './page';
import { streamReport } from './download';
import { pageReplySchema } from './replySchema';

/** The caller's scope: a grant with `where: own_location` limits every report to that location. */
export function scopeOf(request: FastifyRequest): ReportScope {
  const own = request.grant?.where === 'own_location';
  return { locationId: own ? (request.agent.locationId ?? -1) : null, agentId: request.agent.id, role: request.agent.role ?? '' };
}

/** Registers the report's GET route(s): a JSON page, or with ?format=csv|xlsx a streamed download. */
export function registerReport(app: FastifyInstance, served: ServerReport): void {
  for (const path of [served.report.path, ...(served.report.alsoAt ?? [])]) registerReportAt(app, path, served);
}

function registerReportAt(app: FastifyInstance, path: string, { report, query, ...options }: ServerReport): void {
  app.get(`/api/v1${path}`, {
    config: { ability: report.ability },
    schema: {
      tags: ['Reports'],
      summary: `${report.title} report: a page with count and totals, or ?format=${REPORT_FORMATS.slice(1).join('|')} streamed`,
      querystring: querystringSchema(report),
      response: pageReplySchema(report),
    },
  }, async (request, reply) => {
    const req = readRequest(report, request.query as Record<string, unknown>);
    const scope = scopeOf(request);
    if (req.format === 'json') return reportPage(app.db, report, query, req, scope, options);
    return streamReport(app.db, report, query, req, scope, request, reply);
  });
}

/** Every report of the server's list; a declaration without a query stops the start, naming it. */
export default async function reportRoutes(app: FastifyInstance, opts: { extra?: ServerReport[] } = {}) {
  const served = [...serverReports, ...(opts.extra ?? [])];
  const missing = reports.filter((r) => !served.some((s) => s.report === r || s.report.name === r.name));
  if (missing.length) throw new Error(`Report declarations without a server query (src/server/platform/reports/list.ts): ${missing.map((r) => r.name).join(', ')}`);
  for (const r of served) registerReport(app, r);
}
