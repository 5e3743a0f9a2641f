import { roleLabel } from '@shared/roles';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema, PropertySchema } from '@shared/schemas/types';

/** The main JSON type of a property (`["string", "null"]` → "string"). */
export const baseType = (p: PropertySchema): string | undefined =>
  Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;

export const allowsNull = (p: PropertySchema): boolean => Array.isArray(p.type) ? p.type.includes('null') : p.type === 'null';

/** "contactPerson" → "Contact person" when the schema gives no x-label. */
export const humanize = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const labelOf = (name: string, p: PropertySchema | undefined): string => p?.['x-label'] ?? humanize(name);

/** Enum values as react-admin choices, labelled like roles ("chief_pharmacist" → "Chief Pharmacist"). */
export const choicesOf = (values: unknown[] | undefined) =>
  (values ?? []).map((v) => ({ id: String(v), name: roleLabel(String(v)) }));

const hiddenOnScreens = (p: PropertySchema) => p['x-widget'] === 'password';

/** List columns: the config's, else every schema property not marked x-list: false. */
export function listColumns(config: ResourceConfig, schema: EntitySchema) {
  if (config.columns.length) return config.columns;
  return Object.entries(schema.properties)
    .filter(([, p]) => p['x-list'] !== false && !hiddenOnScreens(p))
    .map(([source]) => ({ source, sortable: true }));
}

/** Properties a form may write (not read-only). */
export const formProps = (schema: EntitySchema): Array<[string, PropertySchema]> =>
  Object.entries(schema.properties).filter(([, p]) => !p.readOnly);

/** Properties a show page displays (`x-show: false` hides one, e.g. an id whose name is shown beside it). */
export const showProps = (schema: EntitySchema): Array<[string, PropertySchema]> =>
  Object.entries(schema.properties).filter(([name, p]) => name !== 'id' && !hiddenOnScreens(p) && p['x-show'] !== false);

/** The property a filter works on: `role` filters an array property `roles` when no `role` exists. */
export const filterProp = (schema: EntitySchema, source: string): PropertySchema | undefined => {
  const p = schema.properties[source] ?? schema.properties[`${source}s`];
  if (!p || baseType(p) !== 'array') return p;
  return p['x-reference'] ? { ...p.items, 'x-reference': p['x-reference'] } : p.items;
};

/** Create-form defaults from the schema's `default`s. */
export const schemaDefaults = (schema: EntitySchema): Record<string, unknown> =>
  Object.fromEntries(formProps(schema).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default]));
