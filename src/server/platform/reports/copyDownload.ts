import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RawBuilder } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/connection';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import { csvSelectList, inlineParameters } from './copyCsv';
import { copyCsvLines } from './copyCsvLines';
import { xlsxRowSql } from './copyXlsx';
import { XLSX_MAX_ROWS } from './xlsxParts';

/**
 * The COPY statement for the ordered query's text, given its columns' types, with the transforms its
 * output passes through on the way to the sink; null when a type has no SQL writer.
 */
type CopyStatement = (ordered: string, typeOf: (name: string) => number | undefined) => { text: string; lines: Transform[] } | null;

/**
 * The rows of `ordered` (the report's query wrapped and ordered as `r`, orderedQuery) formatted and
 * copied by PostgreSQL straight into `sink`, which stays open for the caller to end. Returns the
 * number of rows, or null when this database cannot (PGlite) or a column's type has no SQL writer:
 * the caller then takes the cursor path. One read-only transaction, JIT off as on the cursor path.
 * A client that goes away destroys the sink: the pipeline fails, and the connection is closed,
 * which stops the query on the server. `stop` answering true cuts the copy after the rows already passed.
 */
async function copyRows(database: Database, ordered: RawBuilder<Record<string, unknown>>, statement: CopyStatement,
  sink: Writable, stop: () => boolean): Promise<number | null> {
  if (!database.withClient) return null;
  const { sql: text, parameters } = ordered.compile(database.db);
  return database.withClient(async (client) => {
    // The result's column types, without running it: what the driver would hand the cursor path.
    const described = await client.query({ text: `SELECT * FROM (${text}) d LIMIT 0`, values: parameters as unknown[] });
    const types = new Map(described.fields.map((f) => [f.name, f.dataTypeID]));
    const copy = statement(inlineParameters(text, parameters), (name) => types.get(name));
    if (copy === null) return null;
    // Shortest exact float text, as JavaScript prints a number (the XLSX day numbers). The whole set's
    // sort (a million rows of order details) spilled to disk in many runs at the default 4 MB;
    // 64 MB for this one download's transaction merges it in a few (CSV 1.70× psql's \copy -> 1.33–1.49×).
    // DateStyle ISO: the date-times' text as copyCsvLines reads it (the output style only; dates
    // in the query read the same in every style).
    await client.query('BEGIN READ ONLY; SET LOCAL jit = off; SET LOCAL extra_float_digits = 1; SET LOCAL work_mem = \'64MB\'; SET LOCAL DateStyle = \'ISO\'');
    const rows = client.query(copyTo(copy.text));
    // A cut (the server shutting down) stops between two whole rows: the pipeline fails with CutShort,
    // the connection is dropped, and PostgreSQL rolls the transaction back.
    const gate = new Transform({ transform(chunk: Buffer, _e, done) { if (stop()) done(new CutShort()); else done(null, chunk); } });
    await pipeline([rows, ...copy.lines, gate, sink], { end: false });
    await client.query('COMMIT');
    return rows.rowCount;
  });
}

/** A CSV's rows as csvWriter writes them: COPY's CSV with CRLF line ends and ISO date-times (copyCsvLines.ts). */
export function copyCsvRows(database: Database, report: ReportDeclaration, ordered: RawBuilder<Record<string, unknown>>, out: Writable,
  stop: () => boolean = () => false): Promise<number | null> {
  return copyRows(database, ordered, (text, typeOf) => {
    const list = csvSelectList(report.columns, typeOf, 'c');
    return list === null ? null : { text: `COPY (SELECT ${list.select} FROM (${text}) c) TO STDOUT (FORMAT csv)`, lines: [copyCsvLines(list.instants)] };
  }, out, stop);
}

/**
 * An XLSX sheet's rows as xlsxCells.ts writes them, one `<row>` per line (copyXlsx.ts), numbered
 * from 2 under the header, at most a sheet's worth.
 */
export function copyXlsxRows(database: Database, report: ReportDeclaration, ordered: RawBuilder<Record<string, unknown>>, sheet: Writable,
  stop: () => boolean = () => false): Promise<number | null> {
  return copyRows(database, ordered, (text, typeOf) => {
    const row = xlsxRowSql(report.columns, typeOf, 'c');
    // row_number() over the ordered rows in the order they arrive: the sheet's row numbers.
    return row === null ? null
      : { text: `COPY (SELECT ${row} FROM (SELECT o.*, (row_number() OVER () + 1)::text AS "__n" FROM (${text} LIMIT ${XLSX_MAX_ROWS}) o) c) TO STDOUT`, lines: [] };
  }, sheet, stop);
}

/** A COPY download stopped on purpose between two rows (see copyRows). */
export class CutShort extends Error { constructor() { super('download cut short'); } }
