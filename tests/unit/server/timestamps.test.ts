import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { timestamptzParser } from '../../../src/server/db/timestamps';

/** node-postgres's own reader of timestamptz (postgres-date): the fast one must give what it gives. */
const general = pg.types.getTypeParser(1184) as (value: string) => unknown;
const fast = timestamptzParser(general);
const same = (value: string) => {
  const want = general(value);
  const got = fast(value);
  if (want instanceof Date) {
    expect(got, value).toBeInstanceOf(Date);
    expect((got as Date).getTime(), value).toBe(want.getTime());
  } else expect(got, value).toEqual(want);
};

describe('timestamptz values read from PostgreSQL', () => {
  it('gives the general parser’s Date for the shapes PostgreSQL writes (fractions, offsets)', () => {
    for (const v of [
      '2026-11-23 15:47:34+00', '2026-11-23 15:47:34.5+00', '2026-11-23 15:47:34.123456+00', '2026-11-23 15:47:34.000001+00',
      '2026-11-23 15:47:34.999999+00', '2026-11-23 15:47:34.29+00', '2024-02-29 23:59:59.9995+00', '2026-01-01 00:00:00+05:30',
      '2026-01-01 00:00:00.25-03', '2026-01-01 00:00:00-09:30', '1900-06-01 12:00:00+00:19:32', '1000-01-01 00:00:00+00',
      '9999-12-31 23:59:59.999999+14', '2026-03-29 01:30:00+01', '1970-01-01 00:00:00+00',
    ]) same(v);
  });

  it('reads that shape on its own, without the general parser', () => {
    const alone = timestamptzParser(() => { throw new Error('general parser used'); });
    expect((alone('2026-11-23 15:47:34.123456+05:30') as Date).toISOString()).toBe('2026-11-23T10:17:34.123Z');
  });

  it('leaves every other shape to the general parser, unchanged', () => {
    for (const v of [
      'infinity', '-infinity', '0099-01-01 00:00:00+00', '0001-01-01 00:00:00+00 BC', '0500-05-05 05:05:05.5+00',
      '12345-01-01 00:00:00+00', '2026-11-23 15:47:34', '2026-11-23 15:47:34Z', '2026-11-23T15:47:34+00', '2026-11-23 15:47:34.+00',
      '2026-11-23 15:47:34+0530', '2026-11-23', 'not a date at all, longer than 22',
    ]) same(v);
  });

  it('agrees with the general parser on many random instants and offsets', () => {
    let seed = 13;
    const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    for (let i = 0; i < 5000; i++) {
      const frac = rand(3) === 0 ? '' : `.${String(rand(1_000_000)).padStart(6, '0').slice(0, 1 + rand(6))}`;
      const zone = [`+00`, `-${pad(rand(13))}`, `+${pad(rand(15))}:${pad(rand(4) * 15)}`, `-${pad(rand(10))}:${pad(rand(60))}:${pad(rand(60))}`][rand(4)];
      same(`${1000 + rand(9000)}-${pad(1 + rand(12))}-${pad(1 + rand(28))} ${pad(rand(24))}:${pad(rand(60))}:${pad(rand(60))}${frac}${zone}`);
    }
  });
});
