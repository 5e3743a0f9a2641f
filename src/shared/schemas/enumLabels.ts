import { orderStatusLabel } from '../orders/statuses';
import { STAGE_LABELS } from '../orders/stages';
import type { PropertySchema } from './types';

/**
 * Named sets of words for enum values (`"x-enum-labels": "orderStatus"`), where the words already
 * live in src/shared (an order's spec 4 status numbers) and must not be copied into each schema.
 */
export const ENUM_LABEL_SETS: Record<string, (value: unknown) => string> = {
  orderStatus: (v) => orderStatusLabel(Number(v)),
  orderStage: (v) => STAGE_LABELS[v as keyof typeof STAGE_LABELS] ?? String(v),
};

/** The words a property's `x-enum-labels` give a value, or undefined (then the screens word it themselves). */
export function enumLabel(p: PropertySchema | undefined, value: unknown): string | undefined {
  const labels = p?.['x-enum-labels'];
  if (!labels || value === null || value === undefined) return undefined;
  if (typeof labels === 'string') {
    const set = ENUM_LABEL_SETS[labels];
    if (!set) throw new Error(`x-enum-labels: no set "${labels}" in src/shared/schemas/enumLabels.ts`);
    return set(value);
  }
  return labels[String(value)];
}
