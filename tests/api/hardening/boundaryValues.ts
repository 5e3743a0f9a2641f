/**
 * Boundary and overflow values for every field of a route's schemas, each placed in an otherwise
 * VALID body or query string, so the value reaches the service and the database
 * (tests/api/hardening/boundary-fuzz.test.ts). Schemas are read bounded, as the server reads them.
 */
import { withColumnBounds } from '../../../src/shared/schemas/bounds';
import { deref, repair, type Resolve } from './fuzzInputs';

type Schema = Record<string, unknown>;
export interface Field { path: Array<string | number>; steps: Schema[]; schema: Schema }

const typesOf = (s: Schema): string[] => ([] as string[]).concat((s.type as string | string[] | undefined) ?? []);
const branches = (s: Schema) => ((s.anyOf ?? s.oneOf) as Schema[] | undefined) ?? [];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The schema a value of `s` is checked against once $ref and a nullable anyOf are looked through. */
export function concrete(s0: unknown, resolve: Resolve): Schema {
  const s = withColumnBounds(deref(s0, resolve));
  const alt = branches(s).map((b) => concrete(b, resolve)).find((b) => !(typesOf(b).length === 1 && typesOf(b)[0] === 'null'));
  return alt ?? s;
}

/** A value the schema accepts, built from it: required fields only, ids 1 (the seed's first records), dates ahead. */
export function validSample(s0: unknown, resolve: Resolve, name = '', depth = 0): unknown {
  const s = concrete(s0, resolve);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((e) => e !== null) ?? null;
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(((s.required as string[] | undefined) ?? []).filter(() => depth < 5).map((k) => [k, validSample(props[k], resolve, k, depth + 1)]));
    }
    case 'array': return Array.from({ length: Math.max(1, Number(s.minItems ?? 0)) }, () => validSample(s.items, resolve, name, depth + 1));
    case 'integer': case 'number': {
      const lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? Math.floor(s.exclusiveMinimum) + 1 : 1;
      const v = Math.max(lo, /id$|Id$|_id$|^id/.test(name) ? 1 : Math.min(5, Number(s.maximum ?? 5)));
      return Math.min(v, Number(s.maximum ?? v));
    }
    case 'boolean': return false;
    default: {
      if (s.format === 'date') return s['x-date-range'] === 'today-or-earlier' ? day(0) : day(7);
      if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (s.format === 'time') return '10:00';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'a'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    }
  }
}

/** A valid body: the sample, repaired where patterns and formats asked more than the sampler knew. */
export function validBody(schema: unknown, resolve: Resolve, accepts: (v: unknown) => { ok: boolean; fields: string[] }): unknown {
  const base = validSample(schema, resolve);
  repair(base, accepts);
  return base;
}

/** Every field of a body or query schema: top-level properties, nested objects' and array items' properties. */
export function fieldsOf(s0: unknown, resolve: Resolve, path: Array<string | number> = [], steps: Schema[] = [], depth = 0): Field[] {
  const s = concrete(s0, resolve);
  const out: Field[] = [];
  for (const [name, p0] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
    const p = concrete(p0, resolve);
    const at = [...path, name];
    const chain = [...steps, s];
    out.push({ path: at, steps: chain, schema: p });
    if (depth >= 3) continue;
    if (p.properties) out.push(...fieldsOf(p, resolve, at, chain, depth + 1));
    const items = p.items ? concrete(p.items, resolve) : undefined;
    if (items?.properties) out.push(...fieldsOf(items, resolve, [...at, 0], [...chain, p], depth + 1));
  }
  return out;
}

/** `base` with the value at `path`; a missing parent is filled with a valid sample of its schema. */
export function withValueAt(base: unknown, field: Field, value: unknown, resolve: Resolve): unknown {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = root;
  for (let i = 0; i < field.path.length - 1; i++) {
    const key = field.path[i];
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
      const parent = concrete(field.steps[i], resolve);
      const sub = typeof key === 'number' ? (parent.items as Schema) : ((parent.properties as Record<string, Schema>)[key]);
      node[key] = validSample(sub, resolve, String(key));
    }
    node = node[key] as Record<string | number, unknown>;
  }
  node[field.path[field.path.length - 1]] = value;
  return root;
}

const LONG = 'x'.repeat(10_000);

/** The list, fitted to the field: its bounds and one past them, overflow, odd strings, wrong shapes. */
export function boundaryValues(s: Schema): Array<[string, unknown]> {
  const types = typesOf(s);
  const values: Array<[string, unknown]> = [];
  if (types.includes('integer') || types.includes('number')) {
    const max = Number(s.maximum ?? s.exclusiveMaximum);
    const min = Number(s.minimum ?? s.exclusiveMinimum);
    values.push(['max', max], ['max + 1', max + 1], ['min', min], ['min − 1', min - 1], ['fraction', types.includes('integer') ? 0.5 : 0.001]);
  }
  if (types.includes('string')) {
    if (typeof s.maxLength === 'number' && s.maxLength <= 10_000) values.push(['maxLength', 'a'.repeat(s.maxLength)], ['maxLength + 1', 'a'.repeat(s.maxLength + 1)]);
    if (s.format === 'date') values.push(['year 0', '0000-01-01'], ['year 9999', '9999-12-31'], ['31 February', '2025-02-31'], ['past', '2020-01-01']);
    if (s.format === 'date-time') values.push(['year 0', '0000-01-01T00:00:00Z'], ['year 275760', '+275760-09-13T00:00:00Z']);
  }
  values.push(
    ['−1', -1], ['2^31', 2 ** 31], ['−2^31 − 1', -(2 ** 31) - 1], ['1e30', 1e30], ['1e308', 1e308], ['−0', -0],
    ['"1e5"', '1e5'], ['"NaN"', 'NaN'], ['"Infinity"', 'Infinity'], ['array', [1]], ['object', { a: 1 }], ['10,000 characters', LONG],
    ['NUL', 'a\u0000b'], ['lone surrogate', '\ud800x'], ['null', null],
  );
  return values;
}

/** The same list as a query string carries it: text. A lone surrogate travels as the bytes it would be. */
export function queryValues(s: Schema): Array<[string, string[]]> {
  return boundaryValues(s).flatMap(([label, v]): Array<[string, string[]]> => {
    if (v === null) return [['empty', ['']]];
    if (Array.isArray(v)) return [['repeated', ['1', '2']]];
    if (typeof v === 'object') return [];
    if (label === '−0') return [[label, ['-0']]];
    return [[label, [String(v)]]];
  }).concat([['bracketed key', ['__bracket__']]]);
}

/** A query string by hand: `encodeURIComponent` refuses a lone surrogate, so it goes as raw bytes. */
export function queryString(base: Record<string, string>, name?: string, values: string[] = []): string {
  const enc = (v: string) => {
    try { return encodeURIComponent(v); } catch { return v.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^\x20-\x7e]|[ &#%+=]/g, (c) => (c === '%' ? c : encodeURIComponent(c))); }
  };
  const parts = Object.entries(base).filter(([k]) => k !== name).map(([k, v]) => `${enc(k)}=${enc(v)}`);
  for (const v of values) parts.push(v === '__bracket__' ? `${enc(name!)}[a]=1` : `${enc(name!)}=${enc(v)}`);
  return parts.join('&');
}
