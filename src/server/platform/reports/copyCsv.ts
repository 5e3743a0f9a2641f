import { createRequire } from 'node:module';
import type { ReportColumn } from '../../../../reports/defineReport';

/*
 * A CSV download on PostgreSQL as the database writes it: `COPY (SELECT …) TO STDOUT (FORMAT csv)`
 * of the report's rows with every value already formatted in SQL exactly as values.ts's csvValue
 * formats it in JavaScript. PostgreSQL's CSV quoting is csv-stringify's (a value with a comma,
 * quote, CR or LF is quoted, quotes doubled); empty values are sent as NULL so they stay unquoted;
 * only the line ends differ (LF), and copyCsvLines turns them into CRLF. Date-times leave as
 * PostgreSQL's own text in UTC and copyCsvLines writes them in ISO form (csvSelectList).
 */

export const OID = { bool: 16, int8: 20, int2: 21, int4: 23, text: 25, float4: 700, float8: 701, varchar: 1043, date: 1082, timestamp: 1114, timestamptz: 1184, numeric: 1700 };
export const INTEGERS = [OID.int2, OID.int4, OID.int8];
export const FLOATS = [OID.float4, OID.float8];
export const TEXTS = [OID.text, OID.varchar];

const decimalsOf = (c: ReportColumn): number | null => {
  if (c.type === 'money') return 2;
  const m = /^decimals:(\d)$/.exec(c.format ?? '');
  return m ? Number(m[1]) : null;
};

/** String(v) of the driver's value `v` of type `oid` as SQL text, or null when there is no exact equivalent. */
export function stringSql(oid: number, v: string): string | null {
  return TEXTS.includes(oid) ? v : oid === OID.bool || INTEGERS.includes(oid) ? `${v}::text`
    : oid === OID.numeric ? `trim_scale(${v})::text` : oid === OID.date ? `to_char(${v}, 'YYYY-MM-DD')` : null;
}

/**
 * A value `v` of a timestamp type as a `timestamp` in UTC, or null for another type. The driver reads
 * a `timestamp` without zone as the server process's local time (`nodeZone`).
 */
function utcSql(oid: number, v: string, nodeZone: string): string | null {
  return oid === OID.timestamptz ? `(${v} AT TIME ZONE 'UTC')` : oid === OID.timestamp ? `((${v} AT TIME ZONE '${nodeZone}') AT TIME ZONE 'UTC')` : null;
}

/**
 * The SQL text of one value as csvValue writes it, for a value `v` of the PostgreSQL type `oid`
 * (what the cursor path's driver hands csvValue), or null when there is no exact SQL equivalent
 * (then the download takes the cursor path). `nodeZone` is the server process's time zone: the
 * driver reads a `timestamp` without zone as local time.
 */
export function csvValueSql(c: ReportColumn, oid: number, v: string, nodeZone: string): string | null {
  // String(Number(v)) of a numeric: its shortest decimal, no trailing zeros. Floating-point types
  // have none here: PostgreSQL and JavaScript switch to exponents at other magnitudes.
  const plainNumber = INTEGERS.includes(oid) ? `${v}::text` : oid === OID.numeric ? `trim_scale(${v})::text` : null;
  const utc = utcSql(oid, v, nodeZone);
  switch (c.type) {
    case 'integer': return plainNumber;
    case 'number': case 'money': {
      const d = decimalsOf(c);
      if (d === null) return plainNumber;
      // A float rounds through its 15 significant digits, JavaScript's toFixed through its binary
      // value: the same text for amounts (a float of a decimal with 2 places); the cases apart are
      // values halfway between two steps in their 16th digit.
      return INTEGERS.includes(oid) || oid === OID.numeric || FLOATS.includes(oid) ? `round(${v}::numeric, ${d})::text` : null;
    }
    case 'boolean': return oid === OID.bool ? `CASE WHEN ${v} THEN 'Yes' WHEN NOT ${v} THEN 'No' END` : null;
    // A timestamp's date-time is written by copyCsvLines (csvSelectList); a date's here.
    case 'datetime': return oid === OID.date ? `to_char(${v}, 'YYYY-MM-DD"T00:00:00.000Z"')` : null;
    case 'date':
      if (utc) return `to_char(${utc}, 'YYYY-MM-DD')`;
      return oid === OID.date ? `to_char(${v}, 'YYYY-MM-DD')` : TEXTS.includes(oid) ? `left(${v}, 10)` : null;
    default: {
      const text = stringSql(oid, v);
      if (text === null) return null;
      // A spreadsheet runs a cell starting with one of these as a formula: csvValue quotes it with '.
      // (=, +, -, @, tab, CR by code: one integer test each, not a substring and six text comparisons.)
      return `CASE WHEN ascii(${text}) IN (61, 43, 45, 64, 9, 13) THEN '''' || ${text} ELSE ${text} END`;
    }
  }
}

/**
 * The select list of the COPY: each column formatted, '' as NULL (PostgreSQL quotes an empty
 * string in CSV, csv-stringify does not), or null if a column has no SQL formatter for its type.
 * A date-time column of a timestamp type leaves as its `timestamp` text in UTC (DateStyle ISO), and
 * its position is in `instants`: copyCsvLines writes it as csvValue does, beside the database's work.
 */
export function csvSelectList(columns: ReportColumn[], typeOf: (name: string) => number | undefined, alias = 'r'): { select: string; instants: number[] } | null {
  const nodeZone = Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/'/g, '');
  const parts: string[] = [];
  const instants: number[] = [];
  for (const [i, c] of columns.entries()) {
    const oid = typeOf(c.name);
    if (oid === undefined) return null;
    const v = `${alias}."${c.name.replace(/"/g, '""')}"`;
    const utc = c.type === 'datetime' ? utcSql(oid, v, nodeZone) : null;
    if (utc) { instants.push(i); parts.push(utc); continue; }
    const text = csvValueSql(c, oid, v, nodeZone);
    if (text === null) return null;
    // Only text can be empty: a number, date or Yes/No never is.
    parts.push(c.type === 'string' || c.type === 'date' ? `nullif(${text}, '')` : text);
  }
  return { select: parts.join(', '), instants };
}

const { prepareValue, escapeLiteral } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (v: unknown) => string | Buffer | null;
  escapeLiteral: (s: string) => string;
};

/**
 * `text` with its $n parameters written as literals (COPY takes no bind parameters): each value
 * serialised as the driver would bind it, then quoted; an untyped literal resolves as a parameter does.
 */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = prepareValue(parameters[Number(n) - 1]);
    if (value === null) return 'NULL';
    if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
    return escapeLiteral(value);
  });
}
