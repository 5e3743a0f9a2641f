import type { ReportColumn } from '../../../../reports/defineReport';

/**
 * How a value of each column type leaves the server. JSON: numbers as numbers, datetimes as ISO
 * 8601 (UTC), dates as YYYY-MM-DD. CSV: the same text, money with 2 decimals, booleans Yes/No.
 */

const iso = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
};

const dateOnly = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
};

const decimalsOf = (c: ReportColumn): number | null => {
  if (c.type === 'money') return 2;
  const m = /^decimals:(\d)$/.exec(c.format ?? '');
  return m ? Number(m[1]) : null;
};

export function jsonValue(c: ReportColumn, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (c.type) {
    case 'integer': case 'number': case 'money': return Number(v);
    case 'boolean': return Boolean(v);
    case 'datetime': return iso(v);
    case 'date': return dateOnly(v);
    default: return String(v);
  }
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): quote it.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvValue(c: ReportColumn, v: unknown): string {
  if (v === null || v === undefined) return '';
  switch (c.type) {
    case 'integer': return String(Number(v));
    case 'number': case 'money': {
      const d = decimalsOf(c);
      return d === null ? String(Number(v)) : Number(v).toFixed(d);
    }
    case 'boolean': return v ? 'Yes' : 'No';
    case 'datetime': return iso(v) ?? '';
    case 'date': return dateOnly(v) ?? '';
    default: {
      const s = String(v);
      return FORMULA_START.test(s) ? `'${s}` : s;
    }
  }
}

/** XLSX cells keep their type: numbers, real dates (with a number format), booleans, text. */
export function xlsxValue(c: ReportColumn, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (c.type) {
    case 'integer': case 'number': case 'money': return Number(v);
    case 'boolean': return Boolean(v);
    case 'datetime': return v instanceof Date ? v : new Date(String(v));
    case 'date': return new Date(`${dateOnly(v)}T00:00:00Z`);
    default: return String(v);
  }
}

export function xlsxFormat(c: ReportColumn): string | undefined {
  switch (c.type) {
    case 'money': return '#,##0.00';
    case 'number': { const d = decimalsOf(c); return d === null ? undefined : `0.${'0'.repeat(d)}`.replace(/\.$/, ''); }
    case 'datetime': return 'yyyy-mm-dd hh:mm:ss';
    case 'date': return 'yyyy-mm-dd';
    default: return undefined;
  }
}
