import type { FieldError } from '@shared/schemas/messages';
import type { SchemaVariant } from '@shared/schemas/derive';
import type { EntitySchema, PropertySchema } from '@shared/schemas/types';
import { conditionalProblems, shownFor } from '@shared/schemas/when';
import { betweenProblems } from '@shared/schemas/between';
import { labelOf } from '@shared/schemas/messages';
import { detailsToFieldErrors } from '../data/fieldErrors';
import { lineBoundProblems } from './lineBounds';
import { sentLinesProblems } from './sentLines';

const isEmpty = (v: unknown) => v === null || v === '';

/** Is the property a lines table (an array of objects with their own properties)? */
export const isLines = (p: PropertySchema | undefined): boolean => !!p?.items?.properties && ([] as unknown[]).concat(p.type).includes('array');

/** One line as sent: its writable properties, empty cells left out. */
const lineBody = (item: PropertySchema, line: unknown) => {
  if (line === null || typeof line !== 'object') return line;
  return Object.fromEntries(Object.entries(line as Record<string, unknown>)
    .filter(([k, v]) => item.properties?.[k] && !item.properties[k].readOnly && v !== undefined && !isEmpty(v)));
};

/**
 * The body a form sends: writable properties only (read-only ones such as displayId stay home).
 * An emptied field is sent as null on an update, so the server stores it cleared (any optional
 * property takes null; a required one is refused by name). On a create an empty field is left out.
 * A password left empty on an update keeps the old one. A conditional field (x-when) whose
 * condition does not hold, a confirmation (x-same-as) and a create-only field on an update are
 * never sent; lines keep their writable cells.
 */
export function toBody(schema: EntitySchema, values: Record<string, unknown>, variant: Exclude<SchemaVariant, 'entity'>, idField = 'id') {
  const body: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties)) {
    if (p.readOnly || p['x-same-as'] || !shownFor(p, values) || (variant === 'update' && p['x-create-only'])) continue;
    const v = values[name];
    if (v === undefined) continue;
    if (isEmpty(v)) {
      if (variant === 'update' && p['x-widget'] !== 'password') body[name] = null;
      continue;
    }
    body[name] = isLines(p) && Array.isArray(v) ? v.map((line) => lineBody(p.items!, line)) : v;
  }
  if (variant === 'update') body[idField] = values[idField] ?? values.id;
  return body;
}

type Check = (name: string, value: unknown, variant: SchemaVariant, idField?: string) => FieldError[];

/** Confirmations (x-same-as) that differ from the field they confirm. */
const sameAsProblems = (schema: EntitySchema, values: Record<string, unknown>): FieldError[] =>
  Object.entries(schema.properties).flatMap(([name, p]) => {
    const other = p['x-same-as'] as string | undefined;
    if (!other) return [];
    if (isEmpty(values[name] ?? '')) return (schema.required ?? []).includes(name) ? [{ field: name, message: `${labelOf(name, p)} is required` }] : [];
    if (values[name] === values[other]) return [];
    return [{ field: name, message: `${labelOf(name, p)} does not match ${labelOf(other, schema.properties[other]).toLowerCase()}` }];
  });

/**
 * Field errors as react-admin's form wants them: `{ field: message }`, and a line's error
 * (`lines.2.quantity`) nested as `{ lines: [{}, {}, { quantity }] }`, so it shows under that cell.
 */
export function toFormErrors(schema: EntitySchema, details: FieldError[]): Record<string, unknown> {
  const flat: FieldError[] = [];
  const out: Record<string, unknown> = {};
  for (const d of details) {
    const [head, index, cell] = d.field.split('.');
    if (isLines(schema.properties[head]) && index !== undefined && /^\d+$/.test(index) && cell) {
      const rows = (out[head] as Array<Record<string, string>> | undefined) ?? [];
      for (let i = rows.length; i <= Number(index); i++) rows.push({});
      rows[Number(index)][cell] ??= d.message;
      out[head] = rows;
    } else flat.push(d);
  }
  return { ...detailsToFieldErrors(flat), ...out };
}

/** react-admin form validation from the shared checker, conditional fields and confirmations included. */
export const formValidator = (check: Check, schema: EntitySchema, variant: Exclude<SchemaVariant, 'entity'>, idField = 'id') =>
  (values: Record<string, unknown>): Record<string, unknown> => {
    const body = toBody(schema, values, variant, idField);
    const own = [...conditionalProblems(schema, values).filter((d) => shownFor(schema.properties[d.field], values)), ...sameAsProblems(schema, values),
      ...betweenProblems(schema, values), ...lineBoundProblems(schema, values), ...sentLinesProblems(schema, values)];
    const schemaErrors = check(schema.$id, body, variant, idField)
      .filter((d) => !own.some((o) => o.field === d.field) && !schema.properties[d.field]?.['x-same-as']);
    return toFormErrors(schema, [...own, ...schemaErrors]);
  };
