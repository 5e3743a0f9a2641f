import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import * as stock from '../stock/service';
import { audit } from './audit';
import * as cq from './creditNoteQueries';
import * as q from './queries';
import { assertOrderVisible, type Auditor, type Staff } from './staff';
import { creditFor, deliveryFeeRefund } from '../../../shared/invoices/lineCredit';
import { fromCents, toCents } from '../../../shared/invoices/promoShares';

export interface CreditLineInput { invoiceLineId: number; quantity: number; restock?: boolean }

/**
 * Credit notes batch-wise: some or all of a posted invoice's lines come back, each quantity to
 * the batch it left (restock) or written off; the amount is the server's: per line, what was
 * charged for it (its total less its own promo share) pro rata, to the cent (shared/invoices/lineCredit.ts);
 * the delivery fee only with the note that credits the last of the invoice (docs/money.md).
 * Cancelling an invoiced order credits whatever is left.
 */
export class CreditNoteService {
  private readonly db: Db;
  constructor(app: FastifyInstance) { this.db = app.db; }

  /** get-credit-note-info: the invoice's lines with what is credited and what can still be, and the notes so far. */
  async info(staff: Pick<Staff, 'scope'>, orderId: number) {
    const order = await q.orderRow(this.db, orderId);
    assertOrderVisible(order, staff, `Order ${orderId}`);
    const invoice = await cq.creditableInvoice(this.db, orderId);
    return {
      orderId: order.id, order_id: order.displayId, orderStatus: order.status, invoice: invoice ?? null,
      lineItems: invoice ? await cq.creditableLines(this.db, invoice.invoiceId) : [],
      creditNotes: await cq.creditNotesOf(this.db, orderId),
    };
  }

  /** generate-credit-note-batch-wise. */
  async generate(staff: Staff, orderId: number, v: { lineItems: CreditLineInput[]; reason: string }) {
    const note = await this.db.transaction().execute(async (trx) => {
      const order = await q.orderRow(trx, orderId, true);
      assertOrderVisible(order, staff, `Order ${orderId}`);
      return issueCreditNote(trx, staff, orderId, v.lineItems, v.reason);
    });
    return { ...note, ...(await this.info(staff, orderId)) };
  }
}

/** Issues one credit note inside the caller's transaction (the order is locked by the caller). */
export async function issueCreditNote(trx: Db, staff: Auditor, orderId: number, input: CreditLineInput[] | 'all', reason: string) {
  const invoice = await cq.creditableInvoice(trx, orderId, true);
  if (!invoice || invoice.status !== 'posted') throw new ConflictError(`Order ${orderId} has no posted invoice to credit`);
  const lines = new Map((await cq.creditableLines(trx, invoice.invoiceId)).map((l) => [l.invoiceLineId, l]));
  const wanted = input === 'all'
    ? [...lines.values()].filter((l) => l.remaining > 0).map((l) => ({ invoiceLineId: l.invoiceLineId, quantity: l.remaining, restock: true }))
    : input;
  if (!wanted.length) throw new ConflictError(`Invoice ${invoice.invoiceNo} has nothing left to credit`);
  const seen = new Set<number>();
  wanted.forEach((w, i) => {
    const l = lines.get(w.invoiceLineId);
    if (!l) throw new NotFoundError(`Line ${w.invoiceLineId} is not on invoice ${invoice.invoiceNo}`);
    if (seen.has(w.invoiceLineId)) throw new ValidationError([{ field: `lineItems[${i}].invoiceLineId`, message: 'appears twice' }]);
    seen.add(w.invoiceLineId);
    if (w.quantity > l.remaining) {
      throw new ConflictError(`${l.productName} (batch ${l.batchName}): only ${l.remaining} of ${l.batchQty} can still be credited, ${w.quantity} asked`);
    }
  });
  // Each line gives back its own charge pro rata (its promo share stays with it); the fee only with the last of the invoice.
  const priced = wanted.map((w) => {
    const l = lines.get(w.invoiceLineId)!;
    return { ...w, l, total: creditFor({ units: l.batchQty, charge: l.charge, creditedUnits: l.credited, creditedAmount: l.creditedAmount }, w.quantity) };
  });
  const linesAmount = fromCents(priced.reduce((s, p) => s + toCents(p.total), 0));
  const taken = new Map(wanted.map((w) => [w.invoiceLineId, w.quantity]));
  const whole = [...lines.values()].every((l) => l.remaining === (taken.get(l.invoiceLineId) ?? 0));
  const feeBack = deliveryFeeRefund(invoice, linesAmount, whole);
  const amount = fromCents(toCents(linesAmount) + toCents(feeBack));
  if (toCents(invoice.creditedSoFar) + toCents(amount) > toCents(invoice.netTotal)) {
    throw new ConflictError(`Invoice ${invoice.invoiceNo}: credits would come to more than its net total ${invoice.netTotal.toFixed(2)}`);
  }
  await stock.lockBatchesFor(trx, priced.map((p) => p.l.batchId));
  const cn = await cq.insertCreditNote(trx, { orderId, invoiceId: invoice.invoiceId, quotationId: invoice.quotationId, amount, deliveryFeeRefund: feeBack, reason, agentId: staff.id });
  const back: stock.ReturnLine[] = [];
  for (const p of priced) {
    const lineId = await cq.insertCreditLine(trx, {
      creditNoteId: cn.id, invoiceLineId: p.invoiceLineId, productId: p.l.productId, batchId: p.l.batchId, quantity: p.quantity,
      unitPrice: p.l.unitPrice, lineTotal: p.total, restock: p.restock !== false,
    });
    if (p.restock !== false) back.push({ productId: p.l.productId, batchId: p.l.batchId, quantity: p.quantity, creditNoteLineId: lineId });
  }
  if (back.length) await stock.returnToStock(trx, orderId, back, { agentId: staff.id });
  await audit(trx, staff, cn.id, 'create', undefined, { orderId, invoiceId: invoice.invoiceId, amount, deliveryFeeRefund: feeBack, reason, lines: wanted }, 'credit_note');
  return { creditNoteId: cn.id, creditNote: cn.no, amount, deliveryFeeRefund: feeBack };
}

/** Cancelling an invoiced order: the rest of the invoice comes back on one credit note and the invoice is cancelled. */
export async function creditWholeInvoice(trx: Db, staff: Auditor, orderId: number, reason: string): Promise<void> {
  const invoice = await cq.creditableInvoice(trx, orderId, true);
  if (!invoice || invoice.status !== 'posted') return;
  const open = (await cq.creditableLines(trx, invoice.invoiceId)).some((l) => l.remaining > 0);
  if (open) await issueCreditNote(trx, staff, orderId, 'all', reason);
  await cq.cancelInvoice(trx, invoice.invoiceId);
  await audit(trx, staff, invoice.invoiceId, 'cancel', { status: 'posted' }, { status: 'cancelled' }, 'invoice');
}
