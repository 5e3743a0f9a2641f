import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import fc from 'fast-check';
import { runFirstStartSeed } from '../../../src/server/db/seed/firstStart';
import { defineReport, type ReportColumn } from '../../../reports/defineReport';
import { defineServerReport, type ServerReport, type ReportScope } from '../../../src/server/platform/reports/defineServerReport';
import { serverReports } from '../../../src/server/platform/reports/list';
import { readRequest, sortableColumns } from '../../../src/server/platform/reports/params';
import { orderedQuery } from '../../../src/server/platform/reports/sql';
import { eachBatch } from '../../../src/server/platform/reports/cursor';
import ExcelJS from 'exceljs';
import { csvWriter, xlsxWriter } from '../../../src/server/platform/reports/writers';
import { copyCsvRows, copyXlsxRows } from '../../../src/server/platform/reports/copyDownload';
import { xlsxValue } from '../../../src/server/platform/reports/values';
import { freshDatabase, type TestDb } from '../helpers/database';

/**
 * A CSV download on PostgreSQL is the database's COPY of rows formatted in SQL (copyDownload.ts);
 * it must be byte for byte the file the cursor path writes (BOM, labels, CRLF, quoting, numbers,
 * dates, Yes/No, the formula guard): for every report of the server's list over the demo data,
 * in its default order and another, and for generated values of every column type.
 */
let db: TestDb;
const scope: ReportScope = { locationId: null, agentId: 1, role: 'super_admin' };

const collect = (out: PassThrough) => new Promise<Buffer>((resolve, reject) => {
  const parts: Buffer[] = [];
  out.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve(Buffer.concat(parts))).on('error', reject);
});

/** Both paths' bytes for one request: the cursor over `query`, the COPY over `download ?? query`. */
async function bothFiles(server: ServerReport, query: Record<string, unknown>) {
  const req = readRequest(server.report, { ...query, format: 'csv' });
  const viaCursor = new PassThrough();
  const cursorBytes = collect(viaCursor);
  const writer = csvWriter(server.report, viaCursor);
  writer.start();
  const rows = await eachBatch(db.db, orderedQuery(server.report, server.query, req, scope), (b) => writer.rows(b), { stop: () => false, fetchRows: 97 });
  await writer.end();
  const viaCopy = new PassThrough();
  const copyBytes = collect(viaCopy);
  csvWriter(server.report, viaCopy).start();
  const copied = await copyCsvRows(db, server.report, orderedQuery(server.report, server.download ?? server.query, req, scope), viaCopy);
  viaCopy.end();
  return { rows, copied, cursor: (await cursorBytes).toString('utf8'), copy: (await copyBytes).toString('utf8') };
}

/**
 * Both paths' workbooks for one request: the sheet rows written in JavaScript from the cursor over
 * `query`, and by PostgreSQL's COPY over `download ?? query`; with the cursor's rows as the driver gave them.
 */
async function bothBooks(server: ServerReport, query: Record<string, unknown>) {
  const req = readRequest(server.report, { ...query, format: 'xlsx' });
  const viaCursor = new PassThrough();
  const cursorBytes = collect(viaCursor);
  const writer = xlsxWriter(server.report, viaCursor);
  writer.start();
  const driverRows: Array<Record<string, unknown>> = [];
  const rows = await eachBatch(db.db, orderedQuery(server.report, server.query, req, scope), (b) => { driverRows.push(...b); return writer.rows(b); }, { stop: () => false, fetchRows: 97 });
  await writer.end();
  const viaCopy = new PassThrough();
  const copyBytes = collect(viaCopy);
  const book = xlsxWriter(server.report, viaCopy);
  book.start();
  const copied = await copyXlsxRows(db, server.report, orderedQuery(server.report, server.download ?? server.query, req, scope), book.sheet);
  await book.end();
  return { rows, copied, driverRows, cursor: await cursorBytes, copy: await copyBytes };
}

/** The cells of a workbook's first sheet as exceljs reads them back, header row first. */
async function cells(file: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const out: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => { out[n - 1] = (row.values as unknown[]).slice(1); });
  return out;
}

/**
 * The cells read back are the cursor's rows as xlsxValue types them: numbers, Dates, booleans,
 * text without the characters XML cannot carry (CR, tab and line ends kept), empty for NULL or no text.
 */
