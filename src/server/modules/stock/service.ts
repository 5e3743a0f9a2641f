import type { Db } from '../../db/connection';
import { GrnReversalShortageError, InsufficientStockError, isBalanceViolation } from './errors';
import * as q from './queries';

/**
 * The stock service: the only code that writes product_batches quantities, stock_movements and
 * reservations (bulk.ts is its set-based twin for the demo seed). Every function runs inside the
 * caller's transaction, so stock moves in the same commit as the invoice, GRN or order change
 * that caused it. Batch rows are locked in id order first: concurrent writers queue on the batch
 * and cannot deadlock; the database CHECKs stay the last word (balance ≥ 0, reserved ≤ on hand).
 */

export interface StockContext {
  agentId?: number | null;
  /** When it happened (the demo seed writes history); default now. Also the FEFO "today". */
  at?: Date | null;
}

/** `note`: why, kept on the movement (a partial return's reason shows in the inventory log). */
export interface ReceiptLine { productId: number; batchId: number; quantity: number; unitCost: number; grnLineId?: number | null; note?: string | null }
export interface SaleLine { productId: number; batchId: number; quantity: number; invoiceLineId?: number | null; unitCost?: number | null }
export interface ReturnLine { productId: number; batchId: number; quantity: number; creditNoteLineId?: number | null }

function inTransaction(trx: Db): void {
  if (!trx.isTransaction) throw new Error('Stock writes must run inside the caller\'s transaction');
}

const dayOf = (at?: Date | null) => (at ?? new Date()).toISOString().slice(0, 10);
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Runs a write; a balance CHECK refusal (lost race) becomes an insufficient-stock error. */
async function guarded<T>(write: () => Promise<T>, onShortage: () => Error): Promise<T> {
  try { return await write(); } catch (e) { throw isBalanceViolation(e) ? onShortage() : e; }
}

/** The batch for (product, MM-YYYY), created empty when new; a receipt's prices become its prices. */
export async function ensureBatch(trx: Db, b: { productId: number; batchName: string; purchasePrice: number; retailPrice: number }, ctx: StockContext = {}): Promise<number> {
  inTransaction(trx);
  return q.upsertBatch(trx, b, ctx.at ?? null);
}

/** ensureBatch for many lines at once (a GRN): one statement, ids in the order of `rows`. */
export async function ensureBatches(trx: Db, rows: Array<{ productId: number; batchName: string; purchasePrice: number; retailPrice: number }>, ctx: StockContext = {}): Promise<number[]> {
  inTransaction(trx);
  return q.upsertBatches(trx, rows, ctx.at ?? null);
}

/** GRN in: stock arrives; each product's weighted average cost moves with it (products locked in id order). */
export async function receive(trx: Db, lines: ReceiptLine[], ctx: StockContext = {}): Promise<number[]> {
  inTransaction(trx);
  const costs = await q.lockProductCosts(trx, lines.map((l) => l.productId));
  const next: Array<{ productId: number; wac: number; lastPurchasePrice: number }> = [];
  for (const [productId, { onHand, wac }] of costs) {
    const mine = lines.filter((l) => l.productId === productId);
    const qty = mine.reduce((s, l) => s + l.quantity, 0);
    const value = mine.reduce((s, l) => s + l.quantity * l.unitCost, 0);
    const moved = onHand + qty > 0 ? (Math.max(onHand, 0) * wac + value) / (Math.max(onHand, 0) + qty) : wac;
    next.push({ productId, wac: round4(moved), lastPurchasePrice: mine[mine.length - 1].unitCost });
  }
  await q.setProductCosts(trx, next);
  await q.lockBatches(trx, lines.map((l) => l.batchId));
  return q.insertMovements(trx, lines.map((l) => ({
    productId: l.productId, batchId: l.batchId, type: 'grn_in', quantityDelta: l.quantity, unitCost: l.unitCost,
    grnLineId: l.grnLineId, agentId: ctx.agentId,
  })), ctx.at ?? null);
}

/**
 * GRN reversal (cancel) or partial return to the supplier: the received stock leaves again. Refused
 * with the spec 8 GRN marker when it was already sold or is reserved.
 */
