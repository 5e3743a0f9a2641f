import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ReportRequest } from '../../../platform/reports/params';
import type { ReportFilters, ReportScope, ReportShortcuts } from '../../../platform/reports/defineServerReport';
import { orderedQuery } from '../../../platform/reports/sql';
import customerSalesMom from '../../../../../reports/customerSalesMom';
import { BEFORE, CURRENT, customerWindows, inWindow, atLocation, reportColumns, windowTotals } from './customerSalesMomSql';

/**
 * The first pages of customer-wise sales month on month without summing every customer
 * (customerSalesMom.ts sums them all: over two years at 1M orders, 230,000 customers and seconds).
 *
 * Rows by a bounded search. Each sort below has a score (the sorted value, negated for change from
 * the lowest) that a customer's rollup figures bound from above (migration 0119; an invoice's net
 * total is never negative): sales or orders of a window are at most the customer's sales or
 * invoices of the months the window touches (customer_sales_monthly), and at most its lifetime
 * figure (customer_sales_lifetime); change ≤ sales of the period, −change ≤ sales before.
 * - By months (a period of up to MONTHS_FIRST months): the top `need` customers of each touched
 *   month give a threshold T, the need-th best score among them. A customer scoring T or more has a
 *   month of at least T / k of its k months, so the customers with such a month (an index range per
 *   month, at most MAX_CANDIDATES) hold every row of the page; their exact windows are summed and sorted.
 * - By lifetime (longer periods): the K customers of highest lifetime figure are summed and
 *   sorted; if the page's last row scores more than the next customer's lifetime figure (strictly:
 *   a tie could rank an unseen customer before it), nobody left out can enter the page; else K grows.
 * Where neither proves its page (a deep page, a sort without a bound), the report's query answers;
 * it answers at once for a short period (walkTuning.smallPeriod invoices, from the daily invoice rollup).
 *
 * The count capped. Customers are probed in lifetime order for a sale in either window until
 * COUNT_CAP + 1 are found ("more than a thousand": the totals' sums come from the daily invoice
 * rollup, exact). A probe budget (COUNT_WALK) bounds the work when few customers bought in the
 * period: the report's exact count is then cheap, and answers. A walk that saw every customer
 * with a sale ever is exact either way.
 */

export const COUNT_CAP = 1000;
export const COUNT_WALK = 8000;
export const FIRST_WALK = 256;
const MAX_WALK = 8192;
export const MONTHS_FIRST = 12;
export const MAX_CANDIDATES = 60_000;
/**
 * Periods with at most `smallPeriod` invoices in both windows are summed whole: cheaper than any
 * search (a cost choice: both ways give the same rows). Tests lower it to search a test-sized dataset.
 */
export const walkTuning = { smallPeriod: 30_000 };

type Figure = 'net_total' | 'invoices';
type Window = typeof CURRENT;
/** The rollup figure bounding a sort's score, the window whose months bound it, and whether the score is the value negated. */
interface Bound { by: Figure; window: Window; negated: boolean }
type Row = Record<string, unknown>;

/** The bound of each sort this search can prove, by column and direction. */
function boundOf(req: ReportRequest): Bound | null {
  const desc: Record<string, [Figure, Window]> = {
    currentSales: ['net_total', CURRENT], previousSales: ['net_total', BEFORE], change: ['net_total', CURRENT],
    currentOrders: ['invoices', CURRENT], previousOrders: ['invoices', BEFORE],
  };
  if (req.descending) return desc[req.sortBy] ? { by: desc[req.sortBy][0], window: desc[req.sortBy][1], negated: false } : null;
  return req.sortBy === 'change' ? { by: 'net_total', window: BEFORE, negated: true } : null;
}

const score = (row: Row, req: ReportRequest, bound: Bound) => (bound.negated ? -1 : 1) * Number(row[req.sortBy]);

/** The report's rows of the customers `ids` (a query of customer_id) that bought in either window, in the asked order, the first `need`. */
const rowsOf = (trx: Db, req: ReportRequest, scope: ReportScope, ids: RawBuilder<unknown>, need: number) =>
  sql<Row>`${orderedQuery(customerSalesMom, (f, s) => reportColumns(sql`
    SELECT l.customer_id, w.cur_orders, w.cur_sales, w.prev_orders, w.prev_sales
      FROM (${ids}) l CROSS JOIN LATERAL (${customerWindows(f, s, sql`l.customer_id`)}) w
     WHERE w.cur_orders + w.prev_orders > 0`), req, scope)} LIMIT ${need}`.execute(trx).then((r) => r.rows);

/** The first `k` customers by lifetime figure, highest first (an index walk of customer_sales_lifetime). */
const topLifetime = (by: Figure, k: number) =>
  sql`SELECT l.customer_id, l.${sql.raw(by)} AS bound FROM customer_sales_lifetime l ORDER BY l.${sql.raw(by)} DESC, l.customer_id DESC LIMIT ${k}`;

