import type { PropertySchema } from '@shared/schemas/types';

/** `x-computed` of a line property: `{ multiply: [a, b] }` (a line total = quantity × price). */
export interface Computed { multiply: [string, string] }

const cents = (n: number) => Math.round(n * 100) / 100;

/** A line's value of `name`: computed when the property declares it (to the cent), else as stored. */
export function lineValue(item: PropertySchema, line: Record<string, unknown>, name: string): unknown {
  const computed = item.properties?.[name]?.['x-computed'] as Computed | undefined;
  if (!computed) return line[name];
  const [a, b] = computed.multiply.map((k) => Number(line[k]));
  return Number.isFinite(a) && Number.isFinite(b) && line[computed.multiply[0]] !== '' && line[computed.multiply[1]] !== '' ? cents(a * b) : null;
}

/** The document total of one column over every line (lines without a value count nothing). */
export const linesTotal = (item: PropertySchema, lines: Array<Record<string, unknown>>, name: string): number =>
  cents(lines.reduce((sum, line) => sum + (Number(lineValue(item, line ?? {}, name)) || 0), 0));
