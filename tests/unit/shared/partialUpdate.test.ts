import { describe, expect, it } from 'vitest';
import { createAjv, deriveSchema } from '../../../src/shared/schemas/registry';
import type { EntitySchema } from '../../../src/shared/schemas/types';

const product: EntitySchema = {
  $id: 'thing', title: 'Thing', type: 'object', 'x-table': 'things',
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string' },
    retailPrice: { type: 'number', minimum: 0, default: 0 },
    status: { type: 'string', enum: ['active', 'inactive'], default: 'active' },
  },
  required: ['name'],
} as EntitySchema;

describe('a partial update keeps what it leaves out', () => {
  it('fills no schema default into an update body (a create still gets them)', () => {
    const ajv = createAjv(false);
    const update = { id: 4, name: 'Renamed' };
    expect(ajv.compile(deriveSchema(product, 'update'))(update)).toBe(true);
    expect(update).toEqual({ id: 4, name: 'Renamed' });

    const create: Record<string, unknown> = { name: 'New' };
    expect(ajv.compile(deriveSchema(product, 'create'))(create)).toBe(true);
    expect(create).toMatchObject({ name: 'New', retailPrice: 0, status: 'active' });
  });
});
