import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { copyCsvLines } from '../../../../src/server/platform/reports/copyCsvLines';

/**
 * copyCsvLines turns PostgreSQL's CSV (LF line ends, values with CR, LF or quotes quoted) into
 * csv-stringify's (CRLF), whatever chunks the rows arrive in: a row split across chunks, a quoted
 * value holding line ends or doubled quotes at a chunk's edge; and it writes the date-times PostgreSQL
 * sent as its own text in UTC as csvValue writes them.
 */
const value = fc.array(fc.constantFrom('a', 'é', '名', ',', '"', '\n', '\r', '\r\n', ' ', '1'), { maxLength: 8 }).map((a) => a.join(''));
const rows = fc.array(fc.array(value, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 30 });

describe('copyCsvLines', () => {
  it('writes each line end outside quotes as CRLF and leaves quoted values alone, for any chunking', async () => {
    await fc.assert(fc.asyncProperty(rows, fc.array(fc.nat(), { maxLength: 12 }), async (table, cuts) => {
      const opts = { quote_record_delimiter: true } as const;
      const lf = Buffer.from(stringify(table, { ...opts, record_delimiter: '\n' }));
      const at = [...new Set(cuts.map((c) => c % (lf.length + 1)))].sort((a, b) => a - b);
      const chunks = [0, ...at].map((from, i, all) => lf.subarray(from, all[i + 1] ?? lf.length)).filter((c) => c.length);
      const out = await text(Readable.from(chunks).pipe(copyCsvLines()));
      expect(out).toBe(stringify(table, { ...opts, record_delimiter: '\r\n' }));
    }), { numRuns: 300 });
  });

  // PostgreSQL's text of a timestamp in UTC (DateStyle ISO): the fraction's trailing zeros dropped, none when whole.
  const pgText = (ms: number, us: number) => {
    const iso = new Date(ms).toISOString();
    const micro = (((ms % 1000) + 1000) % 1000) * 1000 + us;
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${micro ? `.${String(micro).padStart(6, '0').replace(/0+$/, '')}` : ''}`;
  };
  /** [PostgreSQL's text, csvValue's text]: instants at whole seconds, tenths, milliseconds and microseconds, and the edges to_char wrote. */
  const instant = fc.oneof(
    fc.tuple(fc.integer({ min: Date.parse('0100-01-01'), max: Date.parse('9999-12-31') }), fc.integer({ min: 0, max: 999 }), fc.constantFrom(1, 100, 1000))
      .map(([ms, us, step]) => { const at = Math.floor(ms / step) * step; return [pgText(at, step === 1 ? us : 0), new Date(at).toISOString()] as const; }),
    fc.constantFrom(['infinity', ''], ['-infinity', ''], ['0044-03-15 12:00:00.5 BC', '0044-03-15T12:00:00.500Z'], ['12345-06-07 08:09:10.000001', '12345-06-07T08:09:10.000Z']),
  );
  const withInstants = fc.integer({ min: 1, max: 5 }).chain((width) => fc.tuple(
    fc.subarray([...Array(width).keys()], { minLength: 1 }),
    fc.array(fc.tuple(fc.array(value, { minLength: width, maxLength: width }), fc.array(fc.option(instant, { nil: null }), { minLength: width, maxLength: width })), { minLength: 1, maxLength: 30 }),
  ));

  it('writes the instants\' fields as csvValue does (ISO, milliseconds truncated; infinity empty), for any chunking', async () => {
    await fc.assert(fc.asyncProperty(withInstants, fc.array(fc.nat(), { maxLength: 12 }), async ([instants, table], cuts) => {
      const opts = { quote_record_delimiter: true } as const;
      const cell = (row: (typeof table)[number], k: number, side: 0 | 1) => (instants.includes(k) ? row[1][k]?.[side] ?? '' : row[0][k]);
      const given = table.map((row) => row[0].map((_, k) => cell(row, k, 0)));
      const lf = Buffer.from(stringify(given, { ...opts, record_delimiter: '\n' }));
      const at = [...new Set(cuts.map((c) => c % (lf.length + 1)))].sort((a, b) => a - b);
      const chunks = [0, ...at].map((from, i, all) => lf.subarray(from, all[i + 1] ?? lf.length)).filter((c) => c.length);
      const out = await text(Readable.from(chunks).pipe(copyCsvLines(instants)));
      expect(out).toBe(stringify(table.map((row) => row[0].map((_, k) => cell(row, k, 1))), { ...opts, record_delimiter: '\r\n' }));
    }), { numRuns: 300 });
  });
});