function expectCells(columns: ReportColumn[], rows: Array<Record<string, unknown>>, read: unknown[][], what: string) {
  for (const [i, row] of rows.entries()) {
    // eslint-disable-next-line no-control-regex -- the characters XML drops
    const want = columns.map((c) => { const v = xlsxValue(c, row[c.name]); return typeof v === 'string' ? v.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, '') || null : v; });
    expect(columns.map((_, k) => read[i + 1]?.[k] ?? null), `${what} row ${i + 1}`).toEqual(want);
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await freshDatabase();
  await runFirstStartSeed(db.db, 150, () => {});
}, 300_000);
afterAll(async () => { await db?.drop(); });

describe('CSV downloads by COPY on PostgreSQL', () => {
  it('write every report exactly as the cursor path does, in the default order and by another column descending', async () => {
    const counts: Record<string, number> = {};
    for (const server of serverReports) {
      const r = server.report;
      const filters: Record<string, unknown> = {};
      for (const [name, p] of Object.entries(r.filters.properties)) if (p.format === 'date' && (r.filters.required ?? []).includes(name)) filters[name] = day(0);
      if (r.dateRange) { filters[r.dateRange.from] = day(-Math.min(r.dateRange.maxDays ?? 731, 731) + 1); filters[r.dateRange.to] = day(0); }
      const other = sortableColumns(r).filter((c) => c !== r.sort.field).at(-1) ?? r.sort.field;
      for (const order of [{}, { sortBy: other, sortOrder: 'DESC' }]) {
        const files = await bothFiles(server, { ...filters, ...order });
        expect(files.copied, `${r.name}: a column without a SQL formatter`).toBe(files.rows);
        expect(files.copy, `${r.name} ${JSON.stringify(order)}`).toBe(files.cursor);
      }
      counts[r.name] = (await bothFiles(server, filters)).rows;
    }
    // The comparison means something: the demo data gives most reports rows.
    expect(Object.values(counts).filter((n) => n > 0).length, JSON.stringify(counts)).toBeGreaterThanOrEqual(serverReports.length - 4);
  }, 300_000);

  it('write every report\'s XLSX by COPY exactly as the cursor path does, and it reads back as the rows', async () => {
    let nonEmpty = 0;
    for (const server of serverReports) {
      const r = server.report;
      const filters: Record<string, unknown> = {};
      for (const [name, p] of Object.entries(r.filters.properties)) if (p.format === 'date' && (r.filters.required ?? []).includes(name)) filters[name] = day(0);
      if (r.dateRange) { filters[r.dateRange.from] = day(-Math.min(r.dateRange.maxDays ?? 731, 731) + 1); filters[r.dateRange.to] = day(0); }
      const files = await bothBooks(server, filters);
      expect(files.copied, `${r.name}: a column without a SQL writer`).toBe(files.rows);
      expect(files.copy.equals(files.cursor), r.name).toBe(true);
      const read = await cells(files.copy);
      expect(read[0], r.name).toEqual(r.columns.map((c) => c.label));
      expect(read.length, r.name).toBe(files.rows + 1);
      if (files.rows) nonEmpty++;
      expectCells(r.columns, files.driverRows, read, r.name);
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(serverReports.length - 4);
  }, 300_000);

  // Every column type over each PostgreSQL type a report may give it, with values that need quoting,
  // the formula guard, rounding, negative amounts, NULLs and empty strings.
  const columns: Array<ReportColumn & { sqlType: string }> = [
    { name: 'k', label: 'Key', type: 'integer', sqlType: 'int' },
    { name: 's', label: 'Text, "quoted"', type: 'string', sqlType: 'text' },
    { name: 'sv', label: 'Varchar', type: 'string', sqlType: 'varchar(40)' },
    { name: 'sn', label: 'Text of numeric', type: 'string', sqlType: 'numeric' },
    { name: 'sb', label: 'Text of boolean', type: 'string', sqlType: 'boolean' },
    { name: 'sd', label: 'Text of date', type: 'string', sqlType: 'date' },
    { name: 'i', label: 'Integer', type: 'integer', sqlType: 'bigint' },
    { name: 'in', label: 'Integer of numeric', type: 'integer', sqlType: 'numeric' },
    { name: 'm', label: 'Money', type: 'money', sqlType: 'numeric(14,2)' },
    { name: 'mi', label: 'Money of integer', type: 'money', sqlType: 'int' },
    { name: 'n3', label: 'Three decimals', type: 'number', format: 'decimals:3', sqlType: 'numeric' },
    { name: 'n', label: 'Number', type: 'number', sqlType: 'numeric' },
    { name: 'b', label: 'Yes or no', type: 'boolean', sqlType: 'boolean' },
    { name: 'd', label: 'Date', type: 'date', sqlType: 'date' },
    { name: 'dt', label: 'Date of timestamptz', type: 'date', sqlType: 'timestamptz' },
    { name: 'ds', label: 'Date of text', type: 'date', sqlType: 'text' },
    { name: 't', label: 'Date-time', type: 'datetime', sqlType: 'timestamptz' },
    { name: 'tl', label: 'Date-time without zone', type: 'datetime', sqlType: 'timestamp' },
    { name: 'td', label: 'Date-time of date', type: 'datetime', sqlType: 'date' },
  ];
  const report = defineReport({
    name: 'generated-values', title: 'Generated', description: 'Generated values.', ability: 'reports.order_details',
    path: '/test/generated-values', route: '/generated-values', menu: { group: 'Test', order: 1 },
    filters: { type: 'object', properties: { rows: { type: 'string', 'x-label': 'Rows' } } },
    columns: columns.map(({ sqlType: _, ...c }) => c), sort: { field: 'k', order: 'ASC' }, key: 'k',
  });
  const generated = defineServerReport(report, (f) => sql`SELECT * FROM jsonb_to_recordset(${f.rows}::jsonb)
    AS x(${sql.raw(columns.map((c) => `"${c.name}" ${c.sqlType}`).join(', '))})`);

  const text = fc.array(fc.oneof(
    fc.constantFrom(',', '"', '""', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', "'", ' ', '\\', '\\.', 'é', '名', '💊', '$1', ';'),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
  ), { maxLength: 6 }).map((a) => a.join('').replace(/\0/g, ''))
    // The one known difference: PostgreSQL quotes a value that is exactly \. (its end-of-data mark in
    // CSV input); csv-stringify does not. Both read back the same; no report value is that.
    .filter((s) => s !== '\\.');
  const cents = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 });
  // Microseconds, and fractions PostgreSQL prints shorter: whole seconds (none), tenths ('.1'), whole milliseconds.
  const instant = fc.tuple(fc.integer({ min: Date.parse('1990-01-01'), max: Date.parse('2090-01-01') }), fc.integer({ min: 0, max: 999 }), fc.constantFrom(1, 100, 1000, 1))
    .map(([ms, us, step]) => new Date(Math.floor(ms / step) * step).toISOString().replace('Z', `${String(step === 1 ? us : 0).padStart(3, '0')}Z`));
  const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 6 });
  const row = fc.record({
    s: nullable(text), sv: nullable(text.map((s) => [...s].slice(0, 40).join(''))), sn: nullable(cents.map((c) => c / 100)), sb: nullable(fc.boolean()),
    sd: nullable(instant.map((t) => t.slice(0, 10))), i: nullable(fc.integer()), in: nullable(cents.map((c) => c / 100)),
    m: nullable(cents.map((c) => c / 100)), mi: nullable(fc.integer({ min: -1e6, max: 1e6 })),
    n3: nullable(fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 1000)), n: nullable(cents.map((c) => c / 100)), b: nullable(fc.boolean()),
    d: nullable(instant.map((t) => t.slice(0, 10))), dt: nullable(instant), ds: nullable(instant), t: nullable(instant), tl: nullable(instant.map((t) => t.slice(0, 23))),
    td: nullable(instant.map((t) => t.slice(0, 10))),
  });

  it('write generated values of every column type exactly as the cursor path does', async () => {
    await fc.assert(fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), async (rows) => {
      const files = await bothFiles(generated, { rows: JSON.stringify(rows.map((r, k) => ({ k, ...r }))) });
      expect(files.copied).toBe(rows.length);
      expect(files.copy).toBe(files.cursor);
    }), { numRuns: 60 });
  }, 300_000);

  it('write generated values of every column type into an XLSX by COPY exactly as the cursor path does, and they read back', async () => {
    await fc.assert(fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), async (rows) => {
      const files = await bothBooks(generated, { rows: JSON.stringify(rows.map((r, k) => ({ k, ...r }))) });
      expect(files.copied).toBe(rows.length);
      expect(files.copy.equals(files.cursor)).toBe(true);
      const read = await cells(files.copy);
      expect(read.length).toBe(rows.length + 1);
      expectCells(report.columns, files.driverRows, read, 'generated');
    }), { numRuns: 40 });
  }, 300_000);
});
