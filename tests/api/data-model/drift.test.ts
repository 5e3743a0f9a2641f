import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf } from '../../../src/shared/schemas/registry';
import type { EntitySchema, PropertySchema } from '../../../src/shared/schemas/types';
import { loadSchemaFiles } from '../../../src/server/schemas';
import { openTestDb, tableColumns, type ColumnInfo, type TestDb } from './db';

// JSON Schema type each PostgreSQL column type is read as (connection.ts parses bigint and
// numeric to numbers, dates to 'YYYY-MM-DD').
const JSON_TYPE: Record<string, string[]> = {
  integer: ['integer'], bigint: ['integer'], smallint: ['integer'], numeric: ['number'],
  text: ['string'], uuid: ['string'], 'character varying': ['string'], date: ['string'],
  'timestamp with time zone': ['string'], 'time without time zone': ['string'], boolean: ['boolean'],
  jsonb: ['array', 'object'],
};

const typesOf = (p: PropertySchema): string[] => (Array.isArray(p.type) ? p.type : p.type ? [p.type] : []);

/** Every mismatch between one schema and its table, as readable sentences. */
function drift(schema: EntitySchema, columns: ColumnInfo[] | undefined): string[] {
  const table = schema['x-table']!;
  if (!columns) return [`${schema.$id}: table ${table} does not exist`];
  const problems: string[] = [];
  const byName = new Map(columns.map((c) => [c.column, c]));
  const covered = new Set<string>((schema['x-hidden-columns'] as string[] | undefined) ?? []);
  for (const [prop, p] of Object.entries(schema.properties)) {
    if (p['x-virtual']) continue;
    const column = columnOf(prop, p);
    covered.add(column);
    const c = byName.get(column);
    if (!c) { problems.push(`${schema.$id}.${prop}: no column ${table}.${column}`); continue; }
    const types = typesOf(p);
    const want = JSON_TYPE[c.dataType];
    if (!want) problems.push(`${schema.$id}.${prop}: column type ${c.dataType} has no JSON mapping`);
    else if (!types.some((t) => want.includes(t))) problems.push(`${schema.$id}.${prop}: schema type ${types} but ${table}.${column} is ${c.dataType}`);
    if (c.nullable !== types.includes('null')) {
      problems.push(`${schema.$id}.${prop}: ${table}.${column} is ${c.nullable ? 'nullable' : 'NOT NULL'} but the schema ${types.includes('null') ? 'allows' : 'does not allow'} null`);
    }
  }
  for (const c of columns) if (!covered.has(c.column)) problems.push(`${schema.$id}: column ${table}.${c.column} is neither a property nor in x-hidden-columns`);
  for (const h of (schema['x-hidden-columns'] as string[] | undefined) ?? []) if (!byName.has(h)) problems.push(`${schema.$id}: hidden column ${h} is not in ${table}`);
  return problems;
}

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
