import { describe, expect, it, vi } from 'vitest';
import { SchemaRegistry } from '../../../src/shared/schemas/registry';
import type { EntitySchema } from '../../../src/shared/schemas/types';
import { cachedValidatorCompiler } from '../../../src/server/plugins/validatorCache';

// Two registries with the same $id and different rules: a process that builds two apps (the API
// tests) must validate each app's bodies by its own registry, even for one route schema.
const van = (maxLength: number): EntitySchema => ({
  $id: 'cacheProbe', title: 'Cache probe', type: 'object', properties: { plate: { type: 'string', maxLength } }, required: ['plate'],
});
const compile = (registry: SchemaRegistry, schema: object, httpPart: string) =>
  cachedValidatorCompiler(registry)({ schema, httpPart, method: 'POST', url: '/probe' } as never) as (v: unknown) => boolean;

describe('route validators compiled once per process', () => {
  const body = { $ref: 'cacheProbe' };

  it('gives the same compiled validator to two apps on equal registries, and validates as compiled', () => {
    const a = compile(new SchemaRegistry([van(4)]), body, 'body');
    const b = compile(new SchemaRegistry([van(4)]), body, 'body');
    expect(b).toBe(a);
    expect(a({ plate: 'WP12' })).toBe(true);
    expect(a({ plate: 'WP-BHK-4521' })).toBe(false);
  });

  it('keeps apps on different registries apart: each body checked by its own schemas', () => {
    const short = compile(new SchemaRegistry([van(4)]), body, 'body');
    const long = compile(new SchemaRegistry([van(20)]), body, 'body');
    expect(long).not.toBe(short);
    expect(short({ plate: 'WP-BHK-4521' })).toBe(false);
    expect(long({ plate: 'WP-BHK-4521' })).toBe(true);
  });

  it('query strings coerce and bodies do not, for one schema', () => {
    const registry = new SchemaRegistry([van(4)]);
    const schema = { type: 'object', properties: { limit: { type: 'integer' } } };
    const query = compile(registry, schema, 'querystring');
    const json = compile(registry, schema, 'body');
    expect(query).not.toBe(json);
    expect(query({ limit: '10' })).toBe(true);
    expect(json({ limit: '10' })).toBe(false);
  });

  it('compiles a validator at its first use, once, and gives fastify its errors', () => {
    const registry = new SchemaRegistry([van(6)]);
    const ajvCompile = vi.spyOn(registry.ajv, 'compile');
    const schema = { type: 'object', properties: { plate: { type: 'string', maxLength: 3 } }, $comment: 'lazy probe' };
    const validate = compile(registry, schema, 'body') as ((v: unknown) => boolean) & { errors?: unknown[] | null };
    expect(ajvCompile).not.toHaveBeenCalled();
    expect(validate({ plate: 'WP-1' })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/plate', keyword: 'maxLength' })]);
    expect(validate({ plate: 'WP' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(ajvCompile).toHaveBeenCalledTimes(1);
  });
});
