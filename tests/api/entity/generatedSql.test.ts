import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { freshDatabase } from '../helpers/database';
import { readSchemaDir, SCHEMAS_DIR } from '../../../src/tools/lib/schemaFiles';
import { migrationFromSchema } from '../../../src/tools/lib/migrationFromSchema';

// gen:migration must write SQL PostgreSQL accepts for any schema a developer writes; every stored
// schema in schemas/ (and the test entity) is the sample. They run in a scratch PostgreSQL schema
// beside the real tables, without foreign keys (those depend on creation order). Two schemas may
// describe one table (e.g. customer and offlineCustomer); the first creates it.
const all = [...readSchemaDir(SCHEMAS_DIR), ...readSchemaDir(fileURLToPath(new URL('../../fixtures/entity/schemas', import.meta.url)))].map((f) => f.schema);
const stored = all.filter((s, i) => s['x-table'] && all.findIndex((o) => o['x-table'] === s['x-table']) === i);

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => { database = await freshDatabase(); });
afterAll(async () => { await database?.drop(); });

describe('gen:migration output', () => {
  it('runs on PostgreSQL for every stored schema', async () => {
    expect(stored.length).toBeGreaterThan(1);
    const script = stored.map((s) => migrationFromSchema(s)).join('\n');
    await database.execScript(`BEGIN;\nCREATE SCHEMA gen_check;\nSET LOCAL search_path TO gen_check;\n${script}\nCOMMIT;`);
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'gen_check'`.execute(database.db);
    expect(tables.rows.map((r) => r.table_name).sort()).toEqual(stored.map((s) => s['x-table']!).sort());
  });
});
