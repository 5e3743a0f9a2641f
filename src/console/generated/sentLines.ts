import type { FieldError } from '@shared/schemas/messages';
import type { EntitySchema, PropertySchema } from '@shared/schemas/types';
import { labelOf } from '@shared/schemas/messages';

type Line = Record<string, unknown>;

/** A lines array (kept here, not imported from formBody, which imports this module). */
const isLines = (p: PropertySchema): boolean => !!p.items?.properties;

const kept = (line: unknown, cell: string) => Number((line as Line | null)?.[cell]) > 0;

/** Lines arrays declaring `x-send-lines-with`: their name and the cell that decides. */
const declared = (schema: EntitySchema) =>
  Object.entries(schema.properties).filter(([, p]) => isLines(p) && p['x-send-lines-with'])
    .map(([name, p]) => ({ name, cell: p['x-send-lines-with'] as string, label: labelOf(p['x-send-lines-with'] as string, p.items!.properties?.[p['x-send-lines-with'] as string]) }));

/**
 * The body as sent: a lines array declaring `x-send-lines-with: 'quantity'` keeps only the lines
 * whose quantity is above 0 (a return of some lines of a GRN). `shown` puts a refusal naming a sent
 * line (`lines[0].quantity`, `lines.0.quantity`) back on the line the form shows.
 */
export function sentLines(schema: EntitySchema, body: Record<string, unknown>) {
  const maps = new Map<string, number[]>();
  const out = { ...body };
  for (const { name, cell } of declared(schema)) {
    const lines = Array.isArray(body[name]) ? (body[name] as unknown[]) : [];
    const index = lines.flatMap((l, i) => (kept(l, cell) ? [i] : []));
    maps.set(name, index);
    out[name] = index.map((i) => lines[i]);
  }
  const shown = (details: FieldError[]): FieldError[] => details.map((d) => {
    const field = (d.field ?? '').replace(/\[(\d+)\]/g, '.$1');
    const [head, i, ...rest] = field.split('.');
    const index = maps.get(head);
    if (!index || i === undefined || !/^\d+$/.test(i) || index[Number(i)] === undefined) return { ...d, field };
    return { ...d, field: [head, String(index[Number(i)]), ...rest].join('.') };
  });
  return { body: out, shown };
}

/** Nothing to send: no line of such an array has its cell above 0 ("Enter a return on at least one line"). */
export const sentLinesProblems = (schema: EntitySchema, values: Record<string, unknown>): FieldError[] =>
  declared(schema).flatMap(({ name, cell, label }) => {
    const lines = Array.isArray(values[name]) ? (values[name] as unknown[]) : [];
    return lines.some((l) => kept(l, cell)) ? [] : [{ field: name, message: `Enter ${label.toLowerCase()} on at least one line` }];
  });
