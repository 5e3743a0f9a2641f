import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { EntitySchema } from '../../shared/schemas/types';

export const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));
export const SCHEMAS_DIR = join(ROOT_DIR, 'schemas');

export interface SchemaFile {
  file: string;
  schema: EntitySchema;
}

/** Every `*.schema.json` of a folder, parsed; a broken file is an error that names it. */
export function readSchemaDir(dir: string = SCHEMAS_DIR): SchemaFile[] {
  return readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort().map((f) => {
    const file = join(dir, f);
    try {
      return { file, schema: JSON.parse(readFileSync(file, 'utf8')) as EntitySchema };
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`);
    }
  });
}