export async function reverseReceipt(trx: Db, lines: ReceiptLine[], kind: 'grn_reversal' | 'grn_return' = 'grn_reversal', ctx: StockContext = {}): Promise<number[]> {
  inTransaction(trx);
  const costs = await q.lockProductCosts(trx, lines.map((l) => l.productId));
  const batches = new Map((await q.lockBatches(trx, lines.map((l) => l.batchId))).map((b) => [b.id, b]));
  const short = lines.find((l) => {
    const b = batches.get(l.batchId);
    const need = lines.filter((x) => x.batchId === l.batchId).reduce((s, x) => s + x.quantity, 0);
    return !b || b.quantity - b.reserved < need;
  });
  const shortage = (l: ReceiptLine) => new GrnReversalShortageError(costs.get(l.productId)?.name ?? `product ${l.productId}`, [{
    field: 'quantity', message: 'already sold or reserved', productId: l.productId, batchId: l.batchId,
    available: Math.max(0, (batches.get(l.batchId)?.quantity ?? 0) - (batches.get(l.batchId)?.reserved ?? 0)), requested: l.quantity,
  }]);
  if (short) throw shortage(short);
  const next: Array<{ productId: number; wac: number }> = [];
  for (const [productId, c] of costs) {
    const mine = lines.filter((l) => l.productId === productId);
    const qty = mine.reduce((s, l) => s + l.quantity, 0);
    const value = mine.reduce((s, l) => s + l.quantity * l.unitCost, 0);
    const left = c.onHand - qty;
    if (left > 0) next.push({ productId, wac: round4(Math.max(0, (c.onHand * c.wac - value) / left)) });
  }
  await q.setProductCosts(trx, next);
  return guarded(() => q.insertMovements(trx, lines.map((l) => ({
    productId: l.productId, batchId: l.batchId, type: kind, quantityDelta: -l.quantity, unitCost: l.unitCost,
    grnLineId: l.grnLineId, agentId: ctx.agentId, note: l.note ?? null,
  })), ctx.at ?? null), () => shortage(lines[0]));
}

/**
 * Holds stock for an order, first expiry first over unexpired batches. All or nothing: a product
 * that cannot be covered fails with INSUFFICIENT_QTY__<available>.
 */
export async function reserve(trx: Db, orderId: number, lines: Array<{ productId: number; quantity: number }>, ctx: StockContext = {}): Promise<q.ReservationRow[]> {
  inTransaction(trx);
  const today = dayOf(ctx.at);
  const batches = await q.lockProductBatches(trx, lines.map((l) => l.productId));
  const free = new Map(batches.map((b) => [b.id, b.quantity - b.reserved]));
  const picks: Array<{ productId: number; batchId: number; quantity: number }> = [];
  for (const line of lines) {
    const fefo = batches.filter((b) => b.productId === line.productId && b.expiryDate >= today)
      .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.id - b.id);
    const available = fefo.reduce((s, b) => s + free.get(b.id)!, 0);
    if (available < line.quantity) throw new InsufficientStockError({ productId: line.productId, available, requested: line.quantity });
    let left = line.quantity;
    for (const b of fefo) {
      const take = Math.min(left, free.get(b.id)!);
      if (take <= 0) continue;
      picks.push({ productId: line.productId, batchId: b.id, quantity: take });
      free.set(b.id, free.get(b.id)! - take);
      left -= take;
      if (!left) break;
    }
  }
  const reservations = await q.insertReservations(trx, orderId, picks, ctx.at ?? null);
  await q.insertMovements(trx, reservations.map((r) => ({
    productId: r.productId, batchId: r.batchId, type: 'reserve', quantityDelta: 0, reservedDelta: r.quantity,
    orderId, reservationId: r.id, agentId: ctx.agentId,
  })), ctx.at ?? null);
  return reservations;
}

/**
 * Locks these batches (id order) for a caller about to write rows that reference them (invoice or
 * credit note lines): the foreign-key check would otherwise take a share lock first, and two such
 * writers upgrading to the stock service's FOR UPDATE would deadlock each other.
 */
export async function lockBatchesFor(trx: Db, batchIds: number[]): Promise<void> {
  inTransaction(trx);
  await q.lockBatches(trx, batchIds);
}

/** Gives back everything an order holds (cancelled before invoicing, or re-quoted). */
export async function releaseOrder(trx: Db, orderId: number, ctx: StockContext = {}): Promise<number> {
  inTransaction(trx);
  return (await closeOrderReservations(trx, orderId, 'released', ctx)).reduce((s, r) => s + r.quantity, 0);
}

