import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';

/**
 * The audit search's from and to (platform/audit/bounds.ts) against PostgreSQL's own reading of the
 * same text: a value PostgreSQL cannot read as a day or a time is refused naming its box; a range
 * that holds no moment is refused naming `to`; anything else is answered, with the rows PostgreSQL
 * finds between the two. Days and zoneless times are UTC.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  admin = await signIn(t.app, 'super_admin');
  // Rows either side of a UTC midnight, and one in a far year.
  await sql`INSERT INTO audit_log (at, entity, record_id, action, changes) VALUES
    ('2025-05-01T23:30:00Z', 'bounds', '1', 'update', '{}'), ('2025-05-02T00:00:00Z', 'bounds', '2', 'update', '{}'),
    ('2025-05-02T05:29:59.999999Z', 'bounds', '3', 'update', '{}'), ('2025-05-02T05:30:00Z', 'bounds', '4', 'update', '{}')`.execute(t.app.db);
});
afterAll(async () => { await t?.close(); });

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** A day that may not exist (31 April, 29 February of a common year, month 13). */
const day = fc.tuple(fc.constantFrom(2024, 2025, 1999, 1), fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`);
/** A time of day with or without seconds and their fraction, and a zone within ±14:00 or none. */
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.option(fc.integer({ min: 0, max: 59 })),
  fc.option(fc.integer({ min: 0, max: 999_999 }).map((f) => String(f).padStart(6, '0').slice(0, 1 + (f % 6)))),
  fc.option(fc.oneof(fc.constant('Z'), fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 13 }), fc.constantFrom(0, 30, 45)).map(([s, h, m]) => `${s}${pad(h)}:${pad(m)}`))))
  .map(([h, m, s, f, z]) => `T${pad(h)}:${pad(m)}${s === null ? '' : `:${pad(s)}${f === null ? '' : `.${f}`}`}${z ?? ''}`);
/** Mostly near 1–2 May 2025, so ranges land on both sides of each other and of the rows. */
const near = fc.tuple(fc.constantFrom('2025-05-01', '2025-05-02', '2025-05-03'), fc.option(time)).map(([d, tm]) => `${d}${tm ?? ''}`);
const bound = fc.oneof(near, fc.tuple(day, fc.option(time)).map(([d, tm]) => `${d}${tm ?? ''}`));

/** PostgreSQL's reading: the bound's first moment (a day's midnight, UTC unless zoned), or null when it cannot read it. */
async function moment(v: string): Promise<string | null> {
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(v);
  try {
    const at = v.length === 10 ? sql`${v}::date::timestamp AT TIME ZONE 'UTC'` : zoned ? sql`${v}::timestamptz` : sql`${v}::timestamp AT TIME ZONE 'UTC'`;
    return (await sql<{ at: string }>`SELECT (${at})::text AS at`.execute(t.app.db)).rows[0].at;
  } catch { return null; }
}

describe('the audit search\'s from and to', () => {
  it('are read as PostgreSQL reads them: refused naming the box, refused when empty, else answered with its rows', async () => {
    await fc.assert(fc.asyncProperty(bound, bound, async (from, to) => {
      const [lo, hi] = [await moment(from), await moment(to)];
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/audit/search?entity=bounds&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=200`, headers: admin.headers });
      const where = `from=${from} to=${to} (PostgreSQL: ${lo} .. ${hi}): ${res.body.slice(0, 300)}`;
      if (lo === null || hi === null) {
        expect(res.statusCode, where).toBe(400);
        const fields = (res.json().details as Array<{ field: string }>).map((d) => d.field);
        expect(fields, where).toEqual([...(lo === null ? ['querystring.from'] : []), ...(hi === null ? ['querystring.to'] : [])]);
        return;
      }
      const upper = to.length === 10 ? sql`a.at < ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC')` : sql`a.at <= ${hi}::timestamptz`;
      const { empty, ids } = (await sql<{ empty: boolean; ids: string[] }>`SELECT
          ${to.length === 10 ? sql`${lo}::timestamptz >= ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC')` : sql`${hi}::timestamptz < ${lo}::timestamptz`} AS empty,
          coalesce((SELECT array_agg(a.record_id ORDER BY a.at DESC, a.id DESC) FROM audit_log a WHERE a.entity = 'bounds' AND a.at >= ${lo}::timestamptz AND ${upper}), '{}') AS ids`
        .execute(t.app.db)).rows[0];
      if (empty) {
        expect(res.statusCode, where).toBe(400);
        expect(res.json().details, where).toEqual([{ field: 'querystring.to', message: 'To must not be before From' }]);
      } else {
        expect(res.statusCode, where).toBe(200);
        expect(res.json().data.items.map((r: { recordId: string }) => r.recordId), where).toEqual(ids);
      }
    }), {
      numRuns: 150,
      examples: [
        ['2025-05-02', '2025-05-01'], ['2025-05-01', '2025-05-01'], ['2025-05-01T10:00', '2025-05-01'], ['2025-05-02T00:00', '2025-05-01'],
        ['2025-05-02T05:30+05:30', '2025-05-01'], ['2025-05-02T05:29:59.999999+05:30', '2025-05-01'], ['2025-02-29', '2025-03-01'],
        ['2025-05-01T10:00:00.000002Z', '2025-05-01T10:00:00.000001Z'], ['2025-05-01T10:00:00.000001Z', '2025-05-01T10:00:00.000001Z'],
      ],
    });
  });

  it('refuses what PostgreSQL would take but no person means: 24:00, a 60th second, a zone past 14 hours; naming the box', async () => {
    for (const [q, field] of [['from=2025-05-01T24:00', 'from'], ['to=2025-05-01T23:59:60', 'to'], ['from=2025-05-01T10:00%2B15:00', 'from']]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/audit/search?${q}`, headers: admin.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().details[0].field, q).toBe(`querystring.${field}`);
      expect(res.json().details[0].message, q).toMatch(field === 'from' ? /^From must be a day \(YYYY-MM-DD\) or a date and time/ : /^To must be a day/);
    }
  });
});
