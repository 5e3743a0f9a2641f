import { batchChoices, canClone, coverage, expiresBeforeDelivery, isOverloaded, type BatchOption } from '@shared/invoices/batchRules';
import type { BatchInvoiceView, InvoiceLineItem } from './types';

/**
 * A line as the editor holds it. `qty_text` is the batch qty box exactly as typed; `batch_qty` is
 * the number it stands for while it is a valid one (a refused text blocks save and post). `batch`
 * is the chosen batch's name as the server has it (a posted invoice offers no batches to choose).
 */
export interface EditLine {
  _id: number | string; product_id: number; product_name: string; lowest_uom: string; quantity: number; batch_id: number | null; batch: string | null;
  batch_qty: number; qty_text: string; unit_price: number;
}

export function linesOf(view: BatchInvoiceView): EditLine[] {
  return view.line_items.map((l) => ({
    _id: l._id, product_id: l.product_id, product_name: l.product_name, lowest_uom: l.lowest_uom, quantity: l.quantity, batch_id: l.batch_id, batch: l.batch,
    batch_qty: l.batch_qty, qty_text: String(l.batch_qty), unit_price: l.unit_price,
  }));
}

/** Every unexpired batch offered for a product (the server answers them per line; the union per product). */
export function optionsByProduct(view: BatchInvoiceView): Map<number, Array<BatchOption & { expired: boolean }>> {
  const out = new Map<number, Map<number, BatchOption & { expired: boolean }>>();
  for (const l of view.line_items as InvoiceLineItem[]) {
    const m = out.get(l.product_id) ?? new Map();
    for (const b of l.available_batches) m.set(b._id, { _id: b._id, batch_name: b.batch_name, quantity: b.quantity, expiry_date: b.expiry_date, expired: b.expired });
    out.set(l.product_id, m);
  }
  return new Map([...out].map(([k, m]) => [k, [...m.values()].sort((a, b) => a.expiry_date.localeCompare(b.expiry_date))]));
}

let cloneSeq = 0;
/** Spec 4: a clone splits the line's product onto another batch; it starts with no batch and 0. */
export const cloneOf = (line: EditLine): EditLine => ({ ...line, _id: `new-${++cloneSeq}`, batch_id: null, batch: null, batch_qty: 0, qty_text: '0' });

export function flagsOf(line: EditLine, lines: EditLine[], options: BatchOption[], deliveryDate: string | null) {
  const choices = batchChoices(line, lines, options);
  const chosen = options.find((o) => o._id === line.batch_id);
  return {
    choices,
    overloaded: isOverloaded(line, chosen),
    expiresSoon: chosen ? expiresBeforeDelivery(chosen.expiry_date, deliveryDate) : false,
  };
}

export { canClone, coverage };
