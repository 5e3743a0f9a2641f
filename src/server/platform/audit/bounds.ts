import { sql, type RawBuilder } from 'kysely';
import type { FieldError } from '../../../shared/schemas/messages';
import type { PropertySchema } from '../../../shared/schemas/types';

/**
 * The audit search's `from` and `to`: a day (YYYY-MM-DD, a whole day in UTC, as the product's other
 * day filters read theirs) or an instant (YYYY-MM-DDTHH:MM[:SS[.ffffff]], with a zone Z or ±HH:MM,
 * UTC when none is given). `to` as a day includes that day; as an instant, that instant.
 */
const WHEN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?)?$/;

const FORM_WORDS = 'must be a day (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:MM, a zone such as Z or +05:30 if not UTC)';

/** The query-string field of a bound, labelled: its form is checked here, its calendar by `boundProblems`. */
export const boundField = (label: string): PropertySchema => ({
  type: 'string', maxLength: 40, pattern: WHEN.source, 'x-label': label, 'x-pattern-message': FORM_WORDS,
});

interface Bound { day: boolean; zoned: boolean; ms: number; micros: number }

const DAY_MS = 86_400_000;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The bound a value names, or null when it is no real day or time (30 February, 24:00, a zone past ±14:00, year 0). */
export function parseBound(value: string): Bound | null {
  const m = WHEN.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((x) => (x === undefined ? undefined : Number(x))) as number[];
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59) return null;
  const offsetMinutes = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
  if (m[9] && (Number(m[11]) > 59 || Math.abs(offsetMinutes) > 14 * 60)) return null;
  const fraction = (m[7] ?? '').padEnd(6, '0');
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s, Number(fraction.slice(0, 3)));
  return { day: m[4] === undefined, zoned: !!(m[8] || m[9]), ms: at.getTime() - offsetMinutes * 60_000, micros: Number(fraction.slice(3)) };
}

const before = (a: Bound, b: Bound) => a.ms < b.ms || (a.ms === b.ms && a.micros < b.micros);

/**
 * A bound that is no real day or time, then a range that holds no moment (`to` before `from`: a
 * day `to` ends with its day, an instant `to` at itself), each naming its field by its label.
 */
export function boundProblems(values: { from?: string; to?: string }, labels: { from: string; to: string }): FieldError[] {
  const problems: FieldError[] = [];
  const parsed: Partial<Record<'from' | 'to', Bound>> = {};
  for (const key of ['from', 'to'] as const) {
    const value = values[key];
    if (!value) continue;
    const bound = parseBound(value);
    if (bound) parsed[key] = bound;
    else problems.push({ field: `querystring.${key}`, message: `${labels[key]} ${FORM_WORDS}` });
  }
  const { from, to } = parsed;
  if (from && to) {
    const end = to.day ? { ...to, ms: to.ms + DAY_MS } : to;
    if (to.day ? !before(from, end) : before(to, from)) problems.push({ field: 'querystring.to', message: `${labels.to} must not be before ${labels.from}` });
  }
  return problems;
}

/** The first moment a `from` admits, as SQL. */
export const lowerSql = (v: string): RawBuilder<unknown> => {
  const b = parseBound(v)!;
  if (b.day) return sql`(${v}::date::timestamp AT TIME ZONE 'UTC')`;
  return b.zoned ? sql`${v}::timestamptz` : sql`(${v}::timestamp AT TIME ZONE 'UTC')`;
};

/** The condition a `to` puts on the audit row `l`, as SQL. */
export const upperSql = (v: string): RawBuilder<unknown> => {
  const b = parseBound(v)!;
  if (b.day) return sql`l.at < ((${v}::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  return b.zoned ? sql`l.at <= ${v}::timestamptz` : sql`l.at <= (${v}::timestamp AT TIME ZONE 'UTC')`;
};