async function byLifetime(trx: Db, req: ReportRequest, scope: ReportScope, bound: Bound, _months?: string[]): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  for (let k = Math.max(FIRST_WALK, 2 * need); k <= MAX_WALK; k *= 4) {
    const rows = await rowsOf(trx, req, scope, topLifetime(bound.by, k), need);
    const next = (await sql<{ bound: string }>`SELECT bound FROM (${topLifetime(bound.by, k + 1)}) l OFFSET ${k}`.execute(trx)).rows[0];
    // Every customer with a sale ever was walked: the rows are the report's.
    if (!next) return rows.slice(req.skip);
    const last = rows[need - 1];
    if (last && score(last, req, bound) > Number(next.bound)) return rows.slice(req.skip);
  }
  return null;
}

async function byMonths(trx: Db, req: ReportRequest, scope: ReportScope, bound: Bound, months: string[]): Promise<Row[] | null> {
  const need = req.skip + req.limit;
  const by = sql.raw(bound.by);
  const touched = sql`unnest(${months}::date[])`;
  const seeds = await rowsOf(trx, req, scope, sql`SELECT DISTINCT s.customer_id FROM ${touched} m(month)
    CROSS JOIN LATERAL (SELECT customer_id FROM customer_sales_monthly WHERE month = m.month ORDER BY ${by} DESC, customer_id DESC LIMIT ${need}) s`, need);
  if (seeds.length < need) return null;
  const threshold = score(seeds[need - 1], req, bound);
  if (!(threshold > 0)) return null;
  // A month of at least T / k, rounded down to the cent (figures are whole cents or whole invoices): never fewer customers.
  const floor = bound.by === 'invoices' ? Math.floor(threshold / months.length) : Math.floor((threshold * 100) / months.length) / 100;
  const candidates = sql`SELECT DISTINCT s.customer_id FROM ${touched} m(month)
    CROSS JOIN LATERAL (SELECT customer_id FROM customer_sales_monthly WHERE month = m.month AND ${by} >= ${floor}) s`;
  const [{ n }] = (await sql<{ n: string }>`SELECT count(*) AS n FROM (${candidates} LIMIT ${MAX_CANDIDATES + 1}) c`.execute(trx)).rows;
  if (Number(n) > MAX_CANDIDATES) return null;
  return (await rowsOf(trx, req, scope, candidates, need)).slice(req.skip);
}

/** The months (first days) the bound's window touches. */
async function monthsOf(trx: Db, f: ReportFilters, window: Window): Promise<string[]> {
  const { from, until } = window(f);
  const [{ months }] = (await sql<{ months: string[] }>`SELECT array_agg(to_char(m, 'YYYY-MM-DD')) AS months
    FROM generate_series(date_trunc('month', (${from})::date), date_trunc('month', (${until})::date - 1), interval '1 month') m`.execute(trx)).rows;
  return months;
}

/** Whether both windows hold few enough invoices to sum them whole (dashboard_invoice_daily: a row per day and location). */
async function smallPeriod(trx: Db, f: ReportFilters, scope: ReportScope): Promise<boolean> {
  const [totals] = (await windowTotals(f, scope).execute(trx)).rows as Row[];
  return Number(totals.currentOrders) + Number(totals.previousOrders) <= walkTuning.smallPeriod;
}

export const boundedRows: ReportShortcuts['boundedRows'] = async (trx, req, scope) => {
  const bound = boundOf(req);
  if (!bound || await smallPeriod(trx, req.filters, scope)) return null;
  const months = await monthsOf(trx, req.filters, bound.window);
  const ways = months.length <= MONTHS_FIRST ? [byMonths, byLifetime] : [byLifetime, byMonths];
  for (const way of ways) {
    const rows = await way(trx, req, scope, bound, months);
    if (rows) return rows;
  }
  return null;
};

/** How many of the first `walk` customers by lifetime sales bought in either window, counting up to `upTo`. */
const bought = (f: ReportFilters, scope: ReportScope, walk: number, upTo: number) => sql<{ n: string }>`
  SELECT count(*) AS n FROM (
    SELECT 1 FROM (${topLifetime('net_total', walk)}) l
     WHERE EXISTS (SELECT 1 FROM customer_sales_daily d WHERE d.customer_id = l.customer_id AND d.invoices > 0
                      AND ((${inWindow(f, CURRENT)}) OR (${inWindow(f, BEFORE)})) ${atLocation(f, scope)})
     LIMIT ${upTo}) x`;

export const cappedTotals: ReportShortcuts['cappedTotals'] = async (trx, req, scope) => {
  const f = req.filters;
  if (await smallPeriod(trx, f, scope)) return null;
  const customers = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT 1 FROM customer_sales_lifetime LIMIT ${COUNT_WALK}) l`.execute(trx)).rows[0].n);
  // Fewer customers with a sale ever than the budget: all are probed, the count is exact.
  const everyone = customers < COUNT_WALK;
  const found = Number((await bought(f, scope, COUNT_WALK, everyone ? COUNT_WALK : COUNT_CAP + 1).execute(trx)).rows[0].n);
  if (!everyone && found <= COUNT_CAP) return null;
  const capped = !everyone;
  const count = capped ? COUNT_CAP : found;
  const [sums] = (await windowTotals(f, scope).execute(trx)).rows as Row[];
  return { ...sums, __count: count, customerId: count, __countCapped: capped };
};
