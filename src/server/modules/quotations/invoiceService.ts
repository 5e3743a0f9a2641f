import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError } from '../../errors';
import { ORDER_STATUS as S, orderStatusName } from '../../../shared/orders/statuses';
import { applyTransition, publishTransitions, type TransitionResult } from '../orders/lifecycle/service';
import { orderEventBus } from '../orders/events';
import * as stock from '../stock/service';
import { repriceRedemption } from '../promo/redeemDiscount';
import { audit } from './audit';
import { checkLines, editorLines, proposeLines, type LineInput } from './batchWiseInvoice';
import * as iq from './invoiceQueries';
import * as q from './queries';
import { assertOrderVisible, type Staff } from './staff';

const START_STATUSES: number[] = [S.placed, S.cashless_approved];

/**
 * Batch-wise invoicing: a draft proposed first expiry first from the order's batches, edited line
 * by line (clone, delete, change batch), then posted in one transaction that takes the stock out of
 * the chosen batches, consumes the reservation and moves the order 6 → 7. Posting twice never posts
 * twice: the order is locked and an already posted invoice is answered as it is.
 */
export class InvoiceService {
  private readonly db: Db;
  constructor(private readonly app: FastifyInstance) { this.db = app.db; }

  /** submit-invoice-pending-status: invoicing starts (5 / 27 → 6) with a proposed draft; again = the same draft. */
  async start(staff: Staff, orderId: number) {
    return this.inOrder(staff, orderId, async (trx, order, moved) => {
      if (START_STATUSES.includes(order.status)) moved.push(await applyTransition(trx, { orderId, action: 'startInvoice', actor: staff.actor, expectedStatus: order.status }));
      else if (order.status !== S.invoice_pending) throw this.wrongStatus(order, 'start invoicing');
      const live = await iq.liveInvoiceOf(trx, orderId, true);
      if (!live) await this.draft(trx, staff, orderId);
    });
  }

  /** submit-new-order-invoice: a fresh proposed draft (the previous draft, if any, is discarded). */
  async redraft(staff: Staff, orderId: number) {
    return this.inOrder(staff, orderId, async (trx, order, moved) => {
      if (START_STATUSES.includes(order.status)) moved.push(await applyTransition(trx, { orderId, action: 'startInvoice', actor: staff.actor, expectedStatus: order.status }));
      else if (order.status !== S.invoice_pending) throw this.wrongStatus(order, 'draft an invoice');
      const live = await iq.liveInvoiceOf(trx, orderId, true);
      if (live?.status === 'posted') throw new ConflictError(`Invoice ${live.invoiceNo} is already posted`);
      if (live) { await iq.cancelDraft(trx, live.invoiceId); await audit(trx, staff, live.invoiceId, 'discard', { status: 'draft' }, { status: 'cancelled' }, 'invoice'); }
      await this.draft(trx, staff, orderId);
    });
  }

  /** submit-invoice-additional-data: the draft's delivery fee and the order's delivery address. */
  async additionalData(staff: Staff, orderId: number, v: { deliveryFee?: number; deliveryAddress?: string }) {
    return this.inOrder(staff, orderId, async (trx, order) => {
      const live = await this.draftOf(trx, order);
      if (v.deliveryAddress !== undefined) await q.setDeliveryAddress(trx, orderId, v.deliveryAddress);
      await this.reprice(trx, orderId, live.invoiceId, live.quotationId, v.deliveryFee);
      await audit(trx, staff, live.invoiceId, 'update', { deliveryFee: live.deliveryFee }, { ...v }, 'invoice');
    });
  }

  /** POST edit-batches: saves the editor's whole set of lines on the draft. */
  async saveLines(staff: Staff, orderId: number, lines: LineInput[]) {
    return this.inOrder(staff, orderId, async (trx, order) => {
      const live = await this.draftOf(trx, order);
      await this.writeLines(trx, orderId, live, lines, false);
      await audit(trx, staff, live.invoiceId, 'edit_batches', undefined, { lines }, 'invoice');
    });
  }

