import { enumLabel } from '@shared/schemas/enumLabels';
import type { PropertySchema } from '@shared/schemas/types';
import { choicesOf } from './schemaProps';

/**
 * A property's enum as choices, worded by its `x-enum-labels` when it has them (5 → "Placed"), else
 * as choicesOf words them. `asValues`: the ids are the enum's own values (a displayed number 5 matches
 * choice 5; a filter's choices stay strings, as the query sends them).
 */
export const choicesFor = (p: PropertySchema | undefined, asValues = false) =>
  choicesOf(p?.enum).map((c, i) => ({ id: asValues ? p!.enum![i] as string : c.id, name: enumLabel(p, p!.enum![i]) ?? c.name }));
