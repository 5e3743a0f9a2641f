import type { ReportColumn } from '../../../reports/defineReport';
import { formatDate, formatDateTime, formatMoney } from '../i18n/format';

/** A cell on screen: dates as the console writes them (i18n/format.ts), money with 2 decimals, empty as —. */
export function formatCell(c: ReportColumn, v: unknown, words: { yes: string; no: string }): string {
  if (v === null || v === undefined || v === '') return '—';
  switch (c.type) {
    case 'money': return formatMoney(v);
    case 'number': {
      const m = /^decimals:(\d)$/.exec(c.format ?? '');
      return m ? Number(v).toFixed(Number(m[1])) : String(v);
    }
    case 'datetime': return formatDateTime(v);
    case 'date': return formatDate(v);
    case 'boolean': return v ? words.yes : words.no;
    default: return String(v);
  }
}

export const isNumeric = (c: ReportColumn): boolean => c.type === 'money' || c.type === 'number' || c.type === 'integer';

/** 1536 → "1.5 kB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} kB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** 'YYYY-MM-DD' of a day `offset` days from today, in the browser's calendar. */
export function isoDay(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
