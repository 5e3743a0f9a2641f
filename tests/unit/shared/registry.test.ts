import { describe, expect, it } from 'vitest';
import { SchemaRegistry, deriveSchema, columnOf } from '../../../src/shared/schemas/registry';
import { loadSchemaFiles } from '../../../src/server/schemas';
import type { EntitySchema } from '../../../src/shared/schemas/types';

const registry = new SchemaRegistry(loadSchemaFiles());

describe('schema registry', () => {
  it('compiles every schema in strict mode', () => {
    expect(registry.all().length).toBeGreaterThan(5);
    for (const s of registry.all()) expect(() => registry.validator(s.$id, 'create')).not.toThrow();
  });

  it('checks a create body: required fields, formats, unknown and read-only fields', () => {
    const errors = registry.check('supplier', { name: 'Acme', email: 'nope', displayId: 'S1' }, 'create');
    expect(errors).toEqual(expect.arrayContaining([
      { field: 'address', message: 'Address is required' },
      { field: 'email', message: 'E-mail must be a valid e-mail address' },
      { field: 'displayId', message: 'displayId is not a known field' },
    ]));
  });

  it('an update needs the id and nothing else', () => {
    expect(registry.check('supplier', { note: 'x' }, 'update')).toEqual([{ field: 'id', message: 'Id is required' }]);
    expect(registry.check('supplier', { id: 3, note: 'x' }, 'update')).toEqual([]);
  });

  it('derives create schemas without read-only properties', () => {
    const s: EntitySchema = { $id: 't', title: 'T', type: 'object', properties: { id: { type: 'integer', readOnly: true }, a: { type: 'string' } }, required: ['id', 'a'] };
    expect(deriveSchema(s, 'create')).toMatchObject({ properties: { a: { type: 'string' } }, required: ['a'] });
  });

  it('maps properties to snake_case columns unless x-column says otherwise', () => {
    expect(columnOf('contactPerson', {})).toBe('contact_person');
    expect(columnOf('x', { 'x-column': 'y' })).toBe('y');
  });

  it('refuses two schemas with one $id', () => {
    const s = registry.get('city');
    expect(() => new SchemaRegistry([s, s])).toThrow(/share the \$id "city"/);
  });
});
