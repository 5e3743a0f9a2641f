import { columnOf } from '../../shared/schemas/registry';
import { labelOf, withArticle } from '../../shared/schemas/messages';
import type { SchemaRegistry } from '../../shared/schemas/registry';
import type { EntitySchema } from '../../shared/schemas/types';

/** The fields pg and PGlite put on a refused statement. */
export interface DbError { code?: string; table?: string; column?: string; constraint?: string; detail?: string }

export interface Refusal { status: number; error: string; message: string; details?: Array<{ field: string; message: string }> }

/** "Name" → "name", "Van ID" → "van ID", "GRN no." stays: mid-sentence words keep acronyms. */
const midSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);
const sentence = (text: string) => text[0].toUpperCase() + text.slice(1);

/** Columns named by a constraint's detail: `Key (lower(name::text))=(x)` → ["name"]. */
export function columnsOfDetail(detail: string | undefined): string[] {
  const key = /Key \((.+?)\)=\(/.exec(detail ?? '')?.[1];
  if (!key) return [];
  return key.replace(/::[a-z ]+/g, '').replace(/\b\w+\(/g, '').replace(/[()]/g, '').split(',').map((c) => c.trim()).filter(Boolean);
}

/** The schema property stored in `table.column`, if a schema describes that table. */
function propertyOf(registry: SchemaRegistry, table: string | undefined, column: string | undefined) {
  if (!table || !column) return undefined;
  for (const schema of registry.all().filter((s) => s['x-table'] === table)) {
    const hit = Object.entries(schema.properties).find(([k, p]) => !p['x-virtual'] && columnOf(k, p) === column);
    if (hit) return { schema, prop: hit[0], label: labelOf(hit[0], hit[1]) };
  }
  return undefined;
}

const entityOf = (schema: EntitySchema) => midSentence(schema.title ?? schema.$id);

/**
 * A database refusal as people read it: a duplicate names the field ("A supplier with this name
 * already exists", 409), a missing required value names it (400), a broken CHECK names its column (409, as before).
 * Undefined when the error is not one of these.
 */
export function refusalOf(registry: SchemaRegistry, e: DbError): Refusal | undefined {
  if (e.code === '23505') {
    const column = columnsOfDetail(e.detail)[0] ?? /^[a-z0-9_]+?_([a-z0-9_]+)_key$/.exec(e.constraint ?? '')?.[1];
    const hit = propertyOf(registry, e.table, column);
    if (!hit) return { status: 409, error: 'CONFLICT', message: 'A record with these details already exists' };
    const message = sentence(`${withArticle(entityOf(hit.schema))} with this ${midSentence(hit.label)} already exists`);
    return { status: 409, error: 'CONFLICT', message, details: [{ field: hit.prop, message }] };
  }
  if (e.code === '23502') {
    const hit = propertyOf(registry, e.table, e.column);
    const message = hit ? `${hit.label} is required` : 'A required value is missing';
    return { status: 400, error: 'VALIDATION_FAILED', message, ...(hit ? { details: [{ field: hit.prop, message }] } : {}) };
  }
  if (e.code === '23503') {
    const hit = propertyOf(registry, e.table, columnsOfDetail(e.detail)[0]);
    if (!hit) return undefined; // a delete blocked by a reference: the caller's message is better
    const message = `The chosen ${midSentence(hit.label)} does not exist`;
    return { status: 400, error: 'VALIDATION_FAILED', message, details: [{ field: hit.prop, message }] };
  }
  if (e.code === '23514') {
    const table = e.table ?? '';
    const column = e.constraint?.startsWith(`${table}_`) ? e.constraint.slice(table.length + 1).replace(/_check\d*$/, '') : undefined;
    const hit = propertyOf(registry, e.table, column);
    if (!hit) return { status: 409, error: 'CONFLICT', message: 'That change would break a rule of the data (e.g. stock below zero)' };
    const message = `${hit.label} is not an allowed value`;
    return { status: 409, error: 'CONFLICT', message, details: [{ field: hit.prop, message }] };
  }
  // The last line of defence behind the schemas' bounds (bounds.ts): a value PostgreSQL cannot hold
  // or read is the request's fault, so a 400, never a 500. Nothing was written (the transaction failed).
  const unreadable = UNREADABLE[e.code ?? ''];
  if (unreadable) {
    const hit = propertyOf(registry, e.table, e.column);
    const message = `${hit ? hit.label : 'A value in the request'} ${unreadable}`;
    return { status: 400, error: 'VALIDATION_FAILED', message, ...(hit ? { details: [{ field: hit.prop, message }] } : {}) };
  }
  return undefined;
}

const UNREADABLE: Record<string, string> = {
  '22003': 'is out of the range that can be stored',
  '22P02': 'is not in a form that can be stored',
  '22007': 'is not a valid date or time',
  '22008': 'is not a valid date or time',
  '22009': 'is not a valid date or time',
  '22021': 'has characters that cannot be stored',
  '22P05': 'has characters that cannot be stored',
  '22001': 'is too long to store',
};
