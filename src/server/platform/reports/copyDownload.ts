import { Transform, type PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RawBuilder } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/connection';
import type { ReportDeclaration } from '../../../../reports/defineReport';
import { crlfLines, csvSelectList, inlineParameters } from './copyCsv';

/**
 * The CSV rows of `ordered` (the report's query wrapped and ordered as `r`, orderedQuery) copied
 * by PostgreSQL straight into `out`, which stays open for the caller to end. Returns the number of
 * rows, or null when this database cannot (PGlite) or a column's type has no SQL formatter: the
 * caller then takes the cursor path. One read-only transaction, JIT off as on the cursor path.
 * A client that goes away destroys `out`: the pipeline fails, and the connection is closed, which
 * stops the query on the server. `stop` answering true cuts the copy after the rows already passed.
 */
export async function copyCsvRows(database: Database, report: ReportDeclaration, ordered: RawBuilder<Record<string, unknown>>, out: PassThrough,
  stop: () => boolean = () => false): Promise<number | null> {
  if (!database.withClient) return null;
  const { sql: text, parameters } = ordered.compile(database.db);
  return database.withClient(async (client) => {
    // The result's column types, without running it: what the driver would hand csvValue.
    const described = await client.query({ text: `SELECT * FROM (${text}) d LIMIT 0`, values: parameters as unknown[] });
    const types = new Map(described.fields.map((f) => [f.name, f.dataTypeID]));
    const select = csvSelectList(report.columns, (name) => types.get(name), 'c');
    if (select === null) return null;
    await client.query('BEGIN READ ONLY; SET LOCAL jit = off');
    const copy = client.query(copyTo(`COPY (SELECT ${select} FROM (${inlineParameters(text, parameters)}) c) TO STDOUT (FORMAT csv)`));
    // A cut (the server shutting down) stops between two whole rows: the pipeline fails with CutShort,
    // the connection is dropped, and PostgreSQL rolls the transaction back.
    const gate = new Transform({ transform(chunk: Buffer, _e, done) { if (stop()) done(new CutShort()); else done(null, chunk); } });
    await pipeline(copy, crlfLines(), gate, out, { end: false });
    await client.query('COMMIT');
    return copy.rowCount;
  });
}

/** A COPY download stopped on purpose between two rows (see copyCsvRows). */
export class CutShort extends Error { constructor() { super('download cut short'); } }
