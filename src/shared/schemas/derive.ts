import { withColumnBounds } from './bounds';
import type { EntitySchema, PropertySchema } from './types';

/**
 * What a schema says about its properties and bodies, without ajv: the console's forms derive
 * their checks from these (src/console/generated/schemaRegistry.ts) and so do not ship ajv; the
 * server's registry (./registry.ts) compiles the same derived schemas.
 */
export type SchemaVariant = 'entity' | 'create' | 'update';

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
