import type { CellValue, ValueFormat } from './types';

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
const datetime = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** A plain date ("2024-05-01", as PostgreSQL's date type arrives) is a calendar day, not midnight UTC. */
const asDate = (v: CellValue): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return new Date(`${v}T12:00:00`);
  if (typeof v === 'string' || typeof v === 'number') { const d = new Date(v); return Number.isNaN(d.getTime()) ? null : d; }
  return null;
};

export const rightAligned = (format: ValueFormat | undefined) => format === 'money' || format === 'number' || format === 'integer';

/** The printed text of a value; empty values print as an en dash so a blank never looks like a zero. */
export function formatValue(v: CellValue, format: ValueFormat = 'text'): string {
  if (v === null || v === undefined || v === '') return '–';
  switch (format) {
    case 'money': case 'number': case 'integer': {
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n)) return String(v);
      return (format === 'money' ? money : format === 'integer' ? integer : number).format(n);
    }
    case 'date': case 'datetime': {
      const d = asDate(v);
      return d ? (format === 'date' ? date : datetime).format(d) : String(v);
    }
    default:
      if (v instanceof Date) return datetime.format(v);
      if (typeof v === 'boolean') return v ? 'Yes' : 'No';
      return String(v);
  }
}
