import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ReportRequest } from '../../../platform/reports/params';
import type { ReportFilters, ReportScope, ReportShortcuts } from '../../../platform/reports/defineServerReport';
import { BEFORE, BEFORE_ONLY, CURRENT, CURRENT_ONLY, inWindow, atLocation, windowRows, windowTotals } from './customerSalesMomSql';
import { countUpTo, rowsOf, valueOf, walkTuning, type Row } from './customerSalesMomRows';
import { customerOrderWalk, walksByCustomer, zeroScoreWalk } from './customerSalesMomKeyWalk';

/**
 * The first pages of customer-wise sales month on month without summing every customer
 * (customerSalesMom.ts sums them all: over two years at 1M orders, 230,000 customers and seconds).
 *
 * Rows by a threshold search. Each sort below has a score (the sorted value, negated for change
 * from the lowest) that a customer's rollup figures bound from above (migration 0119; an invoice's
 * net total is never negative): sales or orders of a window are at most the customer's sales or
 * invoices over the k months the window touches (customer_sales_monthly), and at most its lifetime
 * figure (customer_sales_lifetime); change ≤ sales of the period's days not in the month before
 * (where the two overlap, their common days cancel), −change ≤ sales of the days before not in the period.
 * 1. Seeds: the top `need` customers of each touched month and the first walkTuning.lifetimeSeeds by
 *    lifetime, their windows summed exactly: the need-th best score among them, T, is at most the page's last.
 * 2. Candidates: a customer scoring T or more has a month of at least T / k, a lifetime figure of
 *    at least T, and its touched months add up to T. Of the smaller of the first two sets (index
 *    ranges, at most walkTuning.maxCandidates), those passing the third hold every row of the page; their
 *    windows are summed exactly and sorted: the page, and nobody left out scores T. Where both sets
 *    are too large, the next (larger) lifetime seed may raise T; past the last, monthsAddUp.
 * Where that cannot prove its page (a deep page, a sort without a bound, too many candidates), the
 * report's query answers; it answers at once for a short period (walkTuning.smallPeriod invoices,
 * from the daily invoice rollup), which it sums faster than any search.
 *
 * Rows by the customer's own order (customerSalesMomKeyWalk.ts): sorted by name or customer ID, a
 * walk of customers in that order; and where the search's T is not above 0, the few customers who
 * may score above 0 summed exactly, then the first customers scoring 0 in key order (pageAroundZero).
 *
 * The count capped. Customers are probed in lifetime order for a sale in either window until
 * COUNT_CAP + 1 are found ("more than a thousand": the totals' sums come from the daily invoice
 * rollup, exact). A probe budget (COUNT_WALK) bounds the work when few customers bought in the
 * period: the report's exact count is then cheap, and answers. A walk that saw every customer
 * with a sale ever is exact either way.
 */

export const COUNT_CAP = 1000;
export const COUNT_WALK = 8000;
/** The most months whose rows monthsAddUp sums per customer (a 90-day window touches four). */
export const MONTHS_SUMMED = 6;
export { walkTuning } from './customerSalesMomRows';

type Figure = 'net_total' | 'invoices';
type Window = typeof CURRENT;
/** The rollup figure bounding a sort's score, the window whose months bound it, and whether the score is the value negated. */
interface Bound { by: Figure; window: Window; negated: boolean }

/** The bound of each sort this search can prove, by column and direction. */
function boundOf(req: ReportRequest): Bound | null {
  const desc: Record<string, [Figure, Window]> = {
    currentSales: ['net_total', CURRENT], previousSales: ['net_total', BEFORE], change: ['net_total', CURRENT_ONLY],
    currentOrders: ['invoices', CURRENT], previousOrders: ['invoices', BEFORE],
  };
  if (req.descending) return desc[req.sortBy] ? { by: desc[req.sortBy][0], window: desc[req.sortBy][1], negated: false } : null;
  return req.sortBy === 'change' ? { by: 'net_total', window: BEFORE_ONLY, negated: true } : null;
}

/** The months a window touches (their first days), as rows `m(month)`. */
const touchedMonths = (months: string[]) => sql`unnest(${months}::date[]) m(month)`;

const score = (row: Row, req: ReportRequest, bound: Bound) => (bound.negated ? -1 : 1) * Number(row[req.sortBy]);

/** A figure at least `t` may be: `t` rounded down to the cent or the whole invoice (figures are whole cents or invoices). */
const atLeast = (t: number, bound: Bound) => (bound.by === 'invoices' ? Math.floor(t) : Math.floor(t * 100) / 100);

