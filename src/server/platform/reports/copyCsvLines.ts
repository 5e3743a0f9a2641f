import { Transform } from 'node:stream';

/*
 * PostgreSQL's CSV as the download writes it (copyCsv.ts): each line end outside quotes becomes
 * CRLF, as csv-stringify writes them, and the fields named as instants are rewritten from
 * PostgreSQL's `timestamp` text in UTC (DateStyle ISO: 'YYYY-MM-DD HH:MI:SS', up to six fraction
 * digits, ' BC' before year 1) into csvValue's ISO text ('YYYY-MM-DDTHH:MI:SS.mmmZ', the
 * milliseconds truncated as JavaScript's Date keeps them). PostgreSQL's to_char wrote the same text,
 * but in the database's one process: 3 s or more of a 15 s download of a million orders (five
 * date-time columns). Here the rewriting runs beside the database's work, on the server's own core.
 *
 * Only whole rows pass: a row split across chunks waits for its end, so a download cut between two
 * chunks (a server shutting down) ends after a whole row.
 */

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const SPACE = 0x20;
const DOT = 0x2e;
const ZERO = 0x30;
const T = 0x54;
const Z = 0x5a;

/** The transform for a COPY whose fields at `instants` (0-based) are UTC timestamps; none: line ends only. */
export function copyCsvLines(instants: readonly number[] = []): Transform {
  return instants.length ? instantLines(instants) : crlfOnly();
}

/**
 * An instant's ISO text from its PostgreSQL text in chunk[s, e) into out at o; returns the new end.
 * 'infinity' and '-infinity' (to_char's NULL) stay empty. The date part (four digits of year or
 * more, as to_char's YYYY prints it) is copied as it is; a ' BC' after the time is dropped as YYYY does.
 */
function writeIso(chunk: Buffer, s: number, e: number, out: Buffer, o: number): number {
  let sp = s;
  while (sp < e && chunk[sp] !== SPACE) sp++;
  if (sp === e) return o; // infinity, -infinity
  for (let k = s; k < sp; k++) out[o++] = chunk[k];
  out[o++] = T;
  for (let k = sp + 1; k < sp + 9; k++) out[o++] = chunk[k];
  out[o++] = DOT;
  let p = sp + 9;
  let digits = 0;
  if (p < e && chunk[p] === DOT) {
    p++;
    while (digits < 3 && p < e && chunk[p] !== SPACE) { out[o++] = chunk[p++]; digits++; }
  }
  while (digits++ < 3) out[o++] = ZERO;
  out[o++] = Z;
  return o;
}

/** Bytes that end an unquoted value: the field separator and the line end. */
const ENDS_VALUE = new Uint8Array(256);
ENDS_VALUE[COMMA] = 1;
ENDS_VALUE[LF] = 1;

function instantLines(instants: readonly number[]): Transform {
  // Indexed by field; a field past the last instant reads undefined (not one).
  const isInstant = new Uint8Array(Math.max(...instants) + 1);
  for (const i of instants) isInstant[i] = 1;
  let carry: Buffer | null = null;
  return new Transform({
    transform(incoming: Buffer, _encoding, done) {
      const chunk = carry ? Buffer.concat([carry, incoming]) : incoming;
      const n = chunk.length;
      // Each byte becomes at most two (LF -> CRLF; 'YYYY-MM-DD HH:MI:SS,' -> 25 bytes).
      const out = Buffer.allocUnsafe(2 * n + 16);
      let o = 0;
      let i = 0;
      let rowsEnd = 0;
      let outEnd = 0;
      rows: while (i < n) {
        let field = 0;
        for (;;) {
          if (i >= n) break rows;
          let c = chunk[i];
          if (c === QUOTE) {
            // A quoted value (text only): to its closing quote, a doubled quote staying inside.
            out[o++] = c; i++;
            for (;;) {
              if (i >= n) break rows;
              c = chunk[i++];
              out[o++] = c;
              if (c === QUOTE) {
                if (i >= n) break rows;
                if (chunk[i] !== QUOTE) break;
                out[o++] = QUOTE; i++;
              }
            }
          } else if (isInstant[field] === 1) {
            const s = i;
            while (i < n && ENDS_VALUE[chunk[i]] === 0) i++;
            if (i >= n) break rows;
            if (i > s) o = writeIso(chunk, s, i, out, o);
          } else {
            while (i < n && ENDS_VALUE[c = chunk[i]] === 0) { out[o++] = c; i++; }
            if (i >= n) break rows;
          }
          if (chunk[i++] === COMMA) { out[o++] = COMMA; field++; continue; }
          out[o++] = CR; out[o++] = LF;
          rowsEnd = i; outEnd = o;
          break;
        }
      }
      carry = rowsEnd < n ? Buffer.from(chunk.subarray(rowsEnd)) : null;
      done(null, outEnd ? out.subarray(0, outEnd) : undefined);
    },
    flush(done) { done(null, carry ?? undefined); },
  });
}

/**
 * Line ends only: the rows are found with indexOf (no object per row: a million rows made a second
 * of garbage collection) and each chunk's rows copied once into one buffer.
 */
function crlfOnly(): Transform {
  let carry: Buffer | null = null;
  // Positions of the chunk's line ends, reused from chunk to chunk.
  const ends: number[] = [];
  return new Transform({
    transform(incoming: Buffer, _encoding, done) {
      const chunk = carry ? Buffer.concat([carry, incoming]) : incoming;
      ends.length = 0;
      // A row starts outside quotes, so the scan of carry + chunk starts unquoted.
      let quoted = false;
      let pos = 0;
      // The next quote at or after pos, found once (not once per line).
      let q = chunk.indexOf(QUOTE, 0);
      while (pos < chunk.length) {
        if (quoted) {
          if (q < 0) break;
          // A doubled quote inside a quoted value toggles twice: still quoted.
          quoted = false;
          pos = q + 1;
          q = chunk.indexOf(QUOTE, pos);
          continue;
        }
        const lf = chunk.indexOf(LF, pos);
        if (q >= 0 && (lf < 0 || q < lf)) { quoted = true; pos = q + 1; q = chunk.indexOf(QUOTE, pos); continue; }
        if (lf < 0) break;
        ends.push(lf);
        pos = lf + 1;
      }
      const rowsEnd = ends.length ? ends[ends.length - 1] + 1 : 0;
      carry = rowsEnd < chunk.length ? Buffer.from(chunk.subarray(rowsEnd)) : null;
      if (!ends.length) { done(); return; }
      const out = Buffer.allocUnsafe(rowsEnd + ends.length);
      let from = 0;
      let at = 0;
      for (const lf of ends) {
        at += chunk.copy(out, at, from, lf);
        out[at++] = CR;
        out[at++] = LF;
        from = lf + 1;
      }
      done(null, out);
    },
    flush(done) { done(null, carry ?? undefined); },
  });
}
