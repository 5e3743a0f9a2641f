import type { PropertySchema } from '@shared/schemas/types';
import { isLines } from './formBody';
import { schemaOf } from './schemaFiles';

/**
 * The schema of a lines array's items as shown: the schema its `x-item-schema` names (a quotation's
 * read-only `lineItems` are `quotationLine`s), else its own `items`. Undefined: not a lines array.
 */
export function lineItemSchema(p: PropertySchema | undefined): PropertySchema | undefined {
  // The named schema first: a credit note's `lineItems` are written as { invoiceLineId, quantity } but read as creditNoteLines.
  const named = p?.['x-item-schema'];
  if (named) return schemaOf(named);
  return isLines(p) ? p!.items : undefined;
}
