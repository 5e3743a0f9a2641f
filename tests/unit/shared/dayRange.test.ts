import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRangeProblem, daysInRange, MAX_RANGE_DAYS, spanWords } from '../../../src/shared/schemas/dayRange';

const DAY = 86_400_000;
const range = { from: 'a', to: 'b', fromLabel: 'Start', toLabel: 'End' };
const day = fc.integer({ min: -40_000, max: 40_000 }).map((n) => new Date(Date.UTC(2000, 0, 1) + n * DAY).toISOString().slice(0, 10));

describe('the day-range rule', () => {
  it('refuses an end before the start, then a span of more than maxDays days counting both ends; names the end', () => {
    fc.assert(fc.property(day, day, fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }), (a, b, maxDays) => {
      const days = (Date.parse(b) - Date.parse(a)) / DAY + 1;
      const max = maxDays ?? MAX_RANGE_DAYS;
      const want = days < 1 ? 'End must not be before Start' : days > max ? `End may be at most ${spanWords(max)} after Start` : null;
      const got = dayRangeProblem({ a, b }, { ...range, maxDays });
      expect(got?.message ?? null).toBe(want);
      if (got) expect(got.field).toBe('b');
      expect(daysInRange(a, b)).toBe(days);
    }));
  });

  it('leaves a missing or empty end to the field itself; orders date-times as given', () => {
    expect(dayRangeProblem({ a: '2025-01-02' }, range)).toBeNull();
    expect(dayRangeProblem({ a: '2025-01-02', b: '' }, range)).toBeNull();
    expect(dayRangeProblem({ a: '2025-01-02T10:00', b: '2025-01-02T09:00' }, range)?.message).toBe('End must not be before Start');
    expect(dayRangeProblem({ a: '2025-01-02T10:00', b: '2025-01-02T11:00' }, range)).toBeNull();
  });

  it('words the bound in years where it is whole years, else in days', () => {
    expect([730, 731, 365, 366, 3660, 31, 1].map(spanWords)).toEqual(['2 years', '2 years', '1 year', '1 year', '3660 days', '31 days', '1 day']);
  });
});
