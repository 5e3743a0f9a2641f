import type { EntitySchema } from '@shared/schemas/types';

// Every schemas/*.schema.json, bundled by Vite. JSON only: the ajv registry is in schemaRegistry.ts.
const files = import.meta.glob<EntitySchema>('/schemas/*.schema.json', { eager: true, import: 'default' });

export const schemaList: EntitySchema[] = Object.values(files);

export function schemaOf(name: string): EntitySchema {
  const s = schemaList.find((x) => x.$id === name);
  if (!s) throw new Error(`Unknown schema "${name}" (no schemas/${name}.schema.json)`);
  return s;
}
