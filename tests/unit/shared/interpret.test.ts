import { describe, expect, it } from 'vitest';
import { SchemaRegistry, deriveSchema, writableProps } from '../../../src/shared/schemas/registry';
import { toFieldErrors } from '../../../src/shared/schemas/messages';
import { interpret } from '../../../src/shared/schemas/interpret';
import { loadSchemaFiles } from '../../../src/server/schemas';
import type { EntitySchema } from '../../../src/shared/schemas/types';

// The console checks forms without ajv (its CSP refuses eval); it must say what ajv says on the server.
const schemas = loadSchemaFiles();
const registry = new SchemaRegistry(schemas);
const sorted = (xs: Array<{ field: string; message: string }>) => [...xs].sort((a, b) => a.field.localeCompare(b.field));

/** Bodies that break every rule a form can break: empty, nulls, wrong types, bad strings, extras. */
function samples(s: EntitySchema): unknown[] {
  const props = writableProps(s);
  const each = (f: (name: string) => unknown) => Object.fromEntries(props.map((k) => [k, f(k)]));
  return [
    {}, each(() => null), each(() => 'x'), each(() => -1.5), each(() => ''), each(() => true), each(() => ['x', 'x']),
    each((k) => s.properties[k].default ?? 'not-an-email @'), { unknownField: 1 }, each(() => 'a'.repeat(3000)),
  ];
}

describe('the console form check (no eval) agrees with ajv', () => {
  for (const s of schemas) {
    it(s.$id, () => {
      for (const variant of ['create', 'update'] as const) {
        for (const body of samples(s)) {
          const withId = variant === 'update' ? { ...(body as object), id: 1 } : body;
          const console = toFieldErrors(interpret(deriveSchema(s, variant), withId));
          expect(sorted(console), `${variant} ${JSON.stringify(withId).slice(0, 80)}`).toEqual(sorted(registry.check(s.$id, withId, variant)));
        }
      }
    });
  }
});
