import { fillText } from '@shared/resources/defineResource';
import type { FieldError } from '@shared/schemas/messages';
import type { EntitySchema, PropertySchema } from '@shared/schemas/types';
import { labelOf } from '@shared/schemas/messages';

type Line = Record<string, unknown>;

/** A lines array (kept here, not imported from formBody, which imports this module). */
const isLines = (p: PropertySchema): boolean => !!p.items?.properties;

/** `x-line-title` of a lines array for one line ("Panadol 500mg (05-2031)"), or '' when none is declared. */
export const lineTitle = (lines: PropertySchema, line: Line | undefined): string => {
  const title = lines['x-line-title'] as string | undefined;
  return title && line ? fillText(title, line).trim() : '';
};

/** A cell's label on its line: "Return Panadol 500mg (05-2031)" with a line title, else the cell's own label. */
export const cellLabel = (name: string, cell: PropertySchema, lines: PropertySchema, line: Line | undefined): string =>
  [labelOf(name, cell), lineTitle(lines, line)].filter(Boolean).join(' ');

/** The cell's maximum on this line (`x-max-from`: the line's value of another cell, e.g. what is on hand), if any. */
export function cellMaximum(cell: PropertySchema, line: Line | undefined): number | undefined {
  const from = cell['x-max-from'] as string | undefined;
  if (!from) return cell.maximum;
  const v = Number(line?.[from]);
  return Number.isFinite(v) ? Math.min(v, cell.maximum ?? Infinity) : cell.maximum;
}

/** Cells above their line's `x-max-from` bound, each refused under its cell in the line's words. */
export function lineBoundProblems(schema: EntitySchema, values: Record<string, unknown>): FieldError[] {
  return Object.entries(schema.properties).filter(([, p]) => isLines(p)).flatMap(([name, p]) => {
    const lines = Array.isArray(values[name]) ? (values[name] as Line[]) : [];
    const bounded = Object.entries(p.items!.properties ?? {}).filter(([, c]) => c['x-max-from']);
    return lines.flatMap((line, i) => bounded.flatMap(([cellName, cell]) => {
      const max = cellMaximum(cell, line);
      const v = line?.[cellName];
      if (max === undefined || typeof v !== 'number' || v <= max) return [];
      return [{ field: `${name}.${i}.${cellName}`, message: `${cellLabel(cellName, cell, p, line)} must be ${max} or less` }];
    }));
  });
}
