/**
 * GRN entry rules of spec 4 and 5, shared by the GRN entry page (live flags) and the server (the
 * last word). A batch name is an expiry month MM-YYYY; an empty one is a missing batch.
 */

export const BATCH_NAME_PATTERN = /^(0[1-9]|1[0-2])-[0-9]{4}$/;

/** True when `batchName` is MM-YYYY and its month is after the current month (`today` for tests). */
export function isFutureBatch(batchName: string, today: Date = new Date()): boolean {
  if (!BATCH_NAME_PATTERN.test(batchName)) return false;
  const month = Number(batchName.slice(0, 2));
  const year = Number(batchName.slice(3));
  return year * 12 + month > today.getFullYear() * 12 + (today.getMonth() + 1);
}

export const isEmptyBatch = (batchName: string | null | undefined): boolean => !batchName || !batchName.trim();

/** grn_qty is a whole number from 0 up to what the PO line still expects. */
export function isValidGrnQty(qty: unknown, availableToGrn: number): boolean {
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= 0 && qty <= availableToGrn;
}

/** A new price, when entered, is a number of 0 or more (empty means "keep the last one"). */
export const isValidNewPrice = (price: number | null | undefined): boolean =>
  price === null || price === undefined || (Number.isFinite(price) && price >= 0);

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The new line total: grn_qty × the new purchase price if entered, else the last purchase price. */
export function grnLineTotal(qty: number, newPp: number | null | undefined, lastPp: number): number {
  const price = newPp === null || newPp === undefined || !Number.isFinite(newPp) ? lastPp : newPp;
  return round2((Number.isFinite(qty) ? qty : 0) * price);
}

/** Near expiry: the batch expires within this many days (product info, quotation product search). */
export const NEAR_EXPIRY_DAYS = 90;

export function isNearExpiry(expiryDate: string, today: Date = new Date()): boolean {
  const days = (Date.parse(`${expiryDate}T00:00:00Z`) - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) / 86_400_000;
  return days <= NEAR_EXPIRY_DAYS;
}
