import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { FieldError } from '../../../shared/schemas/messages';
import { actorOf, recordAudit } from '../../platform/audit';
import { grnLineTotal, isEmptyBatch, isFutureBatch, round2 } from '../../../shared/supply/grnRules';
import * as stock from '../stock/service';
import { checkListDayRanges } from '../../platform/dayRange';
import grns from '../../../../resources/grns';
import { GrnReversalShortageError, type ShortageDetail } from '../stock/errors';
import { lockPoIn } from '../po/lifecycle';
import { lines as poLines } from '../po/queries';
import { applyReceipt } from '../po/receipts';
import { setRetailPrice } from '../products/pricing';
import * as q from './queries';

export interface GrnValue { lineItemId: number; productId?: number; grnQty: number; batchName?: string | null; newPp?: number | null; newRp?: number | null }
export interface SubmitValues { poId: number; type: 'partial' | 'complete'; values: GrnValue[]; data?: { submissionKey?: string } }

/**
 * GRN: receive a submitted PO's lines batch by batch (stock in through the stock service, weighted
 * average cost with it), cancel (reverse) and partial return. Each is one transaction that holds
 * the PO row first, so two officers on one PO queue and received never exceeds ordered.
 */
export class GrnService {
  constructor(private readonly db: Db) {}

  async submit(request: FastifyRequest, v: SubmitValues) {
    const key = v.data?.submissionKey ?? null;
    const grnId = await this.db.transaction().execute(async (trx) => {
      const po = await lockPoIn(trx, v.poId, ['submitted', 'partially_received'], 'received');
      // A double submit (same page, same key) answers the GRN the first one made.
      const done = key ? await q.byKey(trx, key) : undefined;
      if (done) return done;
      const poItems = await poLines(trx, v.poId);
      const errors: FieldError[] = [];
      const perLine = new Map<number, number>();
      v.values.forEach((val, i) => {
        const line = poItems.find((l) => Number(l.id) === val.lineItemId);
        if (!line) { errors.push({ field: `values[${i}].lineItemId`, message: `Line ${val.lineItemId} is not on purchase order ${po.poNo}` }); return; }
        const name = String(line.product_name);
        if (val.productId !== undefined && val.productId !== Number(line.product_id)) errors.push({ field: `values[${i}].productId`, message: `Product does not match the purchase order line of ${name}` });
        if (val.grnQty > 0) {
          if (isEmptyBatch(val.batchName)) errors.push({ field: `values[${i}].batchName`, message: `Batch of ${name} is missing` });
          else if (!isFutureBatch(val.batchName!.trim())) errors.push({ field: `values[${i}].batchName`, message: `Batch of ${name} must be an expiry month MM-YYYY in the future` });
        }
        perLine.set(val.lineItemId, (perLine.get(val.lineItemId) ?? 0) + val.grnQty);
      });
      for (const [lineId, qty] of perLine) {
        const line = poItems.find((l) => Number(l.id) === lineId)!;
        if (qty > Number(line.available_to_grn)) {
          errors.push({ field: `values[${v.values.findIndex((x) => x.lineItemId === lineId)}].grnQty`,
            message: `GRN quantity of ${String(line.product_name)} (${qty}) is above what remains to be received (${String(line.available_to_grn)})` });
        }
      }
      if (errors.length) throw new ValidationError(errors);
      if (![...perLine.values()].some((n) => n > 0)) throw new ValidationError([{ field: 'values', message: 'Enter a GRN quantity for at least one line' }]);
      if (v.type === 'complete') {
        const short = poItems.find((l) => (perLine.get(Number(l.id)) ?? 0) < Number(l.available_to_grn));
        if (short) throw new ValidationError([{ field: 'type', message: `A complete GRN receives everything: ${String(short.product_name)} still has ${Number(short.available_to_grn) - (perLine.get(Number(short.id)) ?? 0)} to receive` }]);
      }
      // Set-based from here (a statement per step, not per line): the batches, the GRN lines, the receipt.
      const entered = v.values.filter((x) => x.grnQty > 0).map((val) => {
        const line = poItems.find((l) => Number(l.id) === val.lineItemId)!;
        return { val, productId: Number(line.product_id), pp: val.newPp ?? Number(line.last_purchase_price), rp: val.newRp ?? Number(line.retail_price),
          total: grnLineTotal(val.grnQty, val.newPp, Number(line.last_purchase_price)) };
      });
      const net = round2(entered.reduce((s, e) => s + e.total, 0));
      const id = await q.insertGrn(trx, { poId: v.poId, supplierId: po.supplierId!, agentId: request.agent.id, key });
      const batchIds = await stock.ensureBatches(trx, entered.map((e) => ({ productId: e.productId, batchName: e.val.batchName!.trim(), purchasePrice: e.pp, retailPrice: e.rp })));
      const grnLineIds = await q.insertLines(trx, entered.map((e, i) => ({ grnId: id, poLineId: e.val.lineItemId, productId: e.productId, batchId: batchIds[i], qty: e.val.grnQty, pp: e.pp, rp: e.rp, total: e.total })));
      const receipts: stock.ReceiptLine[] = entered.map((e, i) => ({ productId: e.productId, batchId: batchIds[i], quantity: e.val.grnQty, unitCost: e.pp, grnLineId: grnLineIds[i] }));
      for (const e of entered) if (e.val.newRp != null) await setRetailPrice(trx, e.productId, e.val.newRp);
      await q.setTotal(trx, id, net);
      await stock.receive(trx, receipts, { agentId: request.agent.id });
      const status = await applyReceipt(trx, po, perLine);
      const actor = actorOf(request);
      await recordAudit(trx, actor, { entity: 'grn', recordId: id, action: 'create', after: { poId: v.poId, type: v.type, lines: receipts.length, netTotal: net } });
      await recordAudit(trx, actor, { entity: 'purchase_order', recordId: v.poId, action: 'receive', before: { status: po.status }, after: { status, grnId: id } });
      return id;
    });
    return this.details(grnId);
  }

