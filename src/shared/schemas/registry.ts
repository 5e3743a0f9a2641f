import Ajv, { type ValidateFunction } from 'ajv';
import { default as addFormatsImport } from 'ajv-formats';
import { X_KEYWORDS } from './keywords';
import { decimalsOf, withColumnBounds } from './bounds';
import { DATE_RANGES, inDateRange } from './dateRange';
import { toFieldErrors, type FieldError } from './messages';
import type { EntitySchema, PropertySchema } from './types';

export { toFieldErrors, type FieldError } from './messages';

// ajv-formats is CommonJS; under some resolutions its default export sits one level deeper.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as (a: Ajv) => Ajv;

export type SchemaVariant = 'entity' | 'create' | 'update';

/**
 * Makes an ajv that knows our formats and `x-` keywords. `coerce` for query strings. `verbose`
 * keeps each error's schema, so messages can name the field by its label (messages.ts).
 */
export function createAjv(coerce = false): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, coerceTypes: coerce ? 'array' : false, useDefaults: true, verbose: true });
  addFormats(ajv);
  ajv.addVocabulary([...X_KEYWORDS]);
  // Checked when the value is: "today" moves, so x-date-range cannot be compiled into a constant.
  // No `type: 'number'`: ajv would then skip it, as its own limits, for a non-finite number.
  ajv.addKeyword({ keyword: 'x-decimals', schemaType: 'number', validate: (places: number, data: unknown) => typeof data !== 'number' || decimalsOf(data) <= places });
  ajv.addKeyword({
    keyword: 'x-date-range', type: 'string', metaSchema: { enum: [...DATE_RANGES] },
    validate: (range: string, data: string) => inDateRange(range, data),
  });
  return ajv;
}

export { withColumnBounds } from './bounds';

/** The property names a client may write: everything but read-only ones. */
export const writableProps = (schema: EntitySchema): string[] =>
  Object.entries(schema.properties).filter(([, p]) => !p.readOnly).map(([k]) => k);

/** snake_case column of a property: `x-column`, else the property name in snake_case. */
export const columnOf = (prop: string, p: PropertySchema | undefined): string =>
  p?.['x-column'] ?? prop.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Property → column for every stored (non-virtual) property of a schema. */
export const storedColumns = (schema: EntitySchema): Array<[prop: string, column: string]> =>
  Object.entries(schema.properties).filter(([, p]) => !p['x-virtual']).map(([k, p]) => [k, columnOf(k, p)]);

/** The main types of a property, without "null". */
const typesOf = (p: PropertySchema): string[] => ([] as string[]).concat(p.type ?? []).filter((t) => t !== 'null');

export const allowsNull = (p: PropertySchema): boolean =>
  ([] as unknown[]).concat(p.type ?? []).includes('null') || (p.enum ?? []).includes(null);

/**
 * An optional writable property may always be cleared, whether or not its schema says `null`:
 * a body may send `null` for it, and the server stores it cleared (NULL, or the schema's
 * `default` when it has one). Required properties never take null.
 */
export const clearable = (schema: EntitySchema, prop: string): boolean => {
  const p = schema.properties[prop];
  return !!p && !p.readOnly && !(schema.required ?? []).includes(prop);
};

/** The property as a body may send it when it can be cleared: the same rules, or null. */
export function orNull(p: PropertySchema): PropertySchema {
  if (allowsNull(p)) return p;
  const types = typesOf(p);
  if (!types.length) return p; // no plain type to widen (const, anyOf): left as the schema says
  return { ...p, type: [...types, 'null'], ...(p.enum ? { enum: [...p.enum, null] } : {}) };
}

/**
 * Derives the body schema of a create (no read-only fields) or an update (all optional, id
 * required). Optional properties accept null in both: "cleared" (see `clearable`).
 */
export function deriveSchema(entity: EntitySchema, variant: SchemaVariant, idField = 'id'): PropertySchema {
  // Every integer and number within what its column holds (bounds.ts), for the server and the forms.
  const schema = withColumnBounds(entity);
  if (variant === 'entity') {
    const { $id: _id, ...rest } = schema;
    return rest;
  }
  const keep = writableProps(schema);
  const properties: Record<string, PropertySchema> = Object.fromEntries(
    keep.map((k) => [k, clearable(schema, k) ? orNull(schema.properties[k]) : schema.properties[k]]));
  if (variant === 'create') {
    return {
      type: 'object', title: `${schema.title} (create)`, properties, additionalProperties: false,
      required: (schema.required ?? []).filter((r) => keep.includes(r)),
    };
  }
  const { readOnly: _ro, ...idSchema } = schema.properties[idField] ?? { type: 'integer' };
  // An update is partial: a field the body leaves out keeps its value, so no default may be filled in
  // for it (ajv's useDefaults would otherwise reset it).
  const withoutDefaults = Object.fromEntries(Object.entries(properties).map(([k, { default: _d, ...p }]) => [k, p]));
  return {
    type: 'object', title: `${schema.title} (update)`, additionalProperties: false,
    properties: { ...withoutDefaults, [idField]: idSchema },
    required: [idField],
  };
}

/**
 * One registry of every schema in `schemas/`, compiled once. The server feeds it from the file
 * system, the console from Vite's import.meta.glob: the same validators on both sides.
 */
export class SchemaRegistry {
  readonly ajv = createAjv(false);
  private readonly schemas = new Map<string, EntitySchema>();
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(schemas: Iterable<EntitySchema>) {
    for (const s of schemas) {
      if (!s.$id) throw new Error(`A schema has no $id (title: ${s.title ?? '?'})`);
      if (this.schemas.has(s.$id)) throw new Error(`Two schemas share the $id "${s.$id}"`);
      this.schemas.set(s.$id, withColumnBounds(s));
    }
    for (const s of this.schemas.values()) this.ajv.addSchema(s);
  }

  has(name: string): boolean {
    return this.schemas.has(name);
  }

  get(name: string): EntitySchema {
    const s = this.schemas.get(name);
    if (!s) throw new Error(`Unknown schema "${name}" (no schemas/${name}.schema.json)`);
    return s;
  }

  all(): EntitySchema[] {
    return [...this.schemas.values()];
  }

  /** A compiled validator for an entity or one of its derived body variants. */
  validator(name: string, variant: SchemaVariant = 'entity', idField = 'id'): ValidateFunction {
    const key = `${name}#${variant}#${idField}`;
    let v = this.validators.get(key);
    if (!v) {
      v = variant === 'entity' ? this.ajv.getSchema(name)! : this.ajv.compile(deriveSchema(this.get(name), variant, idField));
      this.validators.set(key, v);
    }
    return v;
  }

  /** Validates; answers the field errors (empty when valid). */
  check(name: string, value: unknown, variant: SchemaVariant = 'entity', idField = 'id'): FieldError[] {
    const v = this.validator(name, variant, idField);
    return v(value) ? [] : toFieldErrors(v.errors);
  }
}
