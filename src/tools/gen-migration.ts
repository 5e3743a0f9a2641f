/**
 * `npm run gen:migration <schema> [--dir <folder>] [--schemas <folder>] [--dry-run] [--force]`
 *
 * Writes the next-numbered migration that creates the table of a schema with `x-table`.
 * <schema> is a `$id` from schemas/ (or from a `--schemas` folder) or a path to a .schema.json.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { EntitySchema } from '../shared/schemas/types';
import { ROOT_DIR, SCHEMAS_DIR, readSchemaDir } from './lib/schemaFiles';
import { findCreateTable, migrationFromSchema, nextMigrationName } from './lib/migrationFromSchema';

const MIGRATIONS_DIR = join(ROOT_DIR, 'src/server/db/migrations');
const USAGE = 'usage: npm run gen:migration <schemaName | path/to/x.schema.json> [--dir <folder>] [--schemas <folder>] [--dry-run] [--force]';

interface Args { target?: string; dir: string; schemaDirs: string[]; dryRun: boolean; force: boolean }

function parseArgs(argv: string[]): Args {
  const args: Args = { dir: MIGRATIONS_DIR, schemaDirs: [], dryRun: false, force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value\n${USAGE}`);
      return resolve(v);
    };
    if (a === '--dir') args.dir = value();
    else if (a === '--schemas') args.schemaDirs.push(value());
    else if (a === '--dry-run') args.dryRun = true;
    else if (a === '--force') args.force = true;
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}\n${USAGE}`);
    else if (args.target) throw new Error(`one schema at a time\n${USAGE}`);
    else args.target = a;
  }
  return args;
}

/** resource name → table, from resources/index.ts and the schemas, for foreign keys. */
async function referenceTables(schemas: EntitySchema[]): Promise<Map<string, string>> {
  const tables = new Map<string, string>();
  const byId = new Map(schemas.map((s) => [s.$id, s]));
  // A resource is often named after its table (`orders`, `pharmacy-locations`); schema ids work too.
  for (const s of schemas) {
    const table = s['x-table'];
    if (table) { tables.set(s.$id, table); tables.set(table, table); tables.set(table.replace(/_/g, '-'), table); }
  }
  try {
    const { resources } = await import('../../resources/index');
    for (const r of resources) {
      const table = byId.get(r.schema)?.['x-table'];
      if (table) tables.set(r.name, table);
    }
  } catch (e) {
    console.warn(`gen:migration: could not read resources/index.ts (${(e as Error).message}); foreign keys use schema ids only.`);
  }
  return tables;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args.target) throw new Error(USAGE);
  const isPath = args.target.endsWith('.json');
  if (isPath) args.schemaDirs.push(dirname(resolve(args.target)));
  const dirs = [...new Set([SCHEMAS_DIR, ...args.schemaDirs])];
  const all = dirs.flatMap((d) => readSchemaDir(d));
  const found = isPath ? all.find((f) => resolve(f.file) === resolve(args.target!)) : all.find((f) => f.schema.$id === args.target);
  if (!found) {
    const known = all.map((f) => f.schema.$id).sort().join(', ');
    throw new Error(`no schema "${args.target}" (known: ${known})`);
  }
  const schema = found.schema;
  const tables = await referenceTables(all.map((f) => f.schema));
  const shownArgs = argv.filter((a) => a !== '--dry-run' && a !== '--force').map((a) => (a.includes(' ') ? JSON.stringify(a) : a)).join(' ');
  const sql = migrationFromSchema(schema, { referenceTable: (r) => tables.get(r), command: `npm run gen:migration ${shownArgs}` });
  const table = schema['x-table']!;

  if (args.dryRun) {
    process.stdout.write(sql);
    return 0;
  }
  mkdirSync(args.dir, { recursive: true });
  const readSql = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sql')).sort() : [])
    .map((name) => ({ name: join(dir, name), text: readFileSync(join(dir, name), 'utf8') }));
  const existing = readSql(args.dir);
  const creator = findCreateTable([...existing, ...(resolve(args.dir) === resolve(MIGRATIONS_DIR) ? [] : readSql(MIGRATIONS_DIR))], table);
  if (creator && !args.force) {
    throw new Error(`table "${table}" is already created by ${relative(process.cwd(), creator)}: write an ALTER TABLE migration by hand (or pass --force)`);
  }
  const file = join(args.dir, nextMigrationName(existing.map((f) => basename(f.name)), table));
  writeFileSync(file, sql);
  const shown = relative(process.cwd(), file);
  console.log(`wrote ${shown}`);
  console.log(`Review it before committing: column types, NOT NULLs, CHECKs, defaults, indexes and foreign keys are`);
  console.log(`read off the schema; adjust by hand where the schema says less than the table should. It runs on the next start`);
  console.log(`(or migrate()); once applied anywhere, change the table only with a new migration.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e: unknown) => { console.error(`gen:migration: ${e instanceof Error ? e.message : String(e)}`); process.exitCode = 1; },
);
