/**
 * A faster reader of `timestamp with time zone` values for node-postgres (issue 13: a list page
 * reads dozens of them and the general parser, three regular expressions per value, was a visible
 * share of a list call). PostgreSQL writes them, with DateStyle ISO, as
 * `YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM[:SS]]`; exactly that shape with a four-digit year from 1000
 * on is read here, to the same Date the general parser gives (same fraction arithmetic, same
 * offset, the instant computed without Date.UTC). Anything else (infinity, BC, years outside
 * 1000–9999, another DateStyle) goes to the general parser unchanged.
 */
const DASH = 45;
const SPACE = 32;
const COLON = 58;
const DOT = 46;
const PLUS = 43;

/** The n digits at `from` as a number, or -1 if any is not a digit. */
function digits(s: string, from: number, n: number): number {
  let v = 0;
  for (let i = from; i < from + n; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil),
 * for years from 0 on and months 1–12; linear in the day, as Date.UTC is. Plain arithmetic: a call
 * of Date.UTC cost more than the rest of the reading.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function timestamptzParser(general: (value: string) => unknown): (value: string) => unknown {
  return (s: string) => {
    if (s.length < 22 || s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH || s.charCodeAt(10) !== SPACE
      || s.charCodeAt(13) !== COLON || s.charCodeAt(16) !== COLON) return general(s);
    const year = digits(s, 0, 4);
    const month = digits(s, 5, 2);
    const day = digits(s, 8, 2);
    const hour = digits(s, 11, 2);
    const minute = digits(s, 14, 2);
    const second = digits(s, 17, 2);
    if (year < 1000 || month < 1 || month > 12 || day < 0 || hour < 0 || minute < 0 || second < 0) return general(s);
    let i = 19;
    let ms = 0;
    if (s.charCodeAt(i) === DOT) {
      let end = i + 1;
      while (end < s.length && isDigit(s.charCodeAt(end))) end++;
      if (end === i + 1) return general(s);
      // As the general parser computes it, then as Date.UTC drops what is below a millisecond.
      ms = Math.trunc(1000 * parseFloat(s.slice(i, end)));
      i = end;
    }
    const sign = s.charCodeAt(i);
    if (sign !== PLUS && sign !== DASH) return general(s);
    const zone = s.length - i - 1;
    if (zone !== 2 && zone !== 5 && zone !== 8) return general(s);
    const zh = digits(s, i + 1, 2);
    const zm = zone >= 5 && s.charCodeAt(i + 3) === COLON ? digits(s, i + 4, 2) : zone >= 5 ? -1 : 0;
    const zs = zone === 8 && s.charCodeAt(i + 6) === COLON ? digits(s, i + 7, 2) : zone === 8 ? -1 : 0;
    if (zh < 0 || zm < 0 || zs < 0) return general(s);
    const offsetMs = (zh * 3600 + zm * 60 + zs) * 1000;
    const utc = daysFromCivil(year, month, day) * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000 + ms;
    return new Date(utc - (sign === DASH ? -offsetMs : offsetMs));
  };
}
