import type { PropertySchema } from './types';

/** A text's upper bound in words ("must be at most 200 characters"), as messages.ts's phraseOf says it. */
export const atMost = (limit: number) => `must be at most ${limit} character${limit === 1 ? '' : 's'}`;

/**
 * A text longer than its schema's maxLength refused in phraseOf's words ("E-mail must be at most 200
 * characters"), else null: for a light page's box that checks its length without ajv. Counted in
 * characters as ajv counts them (code points, not UTF-16 units). A module of its own, so the sign-in
 * page takes these few lines and not messages.ts's chunk.
 */
export function tooLongMessage(p: PropertySchema, text: string, label = p['x-label'] ?? ''): string | null {
  return p.maxLength !== undefined && [...text].length > p.maxLength ? `${label} ${atMost(p.maxLength)}` : null;
}
