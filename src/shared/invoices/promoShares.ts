/**
 * What a promo code takes off each line, to the cent. A product's max_discount_percentage caps the
 * discount on its line (0 = never discounted); a fixed code spreads over the lines by value; the
 * code's max_discount_amount caps the whole (the lines then give up their shares pro rata). The
 * shares are whole cents that add up exactly to the discount (largest remainder), so each line's
 * charge (line total less its share) is known and a credit note can give back exactly that.
 */

export interface PromoTerms { discountType: 'percentage' | 'fixed'; discountValue: number; maxDiscountAmount: number | null; minOrderAmount: number }
export interface DiscountLine { lineTotal: number; maxDiscountPercentage: number }

export const toCents = (n: number): number => Math.round(n * 100);
export const fromCents = (c: number): number => c / 100;

/** Float noise off before flooring (0.1 * 3 * 100 is 30.000000000000004). */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/** The promo share of each line, in cents, in the lines' order; their sum is the discount. */
export function promoShareCents(terms: PromoTerms, lines: DiscountLine[]): number[] {
  const total = lines.reduce((s, l) => s + l.lineTotal, 0);
  if (total <= 0 || total < terms.minOrderAmount) return lines.map(() => 0);
  const raw = lines.map((l) => {
    if (l.lineTotal <= 0) return 0;
    const wanted = terms.discountType === 'percentage' ? (l.lineTotal * terms.discountValue) / 100 : (terms.discountValue * l.lineTotal) / total;
    return Math.max(0, Math.min(wanted, (l.lineTotal * Math.min(100, Math.max(0, l.maxDiscountPercentage))) / 100, l.lineTotal));
  });
  const rawSum = raw.reduce((s, r) => s + r, 0);
  const capped = terms.maxDiscountAmount == null ? rawSum : Math.min(rawSum, Math.max(0, terms.maxDiscountAmount));
  const target = Math.max(0, toCents(Math.min(capped, total)));
  if (target === 0 || rawSum <= 0) return lines.map(() => 0);
  const exact = raw.map((r) => tidy((r * 100 * (capped / rawSum))));
  const cents = exact.map(Math.floor);
  let left = target - cents.reduce((s, c) => s + c, 0);
  // Largest remainder first, only to lines the promo applies to, never past a line's own total.
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let pass = 0; left > 0 && pass < 2; pass++) {
    for (const { i } of order) {
      if (left <= 0) break;
      if (exact[i] > 0 && cents[i] < toCents(lines[i].lineTotal)) { cents[i] += 1; left -= 1; }
    }
  }
  return cents;
}

/** The promo share of each line in currency (cents exact). */
export const promoShares = (terms: PromoTerms, lines: DiscountLine[]): number[] => promoShareCents(terms, lines).map(fromCents);

/** The whole discount: the sum of the shares. */
export const promoDiscount = (terms: PromoTerms, lines: DiscountLine[]): number =>
  fromCents(promoShareCents(terms, lines).reduce((s, c) => s + c, 0));
