/**
 * Display helpers for order rows: dates and counts in the console's one format (its language is
 * English: "Dec 07, 2026", "Dec 07, 10:53 AM", "1,234"), money with 2 decimals.
 *
 * Written out here rather than asked of Intl: a page's first Intl formatter (or toLocaleString)
 * loads ICU's locale data, 30–50 ms on a 2-core desktop and several times that on a phone, one long
 * task on every page that lists orders. These give what Intl's en-US gives for the same options
 * (tests/unit/console/dateFormats.test.ts compares them over generated dates and counts), the same
 * for every member of staff whatever their browser's language.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');
/** en-US { month: 'short', day: '2-digit' }: "Dec 07". */
const monthDay = (d: Date) => `${MONTHS[d.getMonth()]} ${pad2(d.getDate())}`;
/** en-US { hour: '2-digit', minute: '2-digit' }: "09:05 AM", "12:30 PM". */
const clock = (d: Date) => `${pad2(d.getHours() % 12 || 12)}:${pad2(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // 'YYYY-MM-DD' is a calendar date: read it as local midnight, not UTC.
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value as string);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const formatDate = (value: unknown): string => {
  const d = toDate(value);
  return d ? `${monthDay(d)}, ${d.getFullYear()}` : '—';
};

export const formatDateTime = (value: unknown): string => {
  const d = toDate(value);
  if (!d) return '—';
  // This year's times leave the year out: list columns stay narrow.
  return d.getFullYear() === new Date().getFullYear() ? `${monthDay(d)}, ${clock(d)}` : `${monthDay(d)}, ${d.getFullYear()}, ${clock(d)}`;
};

/** A count with thousands separated, as en-US's toLocaleString: 1234567 → "1,234,567". */
export const formatCount = (n: number): string => (Number.isInteger(n) ? formatNumber(n) : String(n));

/**
 * A number as en-US's toLocaleString writes it: thousands separated, at most `max` decimals (3 unless
 * asked) and at least `min` (0), a half rounded away from zero on its shortest decimal form:
 * 1234.5678 → "1,234.568", 0.0625 → "0.063"; with { min: 2, max: 2 } 1.005 → "1.01", 7 → "7.00".
 */
export function formatNumber(n: number, { min = 0, max = 3 }: { min?: number; max?: number } = {}): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const [, whole, fraction = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(n)))!;
  // The digits and where the point falls among them (String gives 1e+21 and 1.5e-7 forms too).
  const all = whole + fraction;
  const point = whole.length + Number(exponent);
  let int = point <= 0 ? '0' : all.slice(0, point).padEnd(point, '0');
  let frac = point >= all.length ? '' : point < 0 ? '0'.repeat(-point) + all : all.slice(point);
  if (frac.length > max) {
    const rest = frac.slice(max);
    const kept = int + frac.slice(0, max);
    const rounded = rest[0] >= '5' ? increment(kept) : kept;
    int = rounded.slice(0, rounded.length - max) || '0';
    frac = rounded.slice(rounded.length - max);
  }
  frac = frac.replace(/0+$/, '').padEnd(min, '0');
  const text = `${int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
  return n < 0 || Object.is(n, -0) ? `-${text}` : text;
}

/** A string of decimal digits plus one ("0999" → "1000"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') { out[i] = String(Number(out[i]) + 1); return out.join(''); }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

export const formatMoney = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '—';
};

export const fullName = (first?: string | null, last?: string | null): string => [first, last].filter(Boolean).join(' ') || '—';
