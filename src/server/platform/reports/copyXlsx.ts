import type { ReportColumn } from '../../../../reports/defineReport';
import { FLOATS, INTEGERS, OID, TEXTS, stringSql } from './copyCsv';
import { columnLetter, columnStyles, XML_DROPPED, XML_ESCAPES } from './xlsxParts';

/**
 * An XLSX download on PostgreSQL: each sheet row written by the database as one line of
 * `COPY … TO STDOUT` (text format), exactly as xlsxCells.ts writes it in JavaScript for the cursor
 * path. The line holds no tab, line end or backslash (xlsxParts.ts writes them as character
 * references), so COPY passes it through unescaped and the server only deflates it.
 */

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const E = (s: string) => `E'${[...s].map((c) => (c === '\\' ? '\\\\' : c === "'" ? "\\'" : c < ' ' || c === '\x7f' ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c)).join('')}'`;

/** XML character data of the text `t` (xmlText in SQL). */
function xmlTextSql(t: string): string {
  let escaped = `translate(${t}, ${E(XML_DROPPED)}, '')`;
  for (const [c, e] of XML_ESCAPES) escaped = `replace(${escaped}, ${E(c)}, ${literal(e)})`;
  return escaped;
}

/** A regular expression matching text that xmlText would change. */
const NEEDS_ESCAPING = E(`[${XML_DROPPED}&<>\\\\\t\n\r]`);

/**
 * The `<v>` text of a value `v` of PostgreSQL type `oid` as xlsxCells.ts writes it: for a number
 * String(Number(v)), for a date or date-time its Excel day number as JavaScript prints the double
 * (float8's text is its shortest exact form too), or null when there is no exact SQL equivalent.
 */
function numberSql(c: ReportColumn, oid: number, v: string, nodeZone: string): string | null {
  switch (c.type) {
    case 'integer': case 'number': case 'money':
      return INTEGERS.includes(oid) ? `${v}::text` : oid === OID.numeric ? `trim_scale(${v})::text` : FLOATS.includes(oid) ? `${v}::float8::text` : null;
    case 'datetime': case 'date': {
      // The driver's Date keeps whole milliseconds (truncated); a `timestamp` without zone is local time.
      const instant = oid === OID.timestamptz ? v : oid === OID.timestamp ? `(${v} AT TIME ZONE '${nodeZone}')` : null;
      if (c.type === 'datetime' && instant) return `(25569 + floor(extract(epoch FROM ${instant}) * 1000)::float8 / 86400000)::text`;
      if (instant) return `(((${instant}) AT TIME ZONE 'UTC')::date - DATE '1899-12-30')::text`;
      if (oid === OID.date) return `(${v} - DATE '1899-12-30')::text`;
      return c.type === 'date' && TEXTS.includes(oid) ? `(left(${v}, 10)::date - DATE '1899-12-30')::text` : null;
    }
    default: return null;
  }
}

/**
 * The one output column of the COPY: each row's `<row>` line, from the rows `alias` of the report's
 * ordered query with their sheet row number as text in `"__n"`; null if a column has no SQL writer.
 */
export function xlsxRowSql(columns: ReportColumn[], typeOf: (name: string) => number | undefined, alias = 'c'): string | null {
  const nodeZone = Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/'/g, '');
  const { styles } = columnStyles(columns);
  const n = `${alias}."__n"`;
  // The row twice: with its text escaped, and as it is. One test of all its text picks one (most
  // rows need no escaping): a pattern match per row, not per cell, was a quarter of the COPY's time.
  const escaped = [`'<row r="'`, n, `'">'`];
  const plain = [...escaped];
  const texts: string[] = [];
  for (const [i, c] of columns.entries()) {
    const oid = typeOf(c.name);
    if (oid === undefined) return null;
    const v = `${alias}."${c.name.replace(/"/g, '""')}"`;
    const ref = `'<c r="${columnLetter(i)}' || ${n} || '"`;
    // A NULL value makes its cell's text NULL, and concat leaves it out.
    let cell: string;
    if (c.type === 'boolean') {
      if (oid !== OID.bool) return null;
      cell = `${ref} t="b"><v>' || ${v}::int::text || '</v></c>'`;
    } else if (c.type === 'string') {
      const text = stringSql(oid, v);
      if (text === null) return null;
      texts.push(text);
      const open = `${ref} t="inlineStr"><is><t xml:space="preserve">'`;
      escaped.push(`${open} || ${xmlTextSql(text)} || '</t></is></c>'`);
      plain.push(`${open} || ${text} || '</t></is></c>'`);
      continue;
    } else {
      const number = numberSql(c, oid, v, nodeZone);
      if (number === null) return null;
      cell = `${ref}${styles[i] ? ` s="${styles[i]}"` : ''}><v>' || ${number} || '</v></c>'`;
    }
    escaped.push(cell);
    plain.push(cell);
  }
  escaped.push(`'</row>'`);
  plain.push(`'</row>'`);
  if (!texts.length) return concatSql(plain);
  return `CASE WHEN ${concatSql(texts)} ~ ${NEEDS_ESCAPING} THEN ${concatSql(escaped)} ELSE ${concatSql(plain)} END`;
}

/** concat() of any number of parts (a function takes at most 100 arguments). */
function concatSql(parts: string[]): string {
  if (parts.length <= 90) return `concat(${parts.join(', ')})`;
  const groups: string[] = [];
  for (let i = 0; i < parts.length; i += 90) groups.push(concatSql(parts.slice(i, i + 90)));
  return concatSql(groups);
}
