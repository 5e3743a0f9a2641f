import type { EntitySchema, PropertySchema } from './types';

/** `x-computed` of a line property: `{ multiply: [a, b] }` (a line total = quantity × price), to the cent. */
export interface Computed { multiply: [string, string] }

const cents = (n: number) => Math.round(n * 100) / 100;

/** A line's value of `name`: computed when the item schema declares it, else as given. */
export function lineValue(item: PropertySchema, line: Record<string, unknown>, name: string): unknown {
  const computed = item.properties?.[name]?.['x-computed'] as Computed | undefined;
  if (!computed) return line[name];
  const [a, b] = computed.multiply.map((k) => line[k]);
  if (a === '' || b === '' || a == null || b == null) return null;
  const product = Number(a) * Number(b);
  return Number.isFinite(product) ? cents(product) : null;
}

/** The document total of one column over every line (lines without a value count nothing). */
export const linesTotal = (item: PropertySchema, lines: Array<Record<string, unknown>>, name: string): number =>
  cents(lines.reduce((sum, line) => sum + (Number(lineValue(item, line ?? {}, name)) || 0), 0));

/**
 * The body with every lines array's computed cells worked out by the server (what the client sent
 * for them is ignored): the stored line total is always quantity × price, to the cent.
 */
export function withComputedLines(schema: EntitySchema, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const [name, p] of Object.entries(schema.properties)) {
    const item = p.items;
    const computedCells = Object.keys(item?.properties ?? {}).filter((k) => item!.properties![k]['x-computed']);
    if (!computedCells.length || !Array.isArray(out[name])) continue;
    out[name] = (out[name] as Array<Record<string, unknown>>).map((line) =>
      ({ ...line, ...Object.fromEntries(computedCells.map((k) => [k, lineValue(item!, line, k)])) }));
  }
  return out;
}
