import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import type { ReportRequest } from './params';
import type { ReportQuery, ReportScope } from './defineServerReport';
import { orderedQuery } from './sql';
import { eachBatch } from './cursor';
import { csvWriter, xlsxWriter } from './writers';
import { copyCsvRows, copyXlsxRows, CutShort } from './copyDownload';

/**
 * A streamed download: headers and the first bytes leave at once, rows follow as fast as the
 * client reads them (chunked, no Content-Length). On PostgreSQL a CSV, and an XLSX's sheet rows,
 * are the database's own `COPY … TO STDOUT` of rows formatted in SQL (copyDownload.ts), with
 * `download` as its query when the report declares one; otherwise (PGlite, a column type without
 * a SQL formatter) rows come batch by batch from a server-side cursor and are formatted here. A failure half-way destroys
 * the response, so the client sees a broken download, never a short file that looks whole.
 */
export async function streamReport(database: Database, report: ReportDeclaration, query: ReportQuery, req: ReportRequest, scope: ReportScope,
  request: FastifyRequest, reply: FastifyReply, download?: ReportQuery) {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const book = req.format === 'xlsx' ? xlsxWriter(report, out) : null;
  const writer = book ?? csvWriter(report, out);
  const stamp = new Date().toISOString().slice(0, 10);
  let gone = false;
  // The client went away (cancelled, closed the tab): stop fetching and roll the cursor back.
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return;
    gone = true;
    // Wakes a producer waiting for 'drain' that will never come.
    out.destroy();
  });

  // Shutting down (../operations/lifecycle.ts): stop at the next row boundary, roll back, let the
  // rows written so far reach the client, then drop the connection without the final chunk.
  let cutUntil = 0;
  let wake: (() => void) | null = null;
  const running = { cut: (flushUntil: number) => { cutUntil = flushUntil; wake?.(); } };
  const downloads = request.server.lifecycle?.downloads;
  downloads?.add(running);

  writer.start();
  const produce = async () => {
    // A writer waiting for a slow client gives way to a cut (`wake`); the next batch then never starts.
    const sink = (batch: Array<Record<string, unknown>>) => {
      request.server.metrics?.downloadRows(report.name, req.format, batch.length);
      const written = writer.rows(batch);
      return new Promise<void>((resolve, reject) => { wake = resolve; written.then(resolve, reject); }).finally(() => { wake = null; });
    };
    const stop = () => gone || out.destroyed || cutUntil > 0;
    const ordered = orderedQuery(report, download ?? query, req, scope);
    const copied = await (book ? copyXlsxRows(database, report, ordered, book.sheet, stop) : copyCsvRows(database, report, ordered, out, stop))
      .catch((e: unknown) => { if (e instanceof CutShort) return -1; throw e; });
    if (copied !== null && copied >= 0) request.server.metrics?.downloadRows(report.name, req.format, copied);
    const rows = copied ?? await eachBatch(database.db, orderedQuery(report, query, req, scope), sink, {
      stop, maxRows: writer.maxRows,
    });
    if (cutUntil && !gone) {
      await flushed(out, reply, cutUntil);
      request.log.warn({ report: report.name, rows }, 'report download cut short: the server is shutting down');
      reply.raw.destroy();
      return;
    }
    if (gone || out.destroyed) return;
    await writer.end();
    request.log.info({ report: report.name, format: req.format, rows, copy: copied !== null }, 'report download finished');
  };
  produce().catch((err) => {
    if (gone || out.destroyed) return;
    request.log.error({ err, report: report.name }, 'report download failed');
    out.destroy(err as Error);
  }).finally(() => downloads?.delete(running));

  return reply
    .header('content-type', writer.contentType)
    .header('content-disposition', `attachment; filename="${report.name}-${stamp}.${writer.extension}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);
}

/** Resolves once every byte written so far has left the process (or at `until`, whichever is first). */
async function flushed(out: PassThrough, reply: FastifyReply, until: number): Promise<void> {
  while (Date.now() < until && !reply.raw.destroyed && (out.readableLength > 0 || reply.raw.writableLength > 0)) {
    await new Promise((r) => setTimeout(r, 20));
  }
}
