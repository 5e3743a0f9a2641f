import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import { csvValue } from './values';
import { ZipStream, type ZipEntry } from './zipStream';
import { SHEET_TAIL, sheetHead, workbookParts, XLSX_MAX_ROWS } from './xlsxParts';
import { xlsxRowWriter } from './xlsxCells';

/** Writes a download's rows batch by batch into `out`; `end` finishes the file. */
export interface ReportWriter {
  contentType: string;
  extension: string;
  /** The most data rows the format holds (XLSX: 1,048,576 rows per sheet, one is the header). */
  maxRows?: number;
  start(): void;
  rows(rows: Array<Record<string, unknown>>): Promise<void>;
  end(): Promise<void>;
}

/** Waits while the client is slower than the database: memory stays at about one batch. */
export const drained = (out: PassThrough): Promise<void> =>
  out.writableNeedDrain && !out.destroyed ? new Promise((resolve) => {
    const done = () => { out.off('drain', done); out.off('close', done); resolve(); };
    out.on('drain', done);
    out.on('close', done);
  }) : Promise.resolve();

/**
 * CRLF line ends, and a value with a lone CR or LF quoted too (csv-stringify quotes only a CRLF
 * once the line end is CRLF: a two-line address then split its row), as PostgreSQL's COPY does.
 */
const CSV_OPTIONS = { record_delimiter: '\r\n', quote_record_delimiter: true } as const;

export function csvWriter(report: ReportDeclaration, out: PassThrough): ReportWriter {
  const cols = report.columns;
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    // A byte-order mark so Excel reads the UTF-8 names right; the header row goes out at once.
    start: () => { out.write(`\uFEFF${stringify([cols.map((c) => c.label)], CSV_OPTIONS)}`); },
    rows: async (rows) => {
      out.write(stringify(rows.map((r) => cols.map((c) => csvValue(c, r[c.name]))), CSV_OPTIONS));
      await drained(out);
    },
    end: async () => { out.end(); },
  };
}

/**
 * A workbook of one sheet written as rows arrive (zipStream.ts, xlsxParts.ts): the cursor path
 * hands `rows` batches written in JavaScript (xlsxCells.ts); a COPY writes its `<row>` lines
 * straight into `sheet` (copyDownload.ts). `end` closes the sheet and the archive.
 */
export function xlsxWriter(report: ReportDeclaration, out: PassThrough): ReportWriter & { sheet: Writable } {
  const zip = new ZipStream(out);
  const rowXml = xlsxRowWriter(report.columns);
  let opened: ZipEntry | null = null;
  let next = 2;
  // The sheet's stream exists at once (a COPY may be handed it); its bytes follow the other parts.
  const sheet = new PassThrough({ highWaterMark: 256 * 1024 });
  // A destroyed download (the client went away) ends the sheet too: a COPY writing into it then fails at once.
  out.once('close', () => sheet.destroy());
  const sheetOpen = (async () => {
    for (const [name, content] of workbookParts(report)) await zip.file(name, content);
    opened = zip.entry('xl/worksheets/sheet1.xml');
    // A client gone mid-way fails the entry; the download's own error handling reports it.
    opened.done.catch(() => {});
    opened.input.write(sheetHead(report));
    sheet.pipe(opened.input, { end: false });
  })();
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    maxRows: XLSX_MAX_ROWS,
    sheet,
    start: () => { sheetOpen.catch((e: unknown) => out.destroy(e as Error)); },
    rows: async (rows) => {
      let xml = '';
      for (const r of rows) xml += rowXml(r, next++);
      sheet.write(xml);
      await drained(sheet);
    },
    end: async () => {
      await sheetOpen;
      const entry = opened!;
      // Every row written so far has reached the sheet's entry once `sheet` has ended.
      await new Promise<void>((resolve) => { sheet.once('end', resolve); sheet.end(); });
      entry.input.end(SHEET_TAIL);
      await entry.done;
      zip.finish();
      out.end();
    },
  };
}
