import Ajv, { type ValidateFunction } from 'ajv';
import { default as addFormatsImport } from 'ajv-formats';
import { X_KEYWORDS } from './keywords';
import { decimalsOf, withColumnBounds } from './bounds';
import { deriveSchema, type SchemaVariant } from './derive';
import { DATE_RANGES, inDateRange } from './dateRange';
import { toFieldErrors, type FieldError } from './messages';
import type { EntitySchema } from './types';

export { toFieldErrors, type FieldError } from './messages';

// ajv-formats is CommonJS; under some resolutions its default export sits one level deeper.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as (a: Ajv) => Ajv;


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
// The schema-shape helpers live without ajv (./derive.ts), for the console; the server reads them here.
export { allowsNull, clearable, columnOf, deriveSchema, orNull, storedColumns, writableProps, type SchemaVariant } from './derive';

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