async function thresholdSearch(trx: Db, req: ReportRequest, scope: ReportScope, bound: Bound, months: string[]): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  const by = sql.raw(bound.by);
  let threshold = 0;
  // A larger lifetime seed raises T where counts tie at small numbers (orders over a year: 256 seeds
  // give 7 and 28,000 candidates, 4,096 give 8 and 16,000), and is tried only then.
  for (const walk of walkTuning.lifetimeSeeds) {
    const seeds = await rowsOf(trx, req, scope, sql`
      SELECT s.customer_id FROM ${touchedMonths(months)}
       CROSS JOIN LATERAL (SELECT customer_id FROM customer_sales_monthly WHERE month = m.month ORDER BY ${by} DESC, customer_id DESC LIMIT ${need}) s
      UNION
      SELECT l.customer_id FROM (SELECT customer_id FROM customer_sales_lifetime ORDER BY ${by} DESC, customer_id DESC LIMIT ${Math.max(walk, 2 * need)}) l`, need);
    if (seeds.length < need) return null;
    threshold = score(seeds[need - 1], req, bound);
    if (!(threshold > 0)) return pageAroundZero(trx, req, scope, bound);
    const rows = await candidateSearch(trx, req, scope, bound, months, threshold);
    if (rows) return rows;
  }
  return monthsAddUp(trx, req, scope, bound, months, threshold);
}

/** The page from the customers that may score T or more (step 2 above), or null when both index sets hold more than walkTuning.maxCandidates. */
async function candidateSearch(trx: Db, req: ReportRequest, scope: ReportScope, bound: Bound, months: string[], threshold: number): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  const by = sql.raw(bound.by);
  const monthRows = sql`SELECT s.customer_id FROM ${touchedMonths(months)}
    CROSS JOIN LATERAL (SELECT customer_id FROM customer_sales_monthly WHERE month = m.month AND ${by} >= ${atLeast(threshold / months.length, bound)}) s`;
  const byLifetime = sql`SELECT customer_id FROM customer_sales_lifetime WHERE ${by} >= ${atLeast(threshold, bound)}`;
  // The lifetime set, then the months' rows (a customer once per month it passes: at least as many
  // as customers) counted only as far as they could be fewer.
  const inLifetime = await countUpTo(trx, byLifetime, walkTuning.maxCandidates + 1);
  const inMonths = await countUpTo(trx, monthRows, Math.min(inLifetime, walkTuning.maxCandidates + 1));
  if (Math.min(inMonths, inLifetime) > walkTuning.maxCandidates) return null;
  // Of the smaller set, those whose touched months add up to T: one index range each (0119's by-customer index).
  const candidates = sql`SELECT c.customer_id FROM (${inLifetime <= inMonths ? byLifetime : sql`SELECT DISTINCT customer_id FROM (${monthRows}) r`}) c
    WHERE (SELECT sum(t.${by}) FROM customer_sales_monthly t
            WHERE t.customer_id = c.customer_id AND t.month >= ${months[0]}::date AND t.month <= ${months[months.length - 1]}::date) >= ${atLeast(threshold, bound)}`;
  return (await rowsOf(trx, req, scope, candidates, need)).slice(req.skip);
}

/**
 * Where neither index set is small (counts over a few months tie at small numbers: a threshold of
 * 3 orders lets every month's buyer and a third of all customers through), the third test alone over
 * the touched months' rows, summed per customer: cheaper than both windows' daily rows when the
 * window touches at most MONTHS_SUMMED months, and exact as a bound. Candidates past walkTuning.maxCandidates prove nothing.
 */
async function monthsAddUp(trx: Db, req: ReportRequest, scope: ReportScope, bound: Bound, months: string[], threshold: number): Promise<Row[] | null> {
  if (months.length > MONTHS_SUMMED) return null;
  // Invoice counts summed as integers: bigint's sum is a numeric, slower by a third here.
  const figure = bound.by === 'invoices' ? sql`t.invoices::int` : sql`t.net_total`;
  const ids = (await sql<{ id: number }>`SELECT t.customer_id AS id FROM customer_sales_monthly t WHERE t.month = ANY(${months}::date[])
    GROUP BY t.customer_id HAVING sum(${figure}) >= ${atLeast(threshold, bound)} LIMIT ${walkTuning.maxCandidates + 1}`.execute(trx)).rows.map((r) => r.id);
  if (ids.length > walkTuning.maxCandidates) return null;
  return (await rowsOf(trx, req, scope, sql`SELECT unnest(${ids}::int[]) AS customer_id`, req.skip + req.limit)).slice(req.skip);
}

