import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { labelOf } from '../generated/schemaProps';

/** Each field's label (x-label, or the config column's label), as flat `resources.<name>.fields.<source>` keys. */
export function resourceFieldLabels(configs: ResourceConfig[], schemaOf: (name: string) => EntitySchema): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of configs) {
    // The rows' schema when the list call answers another shape (api.list.schema), then the record's.
    for (const name of [c.api.list?.schema, c.schema]) {
      if (!name) continue;
      for (const [prop, p] of Object.entries(schemaOf(name).properties)) out[`resources.${c.name}.fields.${prop}`] = labelOf(prop, p);
    }
    for (const col of c.columns) if (col.label) out[`resources.${c.name}.fields.${col.source}`] = col.label;
  }
  return out;
}
