import type { EntitySchema } from '@shared/schemas/types';
import { withColumnBounds } from '@shared/schemas/bounds';
import { resources } from '@resources/index';
import { setFieldLabelSource } from '../i18n/fieldLabels';
import { resourceFieldLabels } from '../i18n/resourceMessages';

// Every schemas/*.schema.json, bundled by Vite. JSON only: the ajv registry is in schemaRegistry.ts.
const files = import.meta.glob<EntitySchema>('/schemas/*.schema.json', { eager: true, import: 'default' });

/** The schemas as written (a test may add a fixture entity's). */
export const schemaList: EntitySchema[] = Object.values(files);

/**
 * Each schema bounded as the server bounds it (bounds.ts: a number input knows the column's largest
 * value), when a screen first asks for it: a first load opens one or two entities of 46.
 */
const bounded = new WeakMap<EntitySchema, EntitySchema>();

export function schemaOf(name: string): EntitySchema {
  const s = schemaList.find((x) => x.$id === name);
  if (!s) throw new Error(`Unknown schema "${name}" (no schemas/${name}.schema.json)`);
  let b = bounded.get(s);
  if (!b) bounded.set(s, (b = withColumnBounds(s)));
  return b;
}

// Loading the schemas (with the first generated screen) teaches the i18n provider the field labels,
// a resource's when a label of it is first asked for.
setFieldLabelSource((resource) => resourceFieldLabels(resources.filter((c) => c.name === resource), schemaOf));
