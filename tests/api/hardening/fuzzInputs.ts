/**
 * Refused inputs derived from a route's request schemas (tests/api/hardening/fuzz.test.ts). Every
 * candidate is checked against the schema with the server's own ajv settings before it is sent, so
 * only inputs the contract really forbids are counted; NUL bytes are always sent (no schema can
 * forbid them for every string, the server's input guard does).
 */
type Schema = Record<string, unknown>;
export type Resolve = (ref: string) => Schema | undefined;

export interface BodyAttempt { label: string; raw?: string; contentType?: string; value?: unknown; field?: string; always?: boolean }
export interface QueryAttempt { label: string; query: Record<string, string>; field?: string; always?: boolean }

const MB = 'x'.repeat(1 << 20);
const WRONG: Array<[string, unknown]> = [
  ['null', null], ['zero', 0], ['negative', -1], ['fraction', 1.5], ['huge', 1e308], ['below int32', -2147483649], ['word', 'x'],
  ['empty string', ''], ['true', true], ['array', []], ['object', {}], ['bad date', '2025-13-45'], ['1 MB string', MB],
];
const QUERY_WRONG: Array<[string, string]> = [
  ['word', 'abc'], ['negative', '-1'], ['NaN', 'NaN'], ['infinite', '1e999'], ['fraction', '1.5'], ['empty', ''],
  ['long', 'q'.repeat(5000)], ['bad date', '2025-13-45'], ['above int32', '2147483648'],
];
const EXTRA_KEYS = ['unknownField', 'isAdmin', 'role', 'constructor', 'prototype', '$where', 'id_', 'zz', 'password_hash', 'agent_id', 'deleted', 'x-y', 'status', 'createdAt', 'locationId', '__v'];

export function deref(s: unknown, resolve: Resolve, depth = 0): Schema {
  const schema = (s ?? {}) as Schema;
  if (typeof schema.$ref === 'string' && depth < 8) return deref(resolve(schema.$ref), resolve, depth + 1);
  return schema;
}

const typesOf = (s: Schema): string[] => ([] as string[]).concat((s.type as string | string[] | undefined) ?? []);

/** A value the schema probably accepts (single mutations of it then violate one thing at a time). */
export function sample(s0: unknown, resolve: Resolve, depth = 0): unknown {
  const s = deref(s0, resolve);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const alt = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (alt?.length) return sample(alt[0], resolve, depth);
  if (Array.isArray(s.allOf) && s.allOf.length) return sample(s.allOf[0], resolve, depth);
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, unknown>;
      if (depth < 4) for (const k of (s.required as string[] | undefined) ?? []) out[k] = sample(props[k], resolve, depth + 1);
      return out;
    }
    case 'array': return Array.from({ length: Number(s.minItems ?? 0) }, () => sample(s.items, resolve, depth + 1));
    case 'integer': case 'number': return Math.max(Number(s.minimum ?? 1), Number(s.exclusiveMinimum ?? 0) + 1);
    case 'boolean': return true;
    default: {
      if (s.format === 'email') return 'fuzz@example.com';
      // A date a week ahead: inside an x-date-range of today-or-later (today for today-or-earlier).
      if (s.format === 'date') return new Date(Date.now() + (s['x-date-range'] === 'today-or-earlier' ? 0 : 7 * 86_400_000)).toISOString().slice(0, 10);
      if (s.format === 'date-time') return '2025-01-15T10:00:00Z';
      return 'a'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    }
  }
}

const CANDIDATES: unknown[] = ['+94 77 123 4567', '0771234567', 'ABC-123', 'A1', 'abc', '1', 1, 'HNCX000001', '2025-01-15', 'fuzz@example.com', true, []];

/**
 * Makes a sampled object acceptable where the sampler could not (patterns, formats): each property
 * the validator names is tried with a few typical values. Answers whether the result is accepted.
 */
export function repair(base: unknown, accepts?: (v: unknown) => { ok: boolean; fields: string[] }): boolean {
  if (!accepts) return false;
  if (!base || typeof base !== 'object' || Array.isArray(base)) return accepts(base).ok;
  const obj = base as Record<string, unknown>;
  for (let round = 0; round < 6; round++) {
    const { ok, fields } = accepts(obj);
    if (ok) return true;
    for (const f of fields) {
      const good = CANDIDATES.find((c) => !accepts({ ...obj, [f]: c }).fields.includes(f));
      if (good === undefined) return false;
      obj[f] = good;
    }
  }
  return accepts(obj).ok;
}

