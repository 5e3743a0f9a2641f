import { interpret } from '@shared/schemas/interpret';
import { toFieldErrors } from '@shared/schemas/messages';
import { schemaOf } from './schemaFiles';

/**
 * What the schema says against one value of one entity property, in the server's words ("Required
 * date must be today or later"), or undefined when the value is allowed. For a bespoke page's field,
 * so its rule is the schema's (ranges, dates, lengths) and never a copy.
 */
export function fieldProblem(schemaId: string, prop: string, value: unknown): string | undefined {
  const p = schemaOf(schemaId).properties[prop];
  if (!p || value === undefined) return undefined;
  return toFieldErrors(interpret({ type: 'object', properties: { [prop]: p } }, { [prop]: value }))[0]?.message;
}