  /** POST batch-wise-invoice: (optionally saves the lines, then) posts the invoice. Idempotent. */
  async post(staff: Staff, orderId: number, lines?: LineInput[]) {
    let alreadyPosted = false;
    const view = await this.inOrder(staff, orderId, async (trx, order, moved) => {
      const live = await iq.liveInvoiceOf(trx, orderId, true);
      if (live?.status === 'posted') { alreadyPosted = true; return; }
      if (order.status !== S.invoice_pending || !live) throw this.wrongStatus(order, 'post the batch-wise invoice');
      moved.push(await applyTransition(trx, {
        orderId, action: 'submitInvoice', actor: staff.actor, expectedStatus: order.status,
        during: async () => {
          const quoted = await iq.quotationLinesFor(trx, live.quotationId);
          const saved = lines ? null : await iq.linesOfInvoice(trx, live.invoiceId);
          const input: LineInput[] = lines ?? saved!.map((l) => ({ _id: l.lineId, product_id: l.productId, batch_id: l.batchId, batch_qty: l.batchQty }));
          // The batches this invoice touches (chosen and held), locked before its lines reference them.
          await stock.lockBatchesFor(trx, [...input.map((l) => l.batch_id ?? 0), ...await iq.heldBatchesOf(trx, orderId)].filter((id) => id > 0));
          const batches = await iq.batchesForOrder(trx, orderId, quoted.map((l) => l.productId));
          const checked = checkLines(input, quoted, batches, true);
          if (lines) {
            await iq.replaceLines(trx, live.invoiceId, checked);
            await this.reprice(trx, orderId, live.invoiceId, live.quotationId);
          }
          const sold = lines ? await iq.linesOfInvoice(trx, live.invoiceId) : saved!;
          const cost = new Map(batches.map((b) => [b.batchId, b.purchasePrice]));
          await stock.sell(trx, { orderId, lines: sold.filter((l) => l.batchQty > 0).map((l) => ({
            productId: l.productId, batchId: l.batchId!, quantity: l.batchQty, invoiceLineId: l.lineId, unitCost: cost.get(l.batchId!) ?? null,
          })) }, { agentId: staff.id });
          await iq.markPosted(trx, live.invoiceId, live.quotationId);
          await audit(trx, staff, live.invoiceId, 'post', { status: 'draft' }, { status: 'posted' }, 'invoice');
        },
      }));
    });
    return { ...view, alreadyPosted };
  }

  /** fetch-batch-wise-invoice: the live invoice with its lines (spec 3), quotation data and totals. */
  async fetch(staff: Pick<Staff, 'scope'>, orderId: number) {
    const order = await q.orderRow(this.db, orderId);
    assertOrderVisible(order, staff, `Order ${orderId}`);
    const live = await iq.liveInvoiceOf(this.db, orderId);
    const [quotation, lines] = await Promise.all([
      live ? q.quotationById(this.db, live.quotationId) : q.quotationOf(this.db, orderId),
      live ? iq.linesOfInvoice(this.db, live.invoiceId) : Promise.resolve([]),
    ]);
    const base = { orderId: order.id, order_id: order.displayId, orderStatus: order.status, deliveryDate: order.deliveryDate };
    const quotation_data = quotation ? { ...quotation, lineItems: await q.linesOf(this.db, quotation.quotationId) } : null;
    if (!live) return { ...base, invoice: null, line_items: [], quotation_data };
    const posted = live.status === 'posted';
    const batches = posted ? [] : await iq.batchesForOrder(this.db, orderId, lines.map((l) => l.productId));
    const line_items = posted
      ? lines.map((l) => ({ ...editorLines([l], [], order.deliveryDate)[0], batch_qty_overloaded: false, available_batches: [] }))
      : editorLines(lines, batches, order.deliveryDate);
    return { ...base, invoice: live, editable: !posted && order.status === S.invoice_pending, line_items, quotation_data };
  }

