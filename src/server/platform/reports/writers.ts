import type { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import { csvValue, xlsxFormat, xlsxValue } from './values';

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

export async function xlsxWriter(report: ReportDeclaration, out: PassThrough): Promise<ReportWriter> {
  // Loaded on the first XLSX download, not at start: exceljs costs ~20 MB of every process's memory.
  const { default: ExcelJS } = await import('exceljs');
  const cols = report.columns;
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(report.title.slice(0, 31));
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    maxRows: 1_048_575,
    start: () => {
      sheet.columns = cols.map((c) => ({ header: c.label, key: c.name, width: Math.max(12, Math.min(40, c.label.length + 4)), style: xlsxFormat(c) ? { numFmt: xlsxFormat(c) } : {} }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
    },
    rows: async (rows) => {
      for (const r of rows) sheet.addRow(cols.map((c) => xlsxValue(c, r[c.name]))).commit();
      await drained(out);
    },
    end: async () => {
      sheet.commit();
      await book.commit();
    },
  };
}
