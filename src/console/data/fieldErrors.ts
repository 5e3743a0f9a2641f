import type { FieldDetail } from './apiError';

/**
 * Server `details` → react-admin's `{ field: message }`. An array item's error ("roles.0") is
 * shown on the array's input ("roles"); body-level errors have no field to sit on.
 */
export function detailsToFieldErrors(details: FieldDetail[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of details) {
    if (!field || field.startsWith('(')) continue;
    const key = field.replace(/\.\d+(\..*)?$/, '');
    errors[key] ??= message;
  }
  return errors;
}
