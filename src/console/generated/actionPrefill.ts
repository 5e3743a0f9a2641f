import type { RecordAction } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';

type Row = Record<string, unknown>;

/**
 * An action form's first values from the record (`prefill: { lines: 'lineItems' }`): each line of
 * the record's array becomes a line of the form's, its cells by their own name or by `x-from`
 * (`grnLineId` from the line's `id`), a cell the record lacks taking its `default`. A plain field
 * takes the record's value.
 */
export function prefillValues(action: RecordAction, form: EntitySchema, record: Row): Row {
  return Object.fromEntries(Object.entries(action.prefill ?? {}).map(([field, from]) => {
    const p = form.properties[field];
    const value = record[from];
    const cells = p?.items?.properties;
    if (!cells || !Array.isArray(value)) return [field, value];
    return [field, (value as Row[]).map((line) => Object.fromEntries(Object.entries(cells).map(([name, cell]) => {
      const v = line[(cell['x-from'] as string | undefined) ?? name];
      return [name, v === undefined ? cell.default : v];
    })))];
  }));
}
