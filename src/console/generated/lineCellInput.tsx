import { NumberInput } from 'react-admin';
import type { PropertySchema } from '@shared/schemas/types';
import { inputFor, REQUIRED_CLASS } from './inputFor';
import { cellLabel, cellMaximum } from './lineBounds';

/**
 * The input of one writable cell of a lines table: labelled with the line's title when the array
 * declares one ("Return Panadol 500mg (05-2031)"), and a cell bounded by its line (`x-max-from`)
 * says its range under it ("0 to 5"), the refusal taking that place when it is passed.
 */
export function lineCellInput(source: string, index: number, name: string, cell: PropertySchema, lines: PropertySchema,
  line: Record<string, unknown> | undefined, required: boolean) {
  const path = `${source}.${index}.${name}`;
  const label = cellLabel(name, cell, lines, line);
  const max = cell['x-max-from'] ? cellMaximum(cell, line) : undefined;
  if (max === undefined) return inputFor(path, cell, 'create', required, label);
  const min = cell.minimum ?? 0;
  return (
    <NumberInput key={path} source={path} label={label} step={1} min={min} max={max} helperText={`${min} to ${max}`}
      className={required ? REQUIRED_CLASS : undefined} />
  );
}
