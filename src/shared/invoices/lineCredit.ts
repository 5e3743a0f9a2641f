import { fromCents, toCents } from './promoShares';

/**
 * What a credit note gives back for part of an invoice line: the line's charge (its total less the
 * promo share it was given) pro rata to the units, in whole cents. The amount is cumulative — the
 * first n units of a line are always worth round(charge × n / units) — so crediting a line in any
 * number of notes adds up to exactly its charge, the last unit taking the rounding remainder, and
 * the credits of a line never exceed its charge.
 */

export interface LineCharge {
  /** Units invoiced on the line (batch_qty). */
  units: number;
  /** line_total − promo_share. */
  charge: number;
  /** Units already credited, and the amount they were credited. */
  creditedUnits: number;
  creditedAmount: number;
}

/** Charge of a line to the cent: its total less its promo share, never below 0. */
export const lineCharge = (lineTotal: number, promoShare: number): number => fromCents(Math.max(0, toCents(lineTotal) - toCents(promoShare)));

/** The amount to credit for `quantity` more units of the line. */
export function creditFor(line: LineCharge, quantity: number): number {
  if (quantity <= 0 || line.units <= 0) return 0;
  const charge = toCents(line.charge);
  const already = toCents(line.creditedAmount);
  const upTo = Math.min(line.units, line.creditedUnits + quantity);
  // Integer arithmetic: half a cent rounds up, the whole line is exactly its charge.
  const cumulative = upTo >= line.units ? charge : Math.floor((2 * charge * upTo + line.units) / (2 * line.units));
  return fromCents(Math.max(0, Math.min(charge - already, cumulative - already)));
}

/**
 * The delivery fee comes back only with the note that credits the last of the invoice (the whole
 * order came back: the delivery bought nothing); a partial return keeps it. Capped so the
 * invoice's credits never pass its net total.
 */
export function deliveryFeeRefund(inv: { deliveryFee: number; netTotal: number; creditedSoFar: number }, linesAmount: number, wholeInvoiceCredited: boolean): number {
  if (!wholeInvoiceCredited) return 0;
  const room = toCents(inv.netTotal) - toCents(inv.creditedSoFar) - toCents(linesAmount);
  return fromCents(Math.max(0, Math.min(toCents(inv.deliveryFee), room)));
}
