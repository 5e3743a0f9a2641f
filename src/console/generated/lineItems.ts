import type { PropertySchema } from '@shared/schemas/types';
import { isLines } from './formBody';
import { schemaOf } from './schemaFiles';

/**
 * The schema of a lines array's items: its own `items`, or the schema its `x-item-schema` names (a
 * quotation's read-only `lineItems` are `quotationLine`s). Undefined: not a lines array.
 */
export function lineItemSchema(p: PropertySchema | undefined): PropertySchema | undefined {
  if (isLines(p)) return p!.items;
  const named = p?.['x-item-schema'];
  return named ? schemaOf(named) : undefined;
}
