import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { reports } from '../../../reports/index';
import { reportDayRange } from '../../../reports/defineReport';
import { dayRangeProblem, type DayRange } from '../../../src/shared/schemas/dayRange';

/**
 * Every call that takes a range of two days refuses it by the one rule (shared/schemas/dayRange.ts):
 * an end before the start, or a span past the call's bound, is a 400 naming the end's field in the
 * rule's own words, as the console says it under that box; any other pair is answered. Pairs are
 * generated around the bounds (one day before the start, the last day allowed, the first too many).
 */
const START_END = { from: 'startDate', to: 'endDate' };
const calls: Array<{ url: string; range: DayRange; extra?: 'promo' }> = [
  ...['dashboards/performance', 'dashboards/processing', 'dashboards/collection', 'dashboards/home']
    .map((url) => ({ url, range: { ...START_END, fromLabel: 'From', toLabel: 'To' } })),
  ...['orders/admin/get-unassigned-orders-list', 'orders/admin/get-assigned-orders-list']
    .map((url) => ({ url, range: { ...START_END, fromLabel: 'Received from', toLabel: 'Received to', maxDays: Number.POSITIVE_INFINITY } })),
  { url: 'orders/admin/get-offline-orders', range: { ...START_END, fromLabel: 'Received from', toLabel: 'Received to' } },
  ...['promocode/all', 'promocode/find-promoCodes']
    .map((url) => ({ url, range: { ...START_END, fromLabel: 'Valid on or after', toLabel: 'Valid on or before' } })),
  ...['promocode/admin/get-promocode-activated-customer-list', 'promocode/admin/get-promocode-redeemed-ordes-list']
    .map((url) => ({ url, range: { ...START_END, fromLabel: 'Start date', toLabel: 'End date' }, extra: 'promo' })),
  // Each report with a date range, by its declaration's labels and bound.
  ...reports.filter((r) => r.dateRange && !(r.filters.required ?? []).some((f) => f !== r.dateRange!.from && f !== r.dateRange!.to))
    .map((r) => ({ url: r.path.slice(1), range: reportDayRange(r)! })),
];

let t: TestApp;
let admin: SignedIn;
let promoId = 0;
beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  admin = await signIn(t.app, 'super_admin');
  promoId = (await sql<{ id: number }>`INSERT INTO promo_codes (code, discount_type, discount_value, starts_at, ends_at, per_customer_limit, min_order_amount)
    VALUES ('RANGES', 'percentage', 5, current_date - 1, current_date + 30, 1, 0) RETURNING id`.execute(t.app.db)).rows[0].id;
});
afterAll(async () => { await t?.close(); });

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('day ranges of every call', () => {
  it('are refused by the one rule, naming the end, and answered otherwise', async () => {
    expect(calls.length).toBeGreaterThan(15);
    const base = Date.UTC(2025, 0, 1);
    // Offsets from the start: before it, the same day, and around 731 and 3,660 days (the bounds in use).
    const offset = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: 728, max: 734 }).map((n) => n - 1), fc.integer({ min: 3657, max: 3663 }).map((n) => n - 1));
    await fc.assert(fc.asyncProperty(fc.nat(calls.length - 1), fc.integer({ min: 0, max: 400 }), offset, async (i, start, length) => {
      const { url, range, extra } = calls[i];
      const from = iso(base - start * DAY);
      const to = iso(base - start * DAY + length * DAY);
      const expected = dayRangeProblem({ [range.from]: from, [range.to]: to }, range);
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}?${range.from}=${from}&${range.to}=${to}${extra ? `&promoId=${promoId}` : ''}`, headers: admin.headers });
      const where = `${url} ${from}..${to}: ${res.body.slice(0, 300)}`;
      if (expected) {
        expect(res.statusCode, where).toBe(400);
        expect(res.json().details, where).toEqual([{ field: `querystring.${range.to}`, message: expected.message }]);
      } else {
        expect(res.statusCode, where).toBeLessThan(300);
      }
    }), { numRuns: 200 });
  });
});
