import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { labelOf } from '../generated/schemaProps';

/** Each field's label (x-label, or the config column's label), as flat `resources.<name>.fields.<source>` keys. */
export function resourceFieldLabels(configs: ResourceConfig[], schemaOf: (name: string) => EntitySchema): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of configs) {
    const schema = schemaOf(c.schema);
    for (const [prop, p] of Object.entries(schema.properties)) out[`resources.${c.name}.fields.${prop}`] = labelOf(prop, p);
    for (const col of c.columns) if (col.label) out[`resources.${c.name}.fields.${col.source}`] = col.label;
  }
  return out;
}
