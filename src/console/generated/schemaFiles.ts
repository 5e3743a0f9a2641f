import type { EntitySchema } from '@shared/schemas/types';
import { withColumnBounds } from '@shared/schemas/bounds';
import { resources } from '@resources/index';
import { setFieldLabelSource } from '../i18n/fieldLabels';
import { resourceFieldLabels } from '../i18n/resourceMessages';

// Every schemas/*.schema.json, bundled by Vite. JSON only: the ajv registry is in schemaRegistry.ts.
// As text (?raw), parsed here: a module of the generated screens' own. Imported as JSON modules, the
// ten that bespoke pages also import (a rider's tripPayment, the quotation's lines…) became a chunk
// each, shared by both, and a generated list fetched them as ten requests more, on HTTP/1.1 six at a
// time. As text they stay in the generated screens' chunk (~1 kB more compressed, parsed in <1 ms).
const files = import.meta.glob<string>('/schemas/*.schema.json', { eager: true, import: 'default', query: '?raw' });

/** The schemas as written (a test may add a fixture entity's). */
export const schemaList: EntitySchema[] = Object.values(files).map((text) => JSON.parse(text) as EntitySchema);

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
