import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { crlfLines } from '../../../../src/server/platform/reports/copyCsv';

/**
 * crlfLines turns PostgreSQL's CSV (LF line ends, values with CR, LF or quotes quoted) into
 * csv-stringify's (CRLF), whatever chunks the rows arrive in: a row split across chunks, a quoted
 * value holding line ends or doubled quotes at a chunk's edge.
 */
const value = fc.array(fc.constantFrom('a', 'é', '名', ',', '"', '\n', '\r', '\r\n', ' ', '1'), { maxLength: 8 }).map((a) => a.join(''));
const rows = fc.array(fc.array(value, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 30 });

describe('crlfLines', () => {
  it('writes each line end outside quotes as CRLF and leaves quoted values alone, for any chunking', async () => {
    await fc.assert(fc.asyncProperty(rows, fc.array(fc.nat(), { maxLength: 12 }), async (table, cuts) => {
      const opts = { quote_record_delimiter: true } as const;
      const lf = Buffer.from(stringify(table, { ...opts, record_delimiter: '\n' }));
      const at = [...new Set(cuts.map((c) => c % (lf.length + 1)))].sort((a, b) => a - b);
      const chunks = [0, ...at].map((from, i, all) => lf.subarray(from, all[i + 1] ?? lf.length)).filter((c) => c.length);
      const out = await text(Readable.from(chunks).pipe(crlfLines()));
      expect(out).toBe(stringify(table, { ...opts, record_delimiter: '\r\n' }));
    }), { numRuns: 300 });
  });
});
