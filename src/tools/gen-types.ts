/**
 * `npm run gen`: writes src/shared/generated/types.ts from every schemas/*.schema.json, and
 * resources/index.ts from the config files of resources/ (a new config is registered by existing).
 * `npm run gen:check`: writes nothing; exits 1 naming each stale file (CI).
 * `--out <file>` writes (or checks) the types in another file instead, and leaves resources/ alone (tests).
 * `--schemas <folder>` reads the schemas from another folder; only with `--out`, so the project's own
 * generated file is always made from schemas/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT_DIR, SCHEMAS_DIR, readSchemaDir } from './lib/schemaFiles';
import { typesFromSchemas } from './lib/typesFromSchemas';
import { RESOURCE_INDEX, resourceFiles, resourceIndexFrom } from './lib/resourceIndex';

const TYPES_FILE = join(ROOT_DIR, 'src/shared/generated/types.ts');

/** Writes (or, with `check`, compares) one generated file; answers false when a check finds it stale. */
function output(file: string, text: string, check: boolean, what: string): boolean {
  const rel = relative(process.cwd(), file);
  const shown = rel && !rel.startsWith('..') ? rel : file;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) {
    console.log(`${shown} ${check ? 'is up to date' : 'unchanged'} (${what}).`);
    return true;
  }
  if (check) {
    const why = current === undefined ? 'is missing' : 'is stale: it differs from what `npm run gen` writes';
    console.error(`${shown} ${why}. Run \`npm run gen\` and commit the result.`);
    return false;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${shown} (${what}).`);
  return true;
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  /** The path given after `flag`, resolved; `fallback` without one. */
  const pathAfter = (flag: string, fallback: string) => { const i = argv.indexOf(flag); return i >= 0 && argv[i + 1] ? resolve(argv[i + 1]) : fallback; };
  const file = pathAfter('--out', TYPES_FILE);
  const schemaDir = pathAfter('--schemas', SCHEMAS_DIR);
  if (schemaDir !== SCHEMAS_DIR && file === TYPES_FILE) throw new Error('--schemas needs --out: src/shared/generated/types.ts is made from schemas/ only');
  const schemas = readSchemaDir(schemaDir).map((f) => f.schema);
  let ok = output(file, await typesFromSchemas(schemas), check, `${schemas.length} schemas`);
  if (file === TYPES_FILE) {
    const configs = resourceFiles();
    ok = output(RESOURCE_INDEX, resourceIndexFrom(configs), check, `${configs.length} resource configs`) && ok;
  }
  return ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e: unknown) => { console.error(`gen: ${e instanceof Error ? e.message : String(e)}`); process.exitCode = 1; },
);
