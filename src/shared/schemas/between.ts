import { labelOf, type FieldError } from './messages';
import type { EntitySchema } from './types';

/**
 * Rules between two fields of one record, as data on a property:
 *   x-not-before: "startsAt"   (a date or text not before the other field's: valid until ≥ valid from)
 *   x-not-above: "usageLimit"  (a number not above the other field's, when both are set)
 *   x-max-when: { field, is, maximum, message? }   (a bound that holds only while another field is `is`:
 *                                                   a percentage discount is at most 100)
 * Forms check them as typed (formBody.ts); the service that stores the record checks them again.
 */
export interface MaxWhen { field: string; is: unknown; maximum: number; message?: string }

const set = (v: unknown) => v !== undefined && v !== null && v !== '';

export function betweenProblems(schema: EntitySchema, values: Record<string, unknown>): FieldError[] {
  const out: FieldError[] = [];
  const label = (name: string) => labelOf(name, schema.properties[name]);
  for (const [name, p] of Object.entries(schema.properties)) {
    const v = values[name];
    if (!set(v)) continue;
    const notBefore = p['x-not-before'] as string | undefined;
    if (notBefore && set(values[notBefore]) && String(v) < String(values[notBefore])) {
      out.push({ field: name, message: `${label(name)} must not be before ${label(notBefore).toLowerCase()}` });
    }
    const notAbove = p['x-not-above'] as string | undefined;
    if (notAbove && set(values[notAbove]) && Number(v) > Number(values[notAbove])) {
      out.push({ field: name, message: `${label(name)} must not exceed the ${label(notAbove).toLowerCase()} (${String(values[notAbove])})` });
    }
    const maxWhen = p['x-max-when'] as MaxWhen | undefined;
    if (maxWhen && values[maxWhen.field] === maxWhen.is && Number(v) > maxWhen.maximum) {
      out.push({ field: name, message: maxWhen.message ?? `${label(name)} must be ${maxWhen.maximum} or less` });
    }
  }
  return out;
}
