import { sql, type RawBuilder } from 'kysely';
import { ValidationError } from '../../errors';

/**
 * How a word typed into a search box finds orders (issue 13). Every match is found: a term of 3 or
 * more characters is looked up in order_search (migration 0020, one document per order, trigram
 * index) for "contains"; a 2-character term matches the start of a customer's name through a
 * prefix index; a single character is refused (no index can answer it without reading every row).
 */

/** Trigram indexes answer "contains" from this many characters. */
export const MIN_CONTAINS = 3;
/** Shorter than this, a search is refused. */
export const MIN_PREFIX = 2;

export type SearchField = 'any' | 'customerName' | 'contactNumber' | 'patientName';

const FIELD_LABEL: Record<SearchField, string> = {
  any: 'A search', customerName: 'A customer name search', contactNumber: 'A contact number search', patientName: 'A patient name search',
};

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Contact numbers are stored and matched without spaces. */
const digitsOf = (s: string) => s.replace(/\s+/g, '');
const looksLikeNumber = (s: string) => /^[+\d\s-]+$/.test(s);

/** The term as it is matched: lower case, trimmed, numbers without spaces. */
export function normaliseTerm(raw: string, field: SearchField): string {
  const t = raw.trim().toLowerCase();
  return field === 'contactNumber' || (field === 'any' && looksLikeNumber(t)) ? digitsOf(t) : t;
}

/** Throws a 400 naming the field when the term is too short for any index. */
export function checkTerm(raw: string, field: SearchField, param: string): void {
  const t = normaliseTerm(raw, field);
  const prefixAllowed = field === 'any' || field === 'customerName';
  const min = prefixAllowed ? MIN_PREFIX : MIN_CONTAINS;
  if (t.length >= min) return;
  const unit = field === 'contactNumber' ? 'digits' : 'characters';
  const hint = prefixAllowed ? ` (${MIN_PREFIX} ${unit} match the start of a customer name, ${MIN_CONTAINS} or more match anywhere)` : '';
  throw new ValidationError([{ field: param, message: `${FIELD_LABEL[field]} needs at least ${min} ${unit}${hint}` }],
    `${FIELD_LABEL[field]} needs at least ${min} ${unit}`);
}

const COLUMN: Record<Exclude<SearchField, 'any'>, string> = { customerName: 's.customer_name', contactNumber: 's.contact', patientName: 's.patient_name' };

/**
 * The orders (alias o) a checked term matches. "Contains" reads the trigram index of the whole
 * document and, for a typed search, rechecks the one field; the planner then either walks the
 * list's sort index probing order_search by key (common terms) or collects the matches first (rare).
 */
export function orderMatch(raw: string, field: SearchField): RawBuilder<unknown> {
  const doc = documentMatch(raw, field);
  if (doc) return sql`o.id IN (SELECT s.order_id FROM order_search s WHERE ${doc})`;
  const t = normaliseTerm(raw, field);
  const parts = [sql`o.customer_id IN (SELECT c.id FROM customers c WHERE lower(c.name) COLLATE "C" LIKE ${`${escapeLike(t)}%`})`];
  if (field === 'any' && /^\d+$/.test(t)) parts.push(sql`o.id = ${Number(t)}`);
  return parts.length > 1 ? sql`(${sql.join(parts, sql` OR `)})` : parts[0];
}

/**
 * The condition on order_search (alias s) that a "contains" term (3 or more characters) puts,
 * or null for a shorter term (answered by the customer-name prefix instead).
 */
export function documentMatch(raw: string, field: SearchField): RawBuilder<unknown> | null {
  const t = normaliseTerm(raw, field);
  if (t.length < MIN_CONTAINS) return null;
  const like = `%${escapeLike(t)}%`;
  const recheck = field === 'any' ? sql`` : sql` AND ${sql.raw(COLUMN[field])} LIKE ${like}`;
  return sql`s.doc LIKE ${like}${recheck}`;
}
