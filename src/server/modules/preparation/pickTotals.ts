/** A line's unit when the product names none. */
export const NO_UNIT = 'units';

/** What to pick per unit of measure, in the order units first appear: quantities of different units are never added. */
export function pickTotals(lines: Array<{ quantity: number; lowestUom: string | null }>): Array<{ unit: string; quantity: number }> {
  const by = new Map<string, number>();
  for (const l of lines) {
    const unit = l.lowestUom?.trim() || NO_UNIT;
    by.set(unit, (by.get(unit) ?? 0) + l.quantity);
  }
  return [...by].map(([unit, quantity]) => ({ unit, quantity }));
}
