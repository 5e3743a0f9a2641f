import type { FieldError, SchemaVariant } from '@shared/schemas/registry';
import type { EntitySchema } from '@shared/schemas/types';
import { detailsToFieldErrors } from '../data/fieldErrors';

const isEmpty = (v: unknown) => v === null || v === '';

/**
 * The body a form sends: writable properties only (read-only ones such as displayId stay home).
 * An emptied field is sent as null on an update, so the server stores it cleared (any optional
 * property takes null; a required one is refused by name). On a create an empty field is left out.
 * A password left empty on an update keeps the old one.
 */
export function toBody(schema: EntitySchema, values: Record<string, unknown>, variant: Exclude<SchemaVariant, 'entity'>, idField = 'id') {
  const body: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties)) {
    if (p.readOnly) continue;
    const v = values[name];
    if (v === undefined) continue;
    if (isEmpty(v)) {
      if (variant === 'update' && p['x-widget'] !== 'password') body[name] = null;
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
