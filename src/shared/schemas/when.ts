import { humanize, labelOf, type FieldError } from './messages';
import type { EntitySchema, PropertySchema } from './types';

/**
 * A conditional field (`x-when` on a property): shown only while another field has a value (for an
 * array field: contains it), and with `required`, required then. E.g. a user's vehicle fields:
 * `{ "field": "roles", "is": "delivery_agent", "required": true }`. Forms hide the field and leave
 * it out of the body while the condition does not hold; the same check answers the missing ones.
 */
export interface When { field: string; is: unknown; required?: boolean; message?: string }

export const whenOf = (p: PropertySchema | undefined): When | undefined => p?.['x-when'] as When | undefined;

export function whenHolds(w: When, values: Record<string, unknown>): boolean {
  const v = values[w.field];
  return Array.isArray(v) ? v.includes(w.is) : v === w.is;
}

/** Is the property shown (and sent) for these values? */
export const shownFor = (p: PropertySchema | undefined, values: Record<string, unknown>): boolean => {
  const w = whenOf(p);
  return !w || whenHolds(w, values);
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The conditionally required fields that are missing, each named by its label. */
export function conditionalProblems(schema: EntitySchema, values: Record<string, unknown>): FieldError[] {
  return Object.entries(schema.properties).flatMap(([name, p]) => {
    const w = whenOf(p);
    if (!w?.required || !whenHolds(w, values) || !blank(values[name])) return [];
    const why = w.message ?? `is required when ${labelOf(w.field, schema.properties[w.field]).toLowerCase()} is ${humanize(String(w.is))}`;
    return [{ field: name, message: `${labelOf(name, p)} ${why}` }];
  });
}
