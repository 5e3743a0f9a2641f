/**
 * The batch-wise invoice editor's rules (spec 4 and 5, plus issue 9), shared so the console flags
 * exactly what the server refuses: clone blocked while a line has batch_qty 0, a batch used by
 * another line of the same product hidden, batch_qty_overloaded when the batch holds less than the
 * line takes, batches expiring before the delivery date marked, expired batches never offered.
 */

export interface BatchOption { _id: number; batch_name: string; quantity: number; expiry_date: string }
export interface EditorLine { _id: number | string; product_id: number; quantity: number; batch_id: number | null; batch_qty: number }

/** Spec 5: cloning (splitting a line across batches) is blocked while any line has batch_qty 0. */
export const canClone = (lines: EditorLine[]): boolean => lines.every((l) => l.batch_qty > 0);

/** Spec 4: the batches a line may switch to; one used by another line of the same product is hidden. */
export function batchChoices(line: EditorLine, lines: EditorLine[], options: BatchOption[]): Array<BatchOption & { show: boolean }> {
  const taken = new Set(lines.filter((l) => l._id !== line._id && l.product_id === line.product_id && l.batch_id != null).map((l) => l.batch_id));
  return options.map((b) => ({ ...b, show: !taken.has(b._id) }));
}

/** Spec 4: the chosen batch holds less than the line takes. */
export const isOverloaded = (line: Pick<EditorLine, 'batch_qty'>, batch: Pick<BatchOption, 'quantity'> | undefined): boolean =>
  !!batch && batch.quantity < line.batch_qty;

export const isExpired = (expiry: string, today: string): boolean => expiry < today;

/** Issue 9: a batch that expires before the agreed delivery date is marked (still allowed). */
export const expiresBeforeDelivery = (expiry: string, deliveryDate: string | null | undefined): boolean =>
  !!deliveryDate && expiry < deliveryDate;

/** First expiry first: how `quantity` splits over the batches (already sorted by expiry); short when stock runs out. */
export function fefoSplit(quantity: number, options: BatchOption[]): Array<{ batch_id: number; batch_qty: number }> {
  const out: Array<{ batch_id: number; batch_qty: number }> = [];
  let left = quantity;
  for (const b of [...options].sort((x, y) => x.expiry_date.localeCompare(y.expiry_date) || x._id - y._id)) {
    if (left <= 0) break;
    const take = Math.min(left, b.quantity);
    if (take > 0) { out.push({ batch_id: b._id, batch_qty: take }); left -= take; }
  }
  return out;
}

/** Per product: what the lines take against what the quotation asks ({ productId: [taken, asked] }). */
export function coverage(lines: EditorLine[]): Map<number, { taken: number; asked: number }> {
  const out = new Map<number, { taken: number; asked: number }>();
  for (const l of lines) {
    const c = out.get(l.product_id) ?? { taken: 0, asked: l.quantity };
    c.taken += l.batch_qty;
    out.set(l.product_id, c);
  }
  return out;
}
