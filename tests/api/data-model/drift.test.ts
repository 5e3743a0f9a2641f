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

  it('reports a number or integer whose accepted range does not fit its column', () => {
    const feedback = { $id: 'f', title: 'F', type: 'object', 'x-table': 'order_feedback', properties: { rating: { type: 'integer' } } } as EntitySchema;
    expect(drift(feedback, columns.get('order_feedback'))).toContainEqual(expect.stringContaining('f.rating: order_feedback.rating is smallint, which cannot hold 2147483647'));
    const byOrder = { $id: 'f', title: 'F', type: 'object', 'x-table': 'order_feedback', properties: { orderId: { type: 'integer' } } } as EntitySchema;
    expect(drift(byOrder, columns.get('order_feedback'))).toContainEqual(expect.stringContaining('f.orderId: order_feedback.order_id is bigint but the schema bounds it as integer'));
    const product = (p: object) => ({ $id: 'p', title: 'P', type: 'object', 'x-table': 'products', properties: { max_discount_percentage: p } }) as EntitySchema;
    expect(drift(product({ type: 'number', minimum: 0 }), columns.get('products'))).toContainEqual(expect.stringContaining('is numeric(5,2), which cannot hold 9999999999.99'));
    expect(drift(product({ type: 'number', maximum: 100, minimum: 0, 'x-decimals': 3 }), columns.get('products'))).toContainEqual(expect.stringContaining('would round 3 decimal places to 2'));
    expect(drift(product({ type: 'number', maximum: 100, minimum: 0 }), columns.get('products')).filter((m) => m.includes('max_discount'))).toEqual([]);
  });
});
