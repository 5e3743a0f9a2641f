import type { ApiError } from '../data/apiError';

/** "values[3].newPp" and "body.values.3.newPp" → "values.3.newPp": one spelling for paths from ajv and from services. */
export const normalisePath = (field: string): string =>
  field.replace(/\[(\d+)\]/g, '.$1').replace(/^(body)\./, '').replace(/^\./, '');

/**
 * A server refusal's field messages by normalised path (first message per path). A page looks up
 * the paths its boxes send, so the refusal lands under the box (and on the line) it names.
 */
export function serverFieldErrors(error: ApiError): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of error.fieldDetails) {
    const path = normalisePath(d.field);
    if (!out.has(path)) out.set(path, d.message);
  }
  return out;
}
