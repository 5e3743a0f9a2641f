import { deriveSchema, type SchemaVariant } from '@shared/schemas/derive';
import { toFieldErrors, type FieldError } from '@shared/schemas/messages';
import { interpret } from '@shared/schemas/interpret';
import { schemaOf } from './schemaFiles';

/**
 * The forms' checks, from the same schemas and the same messages as the server, without ajv: its
 * compiled validators need 'unsafe-eval', which the console's Content-Security-Policy refuses.
 */
export const registry = {
  check(name: string, value: unknown, variant: SchemaVariant = 'entity', idField = 'id'): FieldError[] {
    return toFieldErrors(interpret(deriveSchema(schemaOf(name), variant, idField), value));
  },
};
