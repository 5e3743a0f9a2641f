import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import type { ReportRequest } from './params';
import type { ReportQuery, ReportScope } from './defineServerReport';
import { orderedQuery } from './sql';
import { eachBatch } from './cursor';
import { csvWriter, xlsxWriter } from './writers';

/**
 * A streamed download: headers and the first bytes leave at once, rows follow batch by batch
 * from a server-side cursor as fast as the client reads them (chunked, no Content-Length).
 * A failure half-way destroys the response, so the client sees a broken download, never a short
 * file that looks whole.
 */
export async function streamReport(db: Db, report: ReportDeclaration, query: ReportQuery, req: ReportRequest, scope: ReportScope, request: FastifyRequest, reply: FastifyReply) {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const writer = req.format === 'xlsx' ? await xlsxWriter(report, out) : csvWriter(report, out);
  const stamp = new Date().toISOString().slice(0, 10);
  let gone = false;
  // The client went away (cancelled, closed the tab): stop fetching and roll the cursor back.
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return;
    gone = true;
    // Wakes a producer waiting for 'drain' that will never come.
    out.destroy();
  });

  writer.start();
  const produce = async () => {
    const rows = await eachBatch(db, orderedQuery(report, query, req, scope), (batch) => writer.rows(batch), {
      stop: () => gone || out.destroyed, maxRows: writer.maxRows,
    });
    if (gone || out.destroyed) return;
    await writer.end();
    request.log.info({ report: report.name, format: req.format, rows }, 'report download finished');
  };
  produce().catch((err) => {
    request.log.error({ err, report: report.name }, 'report download failed');
    out.destroy(err as Error);
  });

  return reply
    .header('content-type', writer.contentType)
    .header('content-disposition', `attachment; filename="${report.name}-${stamp}.${writer.extension}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);
}
