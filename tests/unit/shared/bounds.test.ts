import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { columnTypeOf, decimalsOf, parseColumnType, withColumnBounds } from '../../../src/shared/schemas/bounds';
import { createAjv, deriveSchema, SchemaRegistry, toFieldErrors } from '../../../src/shared/schemas/registry';
import { interpret } from '../../../src/shared/schemas/interpret';
import { sqlTypeOf } from '../../../src/tools/lib/migrationFromSchema';
import { loadSchemaFiles } from '../../../src/server/schemas';
import type { PropertySchema } from '../../../src/shared/schemas/types';

const INT4_MAX = 2147483647;
const ajv = createAjv(false);
const queryAjv = createAjv(true);
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
/** ajv compiles once per distinct schema (the generated properties repeat). */
const validatorOf = (s: PropertySchema) => {
  const key = JSON.stringify(s);
  if (!compiled.has(key)) compiled.set(key, ajv.compile(s));
  return compiled.get(key)!;
};

/** A numeric property as a schema might declare it: its type, maybe a column type, decimals, own limits. */
const numericProperty = fc.record({
  type: fc.constantFrom('integer', 'number', ['integer', 'null'], ['number', 'null']),
  column: fc.option(fc.constantFrom('smallint', 'integer', 'bigint', 'numeric(5,2)', 'numeric(12,2)', 'numeric(14,4)', 'numeric(16,0)'), { nil: undefined }),
  decimals: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  maximum: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
}).map(({ type, column, decimals, maximum }): PropertySchema => {
  const isNumber = ([] as string[]).concat(type).includes('number');
  const fitting = column && (isNumber ? column.startsWith('numeric') : !column.startsWith('numeric')) ? column : undefined;
  return {
    type, ...(fitting ? { 'x-column-type': fitting } : {}), ...(isNumber && decimals !== undefined && !fitting ? { 'x-decimals': decimals } : {}),
    ...(maximum !== undefined ? { maximum } : {}),
  };
});

describe('every integer and number is bounded to what its column holds', () => {
  it('fills a missing range from the column type and keeps a narrower one the schema gives', () => {
    expect(withColumnBounds({ type: 'integer' })).toEqual({ type: 'integer', minimum: -2147483648, maximum: INT4_MAX, 'x-decimals': 0 });
    expect(withColumnBounds({ type: 'number', minimum: 0 })).toEqual({ type: 'number', minimum: 0, maximum: 9999999999.99, 'x-decimals': 2 });
    expect(withColumnBounds({ type: 'integer', minimum: 1, maximum: 5 })).toEqual({ type: 'integer', minimum: 1, maximum: 5, 'x-decimals': 0 });
    expect(withColumnBounds<PropertySchema>({ type: 'integer', 'x-column-type': 'bigint' }).maximum).toBe(Number.MAX_SAFE_INTEGER);
    expect(withColumnBounds({ type: 'number', 'x-column-type': 'numeric(5,2)' })).toMatchObject({ maximum: 999.99, 'x-decimals': 2 });
  });

  it('reaches nested objects, arrays, anyOf, and leaves `not` alone', () => {
    const s = withColumnBounds({
      type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: { qty: { type: 'integer' } } } }, ref: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
      not: { type: 'integer' },
    }) as PropertySchema;
    expect(s.properties!.lines.items!.properties!.qty.maximum).toBe(INT4_MAX);
    expect((s.properties!.ref.anyOf as PropertySchema[])[0].maximum).toBe(INT4_MAX);
    expect(s.not).toEqual({ type: 'integer' });
  });

  it('is idempotent and leaves an already bounded schema as the same object', () => {
    fc.assert(fc.property(numericProperty, (p) => {
      const once = withColumnBounds(p);
      expect(withColumnBounds(once)).toBe(once);
    }));
  });

  it('ajv (server), interpret (console form) and the generated migration agree on every generated property', () => {
    fc.assert(fc.property(numericProperty, fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e30, 1e308, -0, 0.07, 9999999999.99, 1e10, 32768)), (p, value) => {
      const bounded = withColumnBounds(p);
      const server = validatorOf(bounded)(value) as boolean;
      const form = interpret(bounded, value).length === 0;
      expect(form).toBe(server);
      const column = parseColumnType(sqlTypeOf(p))!;
      expect(column).toEqual(columnTypeOf(p));
      if (server && typeof value === 'number') {
        // Whatever either side accepts, the column the generator writes can hold without rounding.
        expect(value).toBeLessThanOrEqual(column.max);
        expect(value).toBeGreaterThanOrEqual(column.min);
        if (column.kind === 'numeric') expect(decimalsOf(value)).toBeLessThanOrEqual(column.scale);
      }
    }), { numRuns: 400 });
  }, 30_000);

  it('refuses overflowing values in every schema of schemas/, naming the field', () => {
    const registry = new SchemaRegistry(loadSchemaFiles());
    let checked = 0;
    for (const schema of registry.all()) {
      const create = deriveSchema(schema, 'create') as { properties: Record<string, PropertySchema> };
      for (const [name, p] of Object.entries(create.properties)) {
        const column = columnTypeOf(p);
        if (!column) continue;
        checked++;
        expect(p.maximum, `${schema.$id}.${name}`).toBeLessThanOrEqual(column.max);
        const validate = ajv.compile(create);
        validate({ [name]: column.max * 10 + 1 });
        expect(toFieldErrors(validate.errors).map((e) => e.field), `${schema.$id}.${name}`).toContain(name);
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('bounds a coerced query string: skip=1e20 and 2^31 are refused, 2^31 − 1 is taken', () => {
    const validate = queryAjv.compile(withColumnBounds({ type: 'object', properties: { skip: { type: 'integer', minimum: 0, default: 0 } } }));
    expect(validate({ skip: '1e20' })).toBe(false);
    expect(toFieldErrors(validate.errors, 'querystring')).toEqual([{ field: 'querystring.skip', message: 'Skip must be 2147483647 or less' }]);
    expect(validate({ skip: String(2 ** 31) })).toBe(false);
    expect(validate({ skip: String(INT4_MAX) })).toBe(true);
    // ajv alone coerces "Infinity" to a number and skips its limits; the bounds refuse it.
    expect(validate({ skip: 'Infinity' })).toBe(false);
    expect(validate({ skip: '-Infinity' })).toBe(false);
  });
});

describe('decimal places are checked exactly (x-decimals), not as a float multipleOf', () => {
  it('takes every amount of whole cents and refuses a third decimal', () => {
    const validate = ajv.compile(withColumnBounds({ type: 'number', minimum: 0 }));
    fc.assert(fc.property(fc.integer({ min: 0, max: 999999999999 }), fc.integer({ min: 1, max: 9 }), (cents, extra) => {
      expect(validate(cents / 100)).toBe(true);
      expect(validate(Number(`${(cents / 100).toFixed(2)}${extra}`))).toBe(false);
    }));
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(1e21)).toBe(0);
  });

  it('says so in words', () => {
    const validate = ajv.compile(withColumnBounds({ type: 'object', properties: { price: { type: 'number', 'x-label': 'Retail price' } } }));
    validate({ price: 1.234 });
    expect(toFieldErrors(validate.errors)).toEqual([{ field: 'price', message: 'Retail price must have at most 2 decimal places' }]);
  });
});
