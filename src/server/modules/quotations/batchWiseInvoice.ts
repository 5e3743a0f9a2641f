import { ConflictError, ValidationError } from '../../errors';
import { batchChoices, expiresBeforeDelivery, fefoSplit, isExpired, isOverloaded, type BatchOption } from '../../../shared/invoices/batchRules';
import type { InvoiceLine, NewInvoiceLine, OrderBatch } from './invoiceQueries';

/**
 * The batch-wise invoice as the editor sees it (spec 3 line fields, spec 4 rules) and the checks
 * every save and post passes: the batch belongs to the line's product, is not expired, is not used
 * twice for one product, and holds what the line takes (batch_qty_overloaded otherwise).
 */

export interface QuotedProduct { quotationLineId: number; productId: number; quantity: number; unitPrice: number }
export interface LineInput { _id?: number | string | null; product_id: number; batch_id: number | null; batch_qty: number }

const today = () => new Date().toISOString().slice(0, 10);
const optionOf = (b: OrderBatch): BatchOption => ({ _id: b.batchId, batch_name: b.batchName, quantity: b.available, expiry_date: b.expiryDate });

/** First expiry first over the order's unexpired batches: the editor's starting proposal. */
export function proposeLines(quoted: QuotedProduct[], batches: OrderBatch[]): NewInvoiceLine[] {
  const now = today();
  return quoted.flatMap((q) => {
    const usable = batches.filter((b) => b.productId === q.productId && !isExpired(b.expiryDate, now)).map(optionOf);
    const split = fefoSplit(q.quantity, usable);
    const picks = split.length ? split : [{ batch_id: null as number | null, batch_qty: 0 }];
    return picks.map((p) => ({ quotationLineId: q.quotationLineId, productId: q.productId, batchId: p.batch_id, quantity: q.quantity, batchQty: p.batch_qty, unitPrice: q.unitPrice }));
  });
}

/** Checks the editor's lines against the quotation and the batches; `post` also insists every product is covered exactly. */
export function checkLines(lines: LineInput[], quoted: QuotedProduct[], batches: OrderBatch[], post: boolean): NewInvoiceLine[] {
  const now = today();
  const byProduct = new Map(quoted.map((q) => [q.productId, q]));
  const byBatch = new Map(batches.map((b) => [b.batchId, b]));
  const used = new Set<string>();
  const out = lines.map((l, i): NewInvoiceLine => {
    const field = `lines[${i}]`;
    const q = byProduct.get(l.product_id);
    if (!q) throw new ValidationError([{ field: `${field}.product_id`, message: `product ${l.product_id} is not on the order's quotation` }]);
    if (l.batch_id == null) {
      if (l.batch_qty > 0 || post) throw new ValidationError([{ field: `${field}.batch_id`, message: 'choose a batch for this line' }]);
    } else {
      const b = byBatch.get(l.batch_id);
      if (!b || b.productId !== l.product_id) throw new ConflictError(`Batch ${l.batch_id} is not a batch of this product; choose one of its own batches`);
      if (isExpired(b.expiryDate, now)) throw new ConflictError(`Batch ${b.batchName} expired on ${b.expiryDate}; an expired batch cannot be invoiced`);
      const key = `${l.product_id}:${l.batch_id}`;
      if (used.has(key)) throw new ConflictError(`Batch ${b.batchName} is used twice for the same product; merge those lines`);
      used.add(key);
      if (isOverloaded({ batch_qty: l.batch_qty }, { quantity: b.available })) {
        throw new ConflictError(`Batch ${b.batchName} holds only ${b.available}; the line takes ${l.batch_qty} (batch_qty_overloaded)`, [{
          field: `${field}.batch_qty`, message: 'batch_qty_overloaded', batch_qty_overloaded: true, batchId: b.batchId, available: b.available, requested: l.batch_qty,
        }]);
      }
    }
    return { quotationLineId: q.quotationLineId, productId: q.productId, batchId: l.batch_id, quantity: q.quantity, batchQty: l.batch_qty, unitPrice: q.unitPrice };
  });
  for (const q of quoted) {
    const taken = out.filter((l) => l.productId === q.productId).reduce((s, l) => s + l.batchQty, 0);
    if (taken > q.quantity) throw new ConflictError(`The lines take ${taken} of product ${q.productId} but the quotation asks ${q.quantity}`);
    if (post && taken !== q.quantity) {
      throw new ConflictError(`The batches cover ${taken} of ${q.quantity} for product ${q.productId}; every quoted quantity must be invoiced from batches`);
    }
  }
  return out;
}

/** Spec 3 batch-wise invoice lines, with the batches each may switch to. */
export function editorLines(lines: InvoiceLine[], batches: OrderBatch[], deliveryDate: string | null) {
  const now = today();
  const editor = lines.map((l) => ({ _id: l.lineId, product_id: l.productId, quantity: l.quantity, batch_id: l.batchId, batch_qty: l.batchQty }));
  return lines.map((l, i) => {
    const mine = batches.filter((b) => b.productId === l.productId && (!isExpired(b.expiryDate, now) || b.batchId === l.batchId));
    const options = batchChoices(editor[i], editor, mine.map(optionOf)).map((o) => ({
      ...o, expired: isExpired(o.expiry_date, now), expires_before_delivery: expiresBeforeDelivery(o.expiry_date, deliveryDate),
    }));
    const chosen = options.find((o) => o._id === l.batchId);
    return {
      _id: l.lineId, product_id: l.productId, product_name: l.productName, odoo_product_id: l.productCode, lowest_uom: l.lowestUom,
      quantity: l.quantity, batch: l.batchName, batch_id: l.batchId, batch_qty: l.batchQty, unit_price: l.unitPrice, discount: l.discount,
      line_total: l.lineTotal, expiry_date: l.expiryDate, batch_qty_overloaded: isOverloaded({ batch_qty: l.batchQty }, chosen),
      expires_before_delivery: l.expiryDate ? expiresBeforeDelivery(l.expiryDate, deliveryDate) : false,
      available_batches: options,
    };
  });
}
