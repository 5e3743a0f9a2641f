import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/shared/schemas/types';
import { loadSchemaFiles } from '../../../src/server/schemas';
import { driftOf as drift } from '../../../src/tools/lib/schemaDrift';
import { openTestDb, tableColumns, type ColumnInfo, type TestDb } from './db';

// The rules (types, NULL, hidden columns) live in src/tools/lib/schemaDrift.ts, shared with the
// scaffolded-entity test (tests/api/entity/scaffold.test.ts).

describe('schemas match the migrated tables', () => {
  let database: TestDb;
  let columns: Map<string, ColumnInfo[]>;
  beforeAll(async () => { database = await openTestDb(); columns = await tableColumns(database); });
  afterAll(async () => { await database?.drop(); });

  const tabled = loadSchemaFiles().filter((s) => s['x-table']);

  it('covers the schemas that declare a table', () => {
    expect(tabled.length).toBeGreaterThan(20);
  });

  for (const schema of tabled) {
    it(`${schema.$id} ↔ ${schema['x-table']}`, () => {
      expect(drift(schema, columns.get(schema['x-table']!))).toEqual([]);
    });
  }

  it('reports a drifted schema (the check itself works)', () => {
    const broken: EntitySchema = {
      $id: 'broken', title: 'Broken', type: 'object', 'x-table': 'cities',
      properties: { id: { type: 'string' }, name: { type: ['string', 'null'] }, ghost: { type: 'string' } },
    };
    const problems = drift(broken, columns.get('cities'));
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringContaining('broken.id: schema type string'),
      expect.stringContaining('broken.name: cities.name is NOT NULL'),
      expect.stringContaining('no column cities.ghost'),
      expect.stringContaining('column cities.created_at is neither'),
    ]));
  });
});
