/**
 * What an audit record keeps of a change: the fields whose value differs, as { before, after },
 * with secrets replaced by a marker and bulky values shortened. Pure, so it is unit-tested alone.
 */

export interface FieldChange { before: unknown; after: unknown }
export type Changes = Record<string, FieldChange>;

export const REDACTED = '[redacted]';

/**
 * Field names never stored in the trail (any case, snake_case or camelCase): passwords and their
 * hashes, tokens, secrets, keys and key hashes, salts, one-time codes.
 */
const SECRET_WORDS = /(^|_)(password|passwd|pwd|secret|secrets|token|tokens|hash|hashes|salt|otp|apikey|api_key|private_key|key_hash|credentials?)(_|$)/;
/** Bookkeeping that changes on every write and says nothing the audit row's own time does not. */
const IGNORED = new Set(['updated_at', 'created_at']);
const MAX_TEXT = 2000;

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export function isSecretField(name: string): boolean {
  return SECRET_WORDS.test(snake(name));
}

/** A value as the trail stores it: JSON-safe, dates as ISO text, bytes and long text shortened. */
function stored(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}… (${value.length} characters)`;
  if (value !== null && typeof value === 'object') return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields between two states of a record. `before` null/undefined means it was created
 * (fields that start empty are left out), `after` null/undefined means it was deleted.
 */
export function changedFields(before?: Record<string, unknown> | null, after?: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(snake(key))) continue;
    const b = before ? stored(before[key]) : null;
    const a = after ? stored(after[key]) : null;
    if (same(b, a)) continue;
    if (isSecretField(key)) {
      changes[key] = { before: b === null ? null : REDACTED, after: a === null ? null : REDACTED };
    } else {
      changes[key] = { before: b, after: a };
    }
  }
  return changes;
}
