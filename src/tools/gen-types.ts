/**
 * `npm run gen`: writes src/shared/generated/types.ts from every schemas/*.schema.json.
 * `npm run gen:check`: writes nothing; exits 1 naming the stale file when it differs (CI).
 * `--out <file>` writes (or checks) another file instead (tests).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT_DIR, SCHEMAS_DIR, readSchemaDir } from './lib/schemaFiles';
import { typesFromSchemas } from './lib/typesFromSchemas';

const TYPES_FILE = join(ROOT_DIR, 'src/shared/generated/types.ts');

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const outAt = argv.indexOf('--out');
  const file = outAt >= 0 && argv[outAt + 1] ? resolve(argv[outAt + 1]) : TYPES_FILE;
  const schemas = readSchemaDir(SCHEMAS_DIR).map((f) => f.schema);
  const text = await typesFromSchemas(schemas);
  const rel = relative(process.cwd(), file);
  const shown = rel && !rel.startsWith('..') ? rel : file;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (check) {
    if (current === text) {
      console.log(`${shown} is up to date (${schemas.length} schemas).`);
      return 0;
    }
    const why = current === undefined ? 'is missing' : 'is stale: it differs from what schemas/ generates';
    console.error(`${shown} ${why}. Run \`npm run gen\` and commit the result.`);
    return 1;
  }
  if (current === text) {
    console.log(`${shown} unchanged (${schemas.length} schemas).`);
    return 0;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${shown} (${schemas.length} schemas).`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e: unknown) => { console.error(`gen: ${e instanceof Error ? e.message : String(e)}`); process.exitCode = 1; },
);
