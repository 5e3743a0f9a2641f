import type { FieldDetail } from './apiError';

/**
 * Server `details` → react-admin's `{ field: message }`. An array item's error ("roles.0") is
 * shown on the array's input ("roles"); a cell of a line ("lines.1.quantity") stays nested as
 * `{ lines: { 1: { quantity } } }`, so it lands under that line's cell (react-admin sets it by its
 * path); body-level errors have no field to sit on.
 */
export function detailsToFieldErrors(details: FieldDetail[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { field, message } of details) {
    if (!field || field.startsWith('(')) continue;
    const cell = /^(\w+)\.(\d+)\.(\w+)$/.exec(field);
    if (cell) {
      const [, head, index, name] = cell;
      if (typeof errors[head] === 'string') continue;
      const rows = (errors[head] ??= {}) as Record<string, Record<string, string>>;
      (rows[index] ??= {})[name] ??= message;
      continue;
    }
    const key = field.replace(/\.\d+(\..*)?$/, '');
    errors[key] ??= message;
  }
  return errors;
}