/** At least one of everything the issue names, for one JSON body schema. */
export function bodyAttempts(body: unknown, resolve: Resolve, accepts?: (v: unknown) => { ok: boolean; fields: string[] }): BodyAttempt[] {
  const s = deref(body, resolve);
  const base = sample(s, resolve);
  repair(base, accepts);
  const out: BodyAttempt[] = [
    ...['null', '[]', '"text"', '1', 'true', '-1', '[{}]', '0', '""', 'false', '[null]', '1.5', '-1e400'].map((raw) => ({ label: `not an object: ${raw}`, raw })),
    ...['{', '{"a":', 'nul', '[1,]', "{'a':1}", '{"a":1}}', '{"a":NaN}'].map((raw) => ({ label: `invalid JSON: ${raw}`, raw, always: true })),
    ...['application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'text/csv'].map((contentType) => ({ label: `content type ${contentType}`, raw: 'a=1', contentType, always: true })),
    { label: '__proto__', raw: '{"__proto__":{"polluted":true}}', always: true },
    { label: 'constructor.prototype', raw: '{"constructor":{"prototype":{"polluted":true}}}', always: true },
    { label: '__proto__ beside valid fields', raw: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},').replace(',}', '}'), always: true },
    { label: 'deep object nesting', raw: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, always: true },
    { label: 'deep array nesting', raw: `${'['.repeat(3000)}${']'.repeat(3000)}`, always: true },
  ];
  if (!base || typeof base !== 'object' || Array.isArray(base)) return out;
  for (const key of EXTRA_KEYS) out.push({ label: `extra key ${key}`, value: { ...base, [key]: 1 }, field: key });
  const props = (s.properties ?? {}) as Record<string, unknown>;
  for (const [name, p] of Object.entries(props)) {
    if (((s.required as string[] | undefined) ?? []).includes(name)) {
      const rest = { ...(base as Record<string, unknown>) };
      delete rest[name];
      out.push({ label: `missing ${name}`, value: rest, field: name });
    }
    for (const [label, v] of WRONG) out.push({ label: `${name}: ${label}`, value: { ...base, [name]: v }, field: name });
    out.push({ label: `${name}: NUL byte`, value: { ...base, [name]: 'a\u0000b' }, field: name, always: true });
    const inner = deref(p, resolve);
    const innerProps = (inner.properties ?? {}) as Record<string, unknown>;
    const innerBase = (base as Record<string, unknown>)[name] ?? sample(inner, resolve);
    if (innerBase && typeof innerBase === 'object' && !Array.isArray(innerBase)) {
      for (const sub of Object.keys(innerProps)) {
        for (const [label, v] of WRONG.slice(0, 11)) out.push({ label: `${name}.${sub}: ${label}`, value: { ...base, [name]: { ...innerBase, [sub]: v } }, field: `${name}.${sub}` });
      }
    }
  }
  return out;
}

/** Refused query strings for one querystring schema (values as they arrive: strings). */
export function queryAttempts(query: unknown, resolve: Resolve, accepts?: (v: unknown) => { ok: boolean; fields: string[] }): QueryAttempt[] {
  const s = deref(query, resolve);
  const base = Object.fromEntries(Object.entries(sample(s, resolve) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  repair(base, accepts && ((v) => accepts(Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, String(x)])))));
  const out: QueryAttempt[] = EXTRA_KEYS.slice(0, 4).map((key) => ({ label: `extra key ${key}`, query: { ...base, [key]: '1' }, field: key }));
  for (const name of (s.required as string[] | undefined) ?? []) {
    const rest = { ...base };
    delete rest[name];
    out.push({ label: `missing ${name}`, query: rest, field: name });
  }
  for (const name of Object.keys((s.properties ?? {}) as object)) {
    for (const [label, v] of QUERY_WRONG) out.push({ label: `${name}: ${label}`, query: { ...base, [name]: v }, field: name });
    out.push({ label: `${name}: NUL byte`, query: { ...base, [name]: 'a\u0000b' }, field: name, always: true });
  }
  return out;
}
