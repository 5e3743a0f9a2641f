import { whenIdle } from '../routing/whenIdle';

/** Display helpers for order rows: dates in the browser's locale, money with 2 decimals. */
// Each formatter is made at its first use, not when a page's chunk loads: making one costs a slow
// phone ~10 ms, and most lists use one of the three.
const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
  let fmt: Intl.DateTimeFormat | undefined;
  const get = () => (fmt ??= new Intl.DateTimeFormat(undefined, options));
  return Object.assign((d: Date) => get().format(d), { prepare: () => { get(); } });
};
const dateFmt = lazyFormat({ year: 'numeric', month: 'short', day: '2-digit' });
const dateTimeFmt = lazyFormat({ year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });
// This year's times leave the year out: list columns stay narrow.
const shortDateTimeFmt = lazyFormat({ month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const formats = [dateFmt, shortDateTimeFmt, dateTimeFmt];

/**
 * Makes the date formatters ahead of the rows, one per task while the browser has nothing else to
 * do (a list calls it as its first page is asked for). The first Intl.DateTimeFormat of a page
 * loads the locale's data (~13 ms on a desktop, ~50 ms on a phone): made while the rows were
 * rendering, it lengthened the task that paints them; made while the request is on its way, it
 * costs the rows nothing. Harmless to call again: made formatters are kept.
 */
export function prepareDateFormats(): void {
  const prepareFrom = (i: number) => {
    if (i < formats.length) whenIdle(() => { formats[i].prepare(); prepareFrom(i + 1); }, 200);
  };
  prepareFrom(0);
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // 'YYYY-MM-DD' is a calendar date: read it as local midnight, not UTC.
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value as string);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const formatDate = (value: unknown): string => {
  const d = toDate(value);
  return d ? dateFmt(d) : '—';
};

export const formatDateTime = (value: unknown): string => {
  const d = toDate(value);
  if (!d) return '—';
  return d.getFullYear() === new Date().getFullYear() ? shortDateTimeFmt(d) : dateTimeFmt(d);
};

export const formatMoney = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '—';
};

export const fullName = (first?: string | null, last?: string | null): string => [first, last].filter(Boolean).join(' ') || '—';
