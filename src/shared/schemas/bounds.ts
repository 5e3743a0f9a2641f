import type { PropertySchema } from './types';

/**
 * The ranges the database can hold, given to every integer and number of every schema (entity
 * schemas, the bodies derived from them, hand-written route schemas, query strings and paging), so a
 * value the column cannot hold is a 400 that names the field, never a 500 from PostgreSQL.
 *
 * A property's column type is `x-column-type` when it says one, else the default mapping:
 * `integer` → `integer` (int4), `number` → `numeric(12,s)` with s from `x-decimals` (else 2). The
 * migration generator (src/tools/lib/migrationFromSchema.ts) writes the same type, and the drift
 * check (src/tools/lib/schemaDrift.ts) proves the bounded schema fits the real column. A schema's own
 * narrower `minimum`/`maximum`/`x-decimals` always wins; a wider one is kept as written (a bigint id
 * may say `maximum: Number.MAX_SAFE_INTEGER`) and the drift check judges it.
 */

export const DEFAULT_NUMERIC = { precision: 12, scale: 2 };

export type ColumnType =
  | { kind: 'integer'; sql: 'smallint' | 'integer' | 'bigint'; min: number; max: number }
  | { kind: 'numeric'; sql: string; precision: number; scale: number; min: number; max: number };

const INTEGERS = {
  smallint: { min: -32768, max: 32767 },
  integer: { min: -2147483648, max: 2147483647 },
  // int8 holds more than a JavaScript number can say exactly: the safe integers are what we accept.
  bigint: { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
} as const;

/** The largest value of numeric(p,s): p − s nines, a point, s nines. */
const numericMax = (precision: number, scale: number) => Number(`${'9'.repeat(precision - scale) || '0'}${scale ? `.${'9'.repeat(scale)}` : ''}`);

/** Parses a column type as written in `x-column-type` (or SQL): smallint, integer, bigint, numeric(p,s). */
export function parseColumnType(text: string): ColumnType | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, '');
  const alias: Record<string, keyof typeof INTEGERS> = { int2: 'smallint', smallint: 'smallint', int: 'integer', int4: 'integer', integer: 'integer', int8: 'bigint', bigint: 'bigint' };
  if (alias[t]) {
    const sql = alias[t];
    return { kind: 'integer', sql, ...INTEGERS[sql] };
  }
  const m = /^numeric\((\d+)(?:,(\d+))?\)$/.exec(t);
  if (!m) return undefined;
  const precision = Number(m[1]);
  const scale = Number(m[2] ?? 0);
  if (precision < 1 || precision > 1000 || scale > precision) return undefined;
  const max = numericMax(precision, scale);
  return { kind: 'numeric', sql: `numeric(${precision},${scale})`, precision, scale, min: -max, max };
}

const typesOf = (p: PropertySchema): string[] => ([] as string[]).concat(p.type ?? []).filter((t) => t !== 'null');

/** Decimal places a `multipleOf` such as 0.01 stands for (undefined when it is not a power of ten). */
const scaleOfStep = (step: unknown): number | undefined => {
  if (typeof step !== 'number' || step <= 0 || step >= 1) return step === 1 ? 0 : undefined;
  const m = /^0\.(0*)1$/.exec(String(step));
  return m ? m[1].length + 1 : undefined;
};

/** The column type a numeric property is stored in (undefined for other types). */
export function columnTypeOf(p: PropertySchema): ColumnType | undefined {
  const declared = p['x-column-type'];
  if (typeof declared === 'string') {
    const parsed = parseColumnType(declared);
    if (!parsed) throw new Error(`x-column-type "${declared}" is not one of smallint, integer, bigint, numeric(p,s)`);
    return parsed;
  }
  const types = typesOf(p);
  if (types.includes('number')) {
    const decimals = typeof p['x-decimals'] === 'number' ? p['x-decimals'] : scaleOfStep(p.multipleOf) ?? DEFAULT_NUMERIC.scale;
    return parseColumnType(`numeric(${DEFAULT_NUMERIC.precision},${decimals})`);
  }
  if (types.includes('integer')) return parseColumnType('integer');
  return undefined;
}

const hasLower = (p: PropertySchema) => typeof p.minimum === 'number' || typeof p.exclusiveMinimum === 'number';
const hasUpper = (p: PropertySchema) => typeof p.maximum === 'number' || typeof p.exclusiveMaximum === 'number';

/** One schema node with its column's bounds filled in where it says none (a fresh object when changed). */
function boundNode(p: PropertySchema): PropertySchema {
  const column = columnTypeOf(p);
  if (!column) return p;
  const add: PropertySchema = {};
  if (!hasLower(p)) add.minimum = column.min;
  if (!hasUpper(p)) add.maximum = column.max;
  if (column.kind === 'numeric' && typeof p['x-decimals'] !== 'number' && p.multipleOf === undefined) add['x-decimals'] = column.scale;
  // ajv coerces the query string "Infinity" to an integer and skips its limits for a non-finite
  // number; x-decimals refuses it (a whole number has 0 decimal places, Infinity has no count).
  if (column.kind === 'integer' && typeof p['x-decimals'] !== 'number') add['x-decimals'] = 0;
  return Object.keys(add).length ? { ...p, ...add } : p;
}

// Subschemas a value is checked against as is; `not` and `if` are left alone (a bound there inverts).
const MAP_KEYS = ['properties', 'patternProperties', 'definitions', '$defs'] as const;
const ONE_KEYS = ['items', 'additionalProperties', 'then', 'else', 'contains', 'additionalItems'] as const;
const LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

/**
 * The schema with every integer and number bounded to what its column holds (see the top of the
 * file). Pure and idempotent: bounding a bounded schema changes nothing, so every layer may call it.
 */
export function withColumnBounds<T>(schema: T): T {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const node = boundNode(schema as PropertySchema) as Record<string, unknown>;
  let out: Record<string, unknown> | undefined = node === (schema as unknown) ? undefined : node;
  const set = (key: string, value: unknown) => {
    out ??= { ...node };
    out[key] = value;
  };
  for (const key of MAP_KEYS) {
    const map = node[key];
    if (!map || typeof map !== 'object') continue;
    const entries = Object.entries(map as Record<string, unknown>);
    const bounded = entries.map(([k, v]) => [k, withColumnBounds(v)] as const);
    if (bounded.some(([k, v], i) => v !== entries[i][1] || k !== entries[i][0])) set(key, Object.fromEntries(bounded));
  }
  for (const key of ONE_KEYS) {
    const sub = node[key];
    if (sub && typeof sub === 'object') {
      const bounded = Array.isArray(sub) ? sub.map(withColumnBounds) : withColumnBounds(sub);
      if (Array.isArray(sub) ? (bounded as unknown[]).some((v, i) => v !== sub[i]) : bounded !== sub) set(key, bounded);
    }
  }
  for (const key of LIST_KEYS) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    const bounded = list.map(withColumnBounds);
    if (bounded.some((v, i) => v !== list[i])) set(key, bounded);
  }
  return (out ?? schema) as T;
}

/**
 * Decimal places of a number as JSON wrote it (its shortest round-trip form): 0.07 → 2, 1e-7 → 7,
 * 1e21 → 0. Exact where `multipleOf: 0.01` is not (0.07 / 0.01 is 7.000000000000001 in floats).
 */
export function decimalsOf(n: number): number {
  if (!Number.isFinite(n)) return Infinity;
  const m = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n));
  if (!m) return Infinity;
  return Math.max(0, (m[1]?.length ?? 0) - Number(m[2] ?? 0));
}
