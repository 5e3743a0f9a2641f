import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SchemaRegistry } from '../shared/schemas/registry';
import type { EntitySchema } from '../shared/schemas/types';

export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Reads every schemas/*.schema.json (plus extra folders, e.g. a test entity's) into one registry. */
export function loadSchemaFiles(dirs: string[] = [SCHEMAS_DIR]): EntitySchema[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()
      .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as EntitySchema));
}

export const createServerRegistry = (extraDirs: string[] = []) => new SchemaRegistry(loadSchemaFiles([SCHEMAS_DIR, ...extraDirs]));
