import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { labelOf } from '../generated/schemaProps';

/**
 * react-admin's `resources.<name>` catalogue from the configs and schemas: the resource's name
 * (singular |||| plural) and each field's label (x-label, or the config column's label).
 */
export function resourceMessages(configs: ResourceConfig[], schemaOf: (name: string) => EntitySchema) {
  const resources: Record<string, { name: string; fields: Record<string, string> }> = {};
  for (const c of configs) {
    const schema = schemaOf(c.schema);
    const fields: Record<string, string> = {};
    for (const [prop, p] of Object.entries(schema.properties)) fields[prop] = labelOf(prop, p);
    for (const col of c.columns) if (col.label) fields[col.source] = col.label;
    resources[c.name] = { name: `${c.singular} |||| ${c.label}`, fields };
  }
  return { resources };
}
