import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { reports } from '../../../reports/index';
import { resources } from '../../../resources/index';
import { listDayRanges } from '../../../src/shared/resources/listDayRanges';
import { reportDayRange } from '../../../reports/defineReport';
import { dayRangeProblem, type DayRange } from '../../../src/shared/schemas/dayRange';

/**
 * Every call that takes a range of two days refuses it by the one rule (shared/schemas/dayRange.ts):
 * an end before the start, or a span past the call's bound, is a 400 naming the end's field in the
 * rule's own words, as the console says it under that box; any other pair is answered. Pairs are
 * generated around the bounds (one day before the start, the last day allowed, the first too many).
 * A day that is no day (30 February, month 13, words) is refused naming its box by the same label.
 */
const START_END = { from: 'startDate', to: 'endDate' };
const calls: Array<{ url: string; range: DayRange; extra?: 'promo' }> = [
  ...['dashboards/performance', 'dashboards/processing', 'dashboards/collection', 'dashboards/home']
    .map((url) => ({ url, range: { ...START_END, fromLabel: 'From', toLabel: 'To' } })),
  ...['orders/admin/get-unassigned-orders-list', 'orders/admin/get-assigned-orders-list']
    .map((url) => ({ url, range: { ...START_END, fromLabel: 'Received from', toLabel: 'Received to', maxDays: Number.POSITIVE_INFINITY } })),
  { url: 'orders/admin/get-offline-orders', range: { ...START_END, fromLabel: 'Received from', toLabel: 'Received to' } },
  { url: 'promocode/find-promoCodes', range: { ...START_END, fromLabel: 'Valid on or after', toLabel: 'Valid on or before' } },
  // Each declared list with a dateFrom and dateTo filter (the promo codes list among them), by its
  // declaration's labels and bound. Not the audit search: its from and to are instants with zones.
  ...resources.filter((r) => r.name !== 'audit-records' && r.api.list?.method === 'GET').flatMap((r) => listDayRanges(r.filters)
    .map((range) => ({ url: r.api.list!.path.slice(1), range }))),
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
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['grn/fetch-all', 'po/get-po-list', 'quotations/invoices-list', 'orders/admin/get-invoice-settlements-data', 'promocode/all']));
    const base = Date.UTC(2025, 0, 1);
    for (const { url, range, extra } of calls) {
      const max = Number.isFinite(range.maxDays ?? 731) ? range.maxDays ?? 731 : 4000;
      // Each call: a day before the start, the same day, the last day its bound allows and the first past it; then random pairs.
      const examples: Array<[number, number]> = [[0, -2], [0, -1], [0, 0], [17, max - 1], [17, max]];
      await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 400 }), fc.integer({ min: -40, max: max + 40 }), async (start, length) => {
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
      }), { numRuns: 12, examples });
    }
  });

  it('name a malformed day by the label its screen gives the box, as the range refusal does', async () => {
    // Not days: a day past its month's end, a month 13, a word, a day and time, a six-digit year.
    const notADay = fc.oneof(
      fc.integer({ min: 2000, max: 2099 }).map((y) => `${y}-02-30`),
      fc.integer({ min: 1, max: 28 }).map((d) => `2025-13-${String(d).padStart(2, '0')}`),
      fc.constantFrom('soon', 'yesterday', '2025-01-01T10:00:00Z', '202501-01-01', '01/02/2025'),
    );
    for (const { url, range, extra } of calls) {
      await fc.assert(fc.asyncProperty(fc.boolean(), notADay, async (atStart, bad) => {
        const [field, label, other] = atStart ? [range.from, range.fromLabel, range.to] : [range.to, range.toLabel, range.from];
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}?${field}=${encodeURIComponent(bad)}&${other}=2025-01-01${extra ? `&promoId=${promoId}` : ''}`, headers: admin.headers });
        const where = `${url} ${field}=${bad}: ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json().details, where).toEqual([{ field: `querystring.${field}`, message: `${label} must be a date (YYYY-MM-DD)` }]);
      }), { numRuns: 6, examples: [[true, '2025-02-30'], [false, 'soon']] });
    }
  });
});
