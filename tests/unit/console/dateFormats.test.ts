import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatNumber } from '../../../src/console/i18n/format';

afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

/** What Intl's en-US writes for the same options (ICU may put a narrow no-break space before AM/PM). */
const enUS = (options: Intl.DateTimeFormatOptions) => {
  const f = new Intl.DateTimeFormat('en-US', options);
  return (d: Date) => f.format(d).replace(/\u202f/g, ' ');
};
const DAY = enUS({ year: 'numeric', month: 'short', day: '2-digit' });
const DAY_TIME = enUS({ year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const THIS_YEAR_TIME = enUS({ month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });
// Any minute from 1990 to 2060, in the machine's own time zone (as the browser's).
const moments = fc.date({ min: new Date(1990, 0, 1), max: new Date(2060, 11, 31, 23, 59), noInvalidDate: true });

describe('the order rows\' dates and counts (i18n/format.ts)', () => {
  it('write a date as Intl\'s en-US does, from a Date, an ISO instant or a calendar day', () => {
    fc.assert(fc.property(moments, (d) => {
      expect(formatDate(d)).toBe(DAY(d));
      expect(formatDate(d.toISOString())).toBe(DAY(d));
      const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      expect(formatDate(day)).toBe(DAY(new Date(d.getFullYear(), d.getMonth(), d.getDate())));
    }), { numRuns: 2000 });
  });

  it('write a time with its date as Intl\'s en-US does, leaving this year\'s year out', () => {
    const thisYear = new Date().getFullYear();
    fc.assert(fc.property(moments, (d) => {
      expect(formatDateTime(d.toISOString())).toBe(d.getFullYear() === thisYear ? THIS_YEAR_TIME(d) : DAY_TIME(d));
    }), { numRuns: 2000 });
    // Every hour of a day this year (midnight and noon are 12 AM and 12 PM).
    for (let h = 0; h < 24; h++) {
      const d = new Date(thisYear, 5, 9, h, h * 2);
      expect(formatDateTime(d)).toBe(THIS_YEAR_TIME(d));
    }
  });

  it('write a count as en-US\'s toLocaleString does', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -999_999, max: 999_999 })), (n) => {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }), { numRuns: 2000 });
  });

  it('ask nothing of Intl (a page\'s first Intl formatter loads the locale\'s data: a long task)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Number.prototype, 'toLocaleString');
    const dates = vi.spyOn(Date.prototype, 'toLocaleString');
    formatDate('2026-11-23');
    formatDateTime(new Date().toISOString());
    formatDateTime('2020-01-02T10:00:00Z');
    formatCount(1_234_567);
    expect([made.mock.calls.length, numbers.mock.calls.length, dates.mock.calls.length]).toEqual([0, 0, 0]);
    expect([formatDate(null), formatDate(''), formatDateTime('not a date')]).toEqual(['—', '—', '—']);
  });
});

describe('a number as en-US writes it (i18n/format.ts formatNumber)', () => {
  const same = (n: number): void => { expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-US')); };
  it('matches toLocaleString over generated numbers: any double, money-like amounts, and exact ties at the fourth decimal', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), same), { numRuns: 3000 });
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 100), same), { numRuns: 2000 });
    fc.assert(fc.property(fc.integer({ min: -1e7, max: 1e7 }).map((k) => k / 16), same), { numRuns: 2000 });
    fc.assert(fc.property(fc.integer({ min: -1e6, max: 1e6 }).map((k) => k / 2000), same), { numRuns: 2000 });
    const money = (n: number): void => { expect(formatNumber(n, { min: 2, max: 2 }), String(n)).toBe(n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })); };
    fc.assert(fc.property(fc.double({ noNaN: true }), money), { numRuns: 2000 });
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 1000), money), { numRuns: 2000 });
    for (const n of [1.005, 7, 0, -0.004, 999.995]) money(n);
    for (const n of [0, -0, 0.0005, 0.0015, 0.9995, 999.9995, 1e21, 1.5e-7, -0.0001, 123456789.123456, Number.MAX_VALUE, Number.MIN_VALUE]) same(n);
  });
});