  /** Reverses a GRN: its stock leaves again (refused with the spec 8 marker when already sold or reserved). */
  async cancel(request: FastifyRequest, grnId: number) {
    const poId = await q.poOf(this.db, grnId);
    if (!poId) throw new NotFoundError(`GRN ${grnId} was not found`);
    await this.db.transaction().execute(async (trx) => {
      const po = await lockPoIn(trx, poId, ['submitted', 'partially_received', 'received'], 'changed by a GRN cancel');
      const grn = (await q.lockGrn(trx, grnId))!;
      if (grn.status !== 'completed') throw new ConflictError(`GRN ${grn.grnNo} is already cancelled`);
      const rows = await q.lineRows(trx, grnId);
      const back = rows.filter((r) => r.grnQty - r.returnedQty > 0)
        .map((r) => ({ productId: r.productId, batchId: r.batchId, quantity: r.grnQty - r.returnedQty, unitCost: r.purchasePrice, grnLineId: r.id }));
      if (back.length) await stock.reverseReceipt(trx, back, 'grn_reversal', { agentId: request.agent.id });
      const perLine = new Map<number, number>();
      for (const r of rows) perLine.set(r.poLineId, (perLine.get(r.poLineId) ?? 0) - r.grnQty);
      const status = await applyReceipt(trx, po, perLine);
      await q.markCancelled(trx, grnId, request.agent.id);
      const actor = actorOf(request);
      await recordAudit(trx, actor, { entity: 'grn', recordId: grnId, action: 'cancel', before: { status: 'completed' }, after: { status: 'cancelled' } });
      await recordAudit(trx, actor, { entity: 'purchase_order', recordId: poId, action: 'grn_cancel', before: { status: po.status }, after: { status, grnId } });
    });
    return this.details(grnId);
  }

  /**
   * Sends some received quantities back to the supplier (stock leaves as grn_return, its movement
   * noting the reason). More than the batch has free (sold or reserved since) is refused on the
   * line it names, not as a GRN cancel.
   */
  async partialReturn(request: FastifyRequest, grnId: number, lines: Array<{ grnLineId: number; quantity: number }>, reason: string | undefined) {
    await this.db.transaction().execute(async (trx) => {
      const grn = await q.lockGrn(trx, grnId);
      if (!grn) throw new NotFoundError(`GRN ${grnId} was not found`);
      if (grn.status !== 'completed') throw new ConflictError(`GRN ${grn.grnNo} is cancelled: nothing can be returned`);
      const rows = await q.lineRows(trx, grnId);
      const errors: FieldError[] = [];
      const out: stock.ReceiptLine[] = [];
      lines.forEach((l, i) => {
        const r = rows.find((x) => x.id === l.grnLineId);
        if (!r) { errors.push({ field: `lines[${i}].grnLineId`, message: `Line ${l.grnLineId} is not on GRN ${grn.grnNo}` }); return; }
        const left = r.grnQty - r.returnedQty - lines.filter((x, j) => j < i && x.grnLineId === l.grnLineId).reduce((s, x) => s + x.quantity, 0);
        if (l.quantity > left) errors.push({ field: `lines[${i}].quantity`, message: `Return quantity of ${r.productName} (${l.quantity}) is above what is left of this GRN line (${left})` });
        out.push({ productId: r.productId, batchId: r.batchId, quantity: l.quantity, unitCost: r.purchasePrice, grnLineId: r.id, note: reason?.trim() || null });
      });
      if (errors.length) throw new ValidationError(errors);
      try {
        await stock.reverseReceipt(trx, out, 'grn_return', { agentId: request.agent.id });
      } catch (e) {
        if (!(e instanceof GrnReversalShortageError)) throw e;
        const short = (e.details as ShortageDetail[])[0];
        const i = Math.max(0, out.findIndex((o) => o.batchId === short?.batchId));
        const r = rows.find((x) => x.id === lines[i].grnLineId)!;
        throw new ValidationError([{ field: `lines[${i}].quantity`,
          message: `Return quantity of ${r.productName} (${lines[i].quantity}) is above what batch ${r.batchName} has on hand and unreserved (${short?.available ?? 0})` }]);
      }
      for (const l of lines) await q.addReturned(trx, l.grnLineId, l.quantity);
      await recordAudit(trx, actorOf(request), { entity: 'grn', recordId: grnId, action: 'partial_return', after: { reason: reason ?? null, lines } });
    });
    return this.details(grnId);
  }

  async details(grnId: number) {
    const grn = await q.head(this.db, grnId);
    if (!grn) throw new NotFoundError(`GRN ${grnId} was not found`);
    return { grn, lineItems: await q.details(this.db, grnId) };
  }

  ofPo(poId: number) { return q.ofPo(this.db, poId).then((items) => ({ items, count: items.length })); }

  list(f: q.GrnListFilter) { checkListDayRanges(f, grns); return q.list(this.db, f); }
}
