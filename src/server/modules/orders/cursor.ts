import { ValidationError } from '../../errors';

/**
 * Keyset paging (issue 13): a list reply carries `nextCursor`, the last row's sort key and id; the
 * next call passes it as `cursor` and the query continues after that row through the list's
 * index instead of walking and discarding `skip` rows. Opaque to the console (base64url JSON).
 */
export interface Keyset { sort: string; desc: boolean; key: string; id: number }

export function encodeCursor(k: Keyset): string {
  return Buffer.from(JSON.stringify([k.sort, k.desc ? 1 : 0, k.key, k.id])).toString('base64url');
}

/** A timestamp as PostgreSQL prints timestamptz::text (full microseconds, so no row is skipped). */
const KEY = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

/** The cursor of a list with this sort and direction, or a 400 naming `cursor`. */
export function decodeCursor(raw: string, sort: string, desc: boolean): Keyset {
  const bad = (why: string) => new ValidationError([{ field: 'querystring.cursor', message: why }]);
  let parts: unknown;
  try { parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')); } catch { throw bad('is not a cursor this list gave out'); }
  if (!Array.isArray(parts) || parts.length !== 4) throw bad('is not a cursor this list gave out');
  const [s, d, key, id] = parts as [unknown, unknown, unknown, unknown];
  if (typeof key !== 'string' || !KEY.test(key) || !Number.isSafeInteger(id) || (id as number) < 1) throw bad('is not a cursor this list gave out');
  if (s !== sort || d !== (desc ? 1 : 0)) throw bad('belongs to another sort order; start again from the first page');
  return { sort, desc, key, id: id as number };
}