/**
 * The page when the search's T is not above 0 (change ↑ over a period whose month before holds
 * few sales, as one starting near the first sale): only a customer with a sale in the bound's window
 * can score above 0, so those (at most walkTuning.maxCandidates) are summed exactly; the page is those scoring
 * above 0 in order, then the first customers scoring 0 in key order (customerSalesMomKeyWalk.ts).
 */
async function pageAroundZero(trx: Db, req: ReportRequest, scope: ReportScope, bound: Bound): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  const mayScore = sql`SELECT DISTINCT w.customer_id FROM (${windowRows(req.filters, scope, bound.window)}) w`;
  if (await countUpTo(trx, mayScore, walkTuning.maxCandidates + 1) > walkTuning.maxCandidates) return null;
  const value = valueOf(req.sortBy);
  const above = await rowsOf(trx, req, scope, mayScore, need, bound.negated ? sql`AND ${value} < 0` : sql`AND ${value} > 0`);
  if (above.length === need) return above.slice(req.skip);
  const zeros = await zeroScoreWalk(trx, req, scope, need - above.length);
  return zeros && [...above, ...zeros].slice(req.skip);
}

/** The months (first days) the bound's window touches. */
async function monthsOf(trx: Db, f: ReportFilters, window: Window): Promise<string[]> {
  const { from, until } = window(f);
  const [{ months }] = (await sql<{ months: string[] }>`SELECT array_agg(to_char(m, 'YYYY-MM-DD')) AS months
    FROM generate_series(date_trunc('month', (${from})::date), date_trunc('month', (${until})::date - 1), interval '1 month') m`.execute(trx)).rows;
  return months;
}

/** Both windows' sums (dashboard_invoice_daily: a row per day and location), or null when they hold few enough invoices to sum them whole. */
async function largePeriodSums(trx: Db, f: ReportFilters, scope: ReportScope): Promise<Row | null> {
  const [totals] = (await windowTotals(f, scope).execute(trx)).rows as Row[];
  return Number(totals.currentOrders) + Number(totals.previousOrders) <= walkTuning.smallPeriod ? null : totals;
}

export const boundedRows: ReportShortcuts['boundedRows'] = async (trx, req, scope) => {
  if (walksByCustomer(req)) return await largePeriodSums(trx, req.filters, scope) ? customerOrderWalk(trx, req, scope) : null;
  const bound = boundOf(req);
  if (!bound || !await largePeriodSums(trx, req.filters, scope)) return null;
  return thresholdSearch(trx, req, scope, bound, await monthsOf(trx, req.filters, bound.window));
};

/** How many of the first `walk` customers by lifetime sales bought in either window, counting up to `upTo`. */
const bought = (f: ReportFilters, scope: ReportScope, walk: number, upTo: number) => sql<{ n: string }>`
  SELECT count(*) AS n FROM (
    SELECT 1 FROM (SELECT customer_id FROM customer_sales_lifetime ORDER BY net_total DESC, customer_id DESC LIMIT ${walk}) l
     WHERE EXISTS (SELECT 1 FROM customer_sales_daily d WHERE d.customer_id = l.customer_id AND d.invoices > 0
                      AND ((${inWindow(f, CURRENT)}) OR (${inWindow(f, BEFORE)})) ${atLocation(f, scope)})
     LIMIT ${upTo}) x`;

export const cappedTotals: ReportShortcuts['cappedTotals'] = async (trx, req, scope) => {
  const f = req.filters;
  const sums = await largePeriodSums(trx, f, scope);
  if (!sums) return null;
  const customers = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT 1 FROM customer_sales_lifetime LIMIT ${COUNT_WALK}) l`.execute(trx)).rows[0].n);
  // Fewer customers with a sale ever than the budget: all are probed, the count is exact.
  const everyone = customers < COUNT_WALK;
  const found = Number((await bought(f, scope, COUNT_WALK, everyone ? COUNT_WALK : COUNT_CAP + 1).execute(trx)).rows[0].n);
  if (!everyone && found <= COUNT_CAP) return null;
  const capped = !everyone;
  const count = capped ? COUNT_CAP : found;
  return { ...sums, __count: count, customerId: count, __countCapped: capped };
};
