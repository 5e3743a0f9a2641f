import type { FieldError, SchemaVariant } from '@shared/schemas/registry';
import type { EntitySchema } from '@shared/schemas/types';
import { allowsNull } from './schemaProps';
import { detailsToFieldErrors } from '../data/fieldErrors';

/**
 * The body a form sends: writable properties only (read-only ones such as displayId stay home),
 * empty values dropped where the schema does not allow null, and the id for an update.
 */
export function toBody(schema: EntitySchema, values: Record<string, unknown>, variant: Exclude<SchemaVariant, 'entity'>, idField = 'id') {
  const body: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties)) {
    if (p.readOnly) continue;
    const v = values[name];
    if (v === undefined) continue;
    if (v === null || v === '') {
      if (allowsNull(p)) body[name] = null;
      continue;
    }
    body[name] = v;
  }
  if (variant === 'update') body[idField] = values[idField] ?? values.id;
  return body;
}

type Check = (name: string, value: unknown, variant: SchemaVariant, idField?: string) => FieldError[];

/** react-admin form validation from the shared ajv validator: `{ field: message }`. */
export const formValidator = (check: Check, schema: EntitySchema, variant: Exclude<SchemaVariant, 'entity'>, idField = 'id') =>
  (values: Record<string, unknown>): Record<string, string> =>
    detailsToFieldErrors(check(schema.$id, toBody(schema, values, variant, idField), variant, idField));