  /** GET edit-batches: the batches a product of this order may be invoiced from (with what each can give). */
  async batchesOf(staff: Pick<Staff, 'scope'>, orderId: number, productId: number) {
    const order = await q.orderRow(this.db, orderId);
    assertOrderVisible(order, staff, `Order ${orderId}`);
    const today = new Date().toISOString().slice(0, 10);
    return (await iq.batchesForOrder(this.db, orderId, [productId])).map((b) => ({
      _id: b.batchId, batch_name: b.batchName, quantity: b.available, expiry_date: b.expiryDate, expired: b.expiryDate < today,
      expires_before_delivery: !!order.deliveryDate && b.expiryDate < order.deliveryDate,
    }));
  }

  private async draft(trx: Db, staff: Staff, orderId: number): Promise<number> {
    const quotation = await q.quotationOf(trx, orderId, 0);
    if (!quotation) throw new ConflictError('The order has no open quotation to invoice');
    const quoted = await iq.quotationLinesFor(trx, quotation.quotationId);
    const id = await iq.insertDraft(trx, orderId, quotation.quotationId, quotation.deliveryFee, staff.id);
    await iq.replaceLines(trx, id, proposeLines(quoted, await iq.batchesForOrder(trx, orderId, quoted.map((l) => l.productId))));
    await this.reprice(trx, orderId, id, quotation.quotationId);
    await audit(trx, staff, id, 'create', undefined, { orderId, quotationId: quotation.quotationId }, 'invoice');
    return id;
  }

  private async writeLines(trx: Db, orderId: number, live: iq.InvoiceHead, lines: LineInput[], post: boolean) {
    const quoted = await iq.quotationLinesFor(trx, live.quotationId);
    const checked = checkLines(lines, quoted, await iq.batchesForOrder(trx, orderId, quoted.map((l) => l.productId)), post);
    await iq.replaceLines(trx, live.invoiceId, checked);
    await this.reprice(trx, orderId, live.invoiceId, live.quotationId);
    return checked;
  }

  private async reprice(trx: Db, orderId: number, invoiceId: number, quotationId: number, deliveryFee?: number) {
    const lines = await iq.linesOfInvoice(trx, invoiceId);
    const promo = await repriceRedemption(trx, orderId, quotationId, lines);
    await iq.writePromoShares(trx, invoiceId, lines.map((l, i) => ({ lineId: l.lineId, share: promo.shares[i] })));
    await iq.writeInvoiceTotals(trx, invoiceId, deliveryFee);
  }

  private async draftOf(trx: Db, order: q.OrderRow): Promise<iq.InvoiceHead> {
    const live = await iq.liveInvoiceOf(trx, order.id, true);
    if (!live || live.status !== 'draft' || order.status !== S.invoice_pending) throw this.wrongStatus(order, 'edit the batch-wise invoice');
    return live;
  }

  private wrongStatus(order: q.OrderRow, what: string) {
    return new ConflictError(`Order ${order.displayId} is ${orderStatusName(order.status)} (${order.status}): cannot ${what} now`);
  }

  private async inOrder(staff: Staff, orderId: number, work: (trx: Db, order: q.OrderRow, moved: TransitionResult[]) => Promise<void>) {
    const moved: TransitionResult[] = [];
    await this.db.transaction().execute(async (trx) => {
      const order = await q.orderRow(trx, orderId, true);
      if (!order) throw new NotFoundError(`Order ${orderId} was not found`);
      assertOrderVisible(order, staff, `Order ${orderId}`);
      await work(trx, order, moved);
    });
    if (moved.length) {
      const bus = orderEventBus(this.app);
      publishTransitions(bus, moved);
      await bus.settled();
    }
    return this.fetch(staff, orderId);
  }
}
