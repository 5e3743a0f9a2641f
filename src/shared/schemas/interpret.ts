import type { ErrorObject } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { PropertySchema } from './types';
import { decimalsOf } from './bounds';
import { inDateRange } from './dateRange';

/**
 * A JSON Schema checker that needs no `eval`, for the browser: the console's Content-Security-Policy
 * forbids 'unsafe-eval', which ajv's compiled validators need. It covers the keywords our entity
 * schemas use (type, enum, const, format, pattern, lengths, bounds, multipleOf, items, required,
 * additionalProperties, x-decimals, x-date-range) and answers errors shaped like ajv's verbose ones, so messages.ts words
 * them the same. The server keeps ajv: it decides; this is the form's first, friendly check.
 */
type Format = RegExp | ((s: string) => boolean) | { validate: RegExp | ((s: string) => boolean) };
const FORMATS = fullFormats as unknown as Record<string, Format>;

const typeOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

const fitsType = (v: unknown, t: string) => {
  const actual = typeOf(v);
  return actual === t || (t === 'number' && actual === 'integer');
};

function formatOk(name: string, value: string): boolean {
  const f = FORMATS[name];
  if (!f) return true;
  const test = f instanceof RegExp || typeof f === 'function' ? f : f.validate;
  return test instanceof RegExp ? test.test(value) : test(value);
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every error of `data` against `schema`, in ajv's verbose shape. */
export function interpret(schema: PropertySchema, data: unknown, path = ''): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const fail = (keyword: string, params: Record<string, unknown>) =>
    errors.push({ keyword, instancePath: path, schemaPath: '', params, parentSchema: schema, data, message: keyword } as ErrorObject);
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.length && !types.some((t) => fitsType(data, t))) {
    fail('type', { type: types.join(',') });
    return errors;
  }
  if (schema.enum && !schema.enum.some((e) => equal(e, data))) fail('enum', { allowedValues: schema.enum });
  if ('const' in schema && !equal(schema.const, data)) fail('const', { allowedValue: schema.const });
  if (typeof data === 'string') {
    const length = [...data].length;
    if (schema.minLength !== undefined && length < schema.minLength) fail('minLength', { limit: schema.minLength });
    if (schema.maxLength !== undefined && length > schema.maxLength) fail('maxLength', { limit: schema.maxLength });
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(data)) fail('pattern', { pattern: schema.pattern });
    if (schema.format && !formatOk(schema.format, data)) fail('format', { format: schema.format });
    else if (typeof schema['x-date-range'] === 'string' && !inDateRange(schema['x-date-range'], data)) fail('x-date-range', {});
  }
  if (typeof data === 'number') {
    const n = schema as Record<string, unknown>;
    if (schema.minimum !== undefined && data < schema.minimum) fail('minimum', { limit: schema.minimum });
    if (schema.maximum !== undefined && data > schema.maximum) fail('maximum', { limit: schema.maximum });
    if (typeof n.exclusiveMinimum === 'number' && data <= n.exclusiveMinimum) fail('exclusiveMinimum', { limit: n.exclusiveMinimum });
    if (typeof n.exclusiveMaximum === 'number' && data >= n.exclusiveMaximum) fail('exclusiveMaximum', { limit: n.exclusiveMaximum });
    if (typeof n.multipleOf === 'number' && Math.abs(data / n.multipleOf - Math.round(data / n.multipleOf)) > 1e-9) fail('multipleOf', { multipleOf: n.multipleOf });
    if (typeof schema['x-decimals'] === 'number' && decimalsOf(data) > schema['x-decimals']) fail('x-decimals', {});
  }
  if (Array.isArray(data)) {
    const a = schema as Record<string, unknown>;
    if (typeof a.minItems === 'number' && data.length < a.minItems) fail('minItems', { limit: a.minItems });
    if (typeof a.maxItems === 'number' && data.length > a.maxItems) fail('maxItems', { limit: a.maxItems });
    const itemErrors = schema.items ? data.flatMap((item, i) => interpret(schema.items!, item, `${path}/${i}`)) : [];
    // As ajv: repeated values are looked for only when every item has the items' type.
    const wrongType = itemErrors.some((e) => e.keyword === 'type' && e.instancePath.split('/').length === path.split('/').length + 1);
    if (!wrongType && a.uniqueItems && new Set(data.map((x) => JSON.stringify(x))).size !== data.length) fail('uniqueItems', {});
    errors.push(...itemErrors);
  }
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const value = data as Record<string, unknown>;
    for (const name of schema.required ?? []) if (value[name] === undefined) fail('required', { missingProperty: name });
    for (const [name, v] of Object.entries(value)) {
      const p = schema.properties?.[name];
      if (p) errors.push(...interpret(p, v, `${path}/${name}`));
      else if (schema.additionalProperties === false) fail('additionalProperties', { additionalProperty: name });
    }
  }
  return errors;
}