async function closeOrderReservations(trx: Db, orderId: number, status: 'released' | 'consumed', ctx: StockContext) {
  await q.lockBatches(trx, (await q.activeReservationsOf(trx, orderId)).map((r) => r.batchId));
  const closed = await q.closeReservations(trx, orderId, status, ctx.at ?? null);
  await q.insertMovements(trx, closed.map((r) => ({
    productId: r.productId, batchId: r.batchId, type: 'release', quantityDelta: 0, reservedDelta: -r.quantity,
    orderId, reservationId: r.id, agentId: ctx.agentId, note: status === 'consumed' ? 'invoiced' : null,
  })), ctx.at ?? null);
  return closed;
}

/**
 * Invoice out: the lines' quantities leave their batches. An order's reservations are consumed
 * first (its held stock is what it sells). Fails with INSUFFICIENT_QTY__<available> for the first
 * batch that cannot cover its lines.
 */
export async function sell(trx: Db, sale: { orderId?: number | null; lines: SaleLine[] }, ctx: StockContext = {}): Promise<number[]> {
  inTransaction(trx);
  const held = sale.orderId ? await q.activeReservationsOf(trx, sale.orderId) : [];
  const batches = new Map((await q.lockBatches(trx, [...sale.lines.map((l) => l.batchId), ...held.map((r) => r.batchId)])).map((b) => [b.id, b]));
  if (sale.orderId) await closeOrderReservations(trx, sale.orderId, 'consumed', ctx);
  const availableOn = (batchId: number) => {
    const b = batches.get(batchId);
    const own = held.filter((r) => r.batchId === batchId).reduce((s, r) => s + r.quantity, 0);
    return b ? b.quantity - b.reserved + own : 0;
  };
  for (const batchId of new Set(sale.lines.map((l) => l.batchId))) {
    const mine = sale.lines.filter((l) => l.batchId === batchId);
    const requested = mine.reduce((s, l) => s + l.quantity, 0);
    const available = availableOn(batchId);
    if (requested > available) throw new InsufficientStockError({ productId: mine[0].productId, batchId, available, requested });
  }
  const first = sale.lines[0];
  return guarded(() => q.insertMovements(trx, sale.lines.map((l) => ({
    productId: l.productId, batchId: l.batchId, type: 'invoice_out', quantityDelta: -l.quantity, unitCost: l.unitCost ?? null,
    orderId: sale.orderId ?? null, invoiceLineId: l.invoiceLineId, agentId: ctx.agentId,
  })), ctx.at ?? null), () => new InsufficientStockError({ productId: first.productId, batchId: first.batchId, available: 0, requested: first.quantity }));
}

/** Credit note: returned goods go back onto the batch they left from. */
export async function returnToStock(trx: Db, orderId: number | null, lines: ReturnLine[], ctx: StockContext = {}): Promise<number[]> {
  inTransaction(trx);
  await q.lockBatches(trx, lines.map((l) => l.batchId));
  return q.insertMovements(trx, lines.map((l) => ({
    productId: l.productId, batchId: l.batchId, type: 'credit_note_in', quantityDelta: l.quantity,
    orderId, creditNoteLineId: l.creditNoteLineId, agentId: ctx.agentId,
  })), ctx.at ?? null);
}

/** Manual stock adjustment (count correction, damage, expiry write-off): a signed delta with a reason. */
export async function adjust(trx: Db, a: { productId: number; batchId: number; delta: number; reason: string }, ctx: StockContext = {}): Promise<number> {
  inTransaction(trx);
  if (!a.delta) throw new Error('An adjustment needs a non-zero quantity');
  const [batch] = await q.lockBatches(trx, [a.batchId]);
  const available = batch ? batch.quantity - batch.reserved : 0;
  const shortage = () => new InsufficientStockError({ productId: a.productId, batchId: a.batchId, available, requested: -a.delta });
  if (a.delta < 0 && -a.delta > available) throw shortage();
  const [id] = await guarded(() => q.insertMovements(trx, [{
    productId: a.productId, batchId: a.batchId, type: 'adjustment', quantityDelta: a.delta, agentId: ctx.agentId, note: a.reason,
  }], ctx.at ?? null), shortage);
  return id;
}

export { availableOf, batchesOf } from './queries';
export { InsufficientStockError, GrnReversalShortageError } from './errors';
