import { withColumnBounds } from '@shared/schemas/bounds';
import { interpret } from '@shared/schemas/interpret';
import { toFieldErrors } from '@shared/schemas/messages';
import type { PropertySchema } from '@shared/schemas/types';
import { baseType } from './schemaProps';

/** Text a person types for a number: digits, an optional sign, point and exponent ("2.5", "-1", "1e3"). */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The value typed text stands for under a property. Empty (or blank) text is "no value"; a number
 * box's text becomes its number only when it is one, else it stays text, so the check says "must
 * be a whole number" instead of the box quietly dropping a "-" or a "." (the typed text is never
 * rewritten: what the box shows is what is checked and sent).
 */
export function valueOf(p: PropertySchema, text: string): unknown {
  if (text.trim() === '') return undefined;
  const type = baseType(p);
  if (type === 'integer' || type === 'number') return NUMBER_TEXT.test(text.trim()) ? Number(text.trim()) : text;
  return text;
}

/**
 * The property as a box checks it: an integer without a maximum still stops at the largest whole
 * number JavaScript holds exactly, so the number sent is always the number shown.
 */
function asChecked(p: PropertySchema, label: string): PropertySchema {
  const safe = baseType(p) === 'integer' && p.maximum === undefined ? { maximum: Number.MAX_SAFE_INTEGER } : {};
  return { ...p, ...safe, 'x-label': label };
}

/**
 * The sentence for a refused value, as the generated forms and the server word it ("Quantity must
 * be 1 or more"), or null when the value is accepted. `required`: an empty box is refused.
 */
export function checkField(p: PropertySchema, value: unknown, label: string, required = false): string | null {
  const holder: PropertySchema = { type: 'object', properties: { value: asChecked(p, label) }, required: required ? ['value'] : [] };
  const errors = toFieldErrors(interpret(holder, value === undefined ? {} : { value }));
  return errors[0]?.message ?? null;
}

/**
 * The property of a schema in `schemas/`, with what a page narrows for one box (a line's maximum, its
 * label), bounded to its column as the generated forms and the server bound it (a number keeps 2
 * decimals unless it says otherwise): a bespoke box refuses what the server would.
 */
export function propOf(schema: { properties: Record<string, PropertySchema> }, name: string, narrow: PropertySchema = {}): PropertySchema {
  const p = schema.properties[name];
  if (!p) throw new Error(`No property "${name}" in the schema`);
  return withColumnBounds({ ...p, ...narrow });
}
