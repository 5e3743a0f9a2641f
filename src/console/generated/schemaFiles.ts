import type { EntitySchema } from '@shared/schemas/types';
import { withColumnBounds } from '@shared/schemas/bounds';
import { resources } from '@resources/index';
import { addFieldLabels } from '../i18n/fieldLabels';
import { resourceFieldLabels } from '../i18n/resourceMessages';

// Every schemas/*.schema.json, bundled by Vite. JSON only: the ajv registry is in schemaRegistry.ts.
const files = import.meta.glob<EntitySchema>('/schemas/*.schema.json', { eager: true, import: 'default' });

// Bounded as the server bounds them (bounds.ts): a number input knows the column's largest value.
export const schemaList: EntitySchema[] = Object.values(files).map(withColumnBounds);

export function schemaOf(name: string): EntitySchema {
  const s = schemaList.find((x) => x.$id === name);
  if (!s) throw new Error(`Unknown schema "${name}" (no schemas/${name}.schema.json)`);
  return s;
}

// Loading the schemas (with the first generated screen) teaches the i18n provider the field labels.
addFieldLabels(resourceFieldLabels(resources, schemaOf));
