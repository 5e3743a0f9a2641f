import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { actorOf, recordAudit } from '../../platform/audit';
import { round2 } from '../../../shared/supply/grnRules';
import { lockPoIn, movePo } from './lifecycle';
import * as q from './queries';
import { checkListDayRanges } from '../../platform/dayRange';
import purchaseOrders from '../../../../resources/purchaseOrders';
import { dateRangePhrase, inDateRange } from '../../../shared/schemas/dateRange';

export interface CreateLine {
  type?: string; purchaseOrderId?: number; productId?: number; orderedQty?: number; supplierId?: number;
  requiredDate?: string | null; lineItems?: Array<{ productId: number; orderedQty: number }>;
}
export interface HeadValues { poId: number; supplierId?: number | null; requiredDate?: string | null }
export interface UpdateValues extends HeadValues { lineItems?: Array<{ lineItemId?: number; productId: number; orderedQty: number }> }

/**
 * Purchase orders: lines priced from the product (last purchase price, weighted average cost,
 * retail price), edited only while draft; submit, discard and cancel through the lifecycle.
 */
export class PoService {
  /** requiredDateRange: the purchaseOrder schema's x-date-range for requiredDate, re-checked at submit. */
  constructor(private readonly db: Db, private readonly requiredDateRange = 'today-or-later') {}

  async fetch(poId: number) {
    const po = await q.head(this.db, poId);
    if (!po) throw new NotFoundError(`Purchase order ${poId} was not found`);
    return { po, poItems: await q.lines(this.db, poId) };
  }

  list(filter: q.PoListFilter) { checkListDayRanges(filter, purchaseOrders); return q.list(this.db, filter); }

  private async product(trx: Db, productId: number, field: string) {
    const [p] = await q.productPrices(trx, [productId]);
    if (!p) throw new ValidationError([{ field, message: `Product ${productId} was not found` }]);
    return p;
  }

  private async supplier(trx: Db, supplierId: number | null | undefined, field = 'supplierId') {
    if (supplierId == null) return;
    if (!(await q.supplierExists(trx, supplierId))) throw new ValidationError([{ field, message: `Supplier ${supplierId} was not found` }]);
  }

  private async addLine(request: FastifyRequest, trx: Db, poId: number, productId: number, qty: number, field: string) {
    const p = await this.product(trx, productId, field);
    const existing = (await q.lines(trx, poId)).find((l) => l.product_id === productId);
    if (existing) throw new ConflictError(`${p.name} is already on this purchase order: change its ordered quantity instead`, [{ field, message: 'already on the purchase order' }]);
    return q.insertLine(trx, poId, p, qty, round2(qty * p.lastPurchasePrice), request.agent.id);
  }

  /** `type` new (or no purchaseOrderId): a new draft with this line; otherwise adds the line to that draft. */
  async create(request: FastifyRequest, v: CreateLine) {
    if (v.lineItems) return this.createWhole(request, v, v.lineItems);
    const poId = await this.db.transaction().execute(async (trx) => {
      let id = v.purchaseOrderId;
      if (id && v.type !== 'new') {
        await lockPoIn(trx, id, ['draft'], 'changed');
      } else {
        await this.supplier(trx, v.supplierId);
        id = await q.insertPo(trx, { supplierId: v.supplierId ?? null, requiredDate: null, agentId: request.agent.id });
        await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: id, action: 'create', after: { status: 'draft', supplierId: v.supplierId ?? null } });
      }
      const lineId = await this.addLine(request, trx, id, v.productId!, v.orderedQty!, 'productId');
      await q.refreshTotal(trx, id);
      await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: id, action: 'add_line', after: { lineId, productId: v.productId, orderedQty: v.orderedQty } });
      return id;
    });
    return this.fetch(poId);
  }

  /** A whole draft in one transaction (the console's PO form): head and every line; a refused line is named by its index. */
  private async createWhole(request: FastifyRequest, v: CreateLine, lines: Array<{ productId: number; orderedQty: number }>) {
    const poId = await this.db.transaction().execute(async (trx) => {
      await this.supplier(trx, v.supplierId);
      const id = await q.insertPo(trx, { supplierId: v.supplierId ?? null, requiredDate: v.requiredDate ?? null, agentId: request.agent.id });
      for (const [i, l] of lines.entries()) await this.addLine(request, trx, id, l.productId, l.orderedQty, `lineItems.${i}.productId`);
      await q.refreshTotal(trx, id);
      await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: id, action: 'create',
        after: { status: 'draft', supplierId: v.supplierId ?? null, requiredDate: v.requiredDate ?? null, lines: lines.length } });
      return id;
    });
    return this.fetch(poId);
  }

  /** One click from the ROL report: a draft PO per supplier of the selected products, in one transaction. */
  async createFromRol(request: FastifyRequest, lines: Array<{ productId: number; orderedQty: number }>) {
    const ids = await this.db.transaction().execute(async (trx) => {
      const products = await q.productPrices(trx, lines.map((l) => l.productId));
      const bySupplier = new Map<number | null, Array<{ productId: number; orderedQty: number }>>();
      for (const [i, l] of lines.entries()) {
        const p = products.find((x) => x.id === l.productId);
        if (!p) throw new ValidationError([{ field: `lines[${i}].productId`, message: `Product ${l.productId} was not found` }]);
        if (lines.findIndex((x) => x.productId === l.productId) !== i) throw new ValidationError([{ field: `lines[${i}].productId`, message: `${p.name} is selected twice` }]);
        bySupplier.set(p.supplierId, [...(bySupplier.get(p.supplierId) ?? []), l]);
      }
      const created: number[] = [];
      for (const [supplierId, mine] of bySupplier) {
        const id = await q.insertPo(trx, { supplierId, requiredDate: null, agentId: request.agent.id });
        for (const l of mine) await this.addLine(request, trx, id, l.productId, l.orderedQty, 'productId');
        await q.refreshTotal(trx, id);
        await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: id, action: 'create', after: { status: 'draft', supplierId, from: 'rol', lines: mine.length } });
        created.push(id);
      }
      return created;
    });
    return { items: await Promise.all(ids.map(async (id) => (await this.fetch(id)).po)), count: ids.length };
  }

  async editLine(request: FastifyRequest, lineItemId: number, orderedQty: number) {
    const line = await q.lineById(this.db, lineItemId);
    if (!line) throw new NotFoundError(`Purchase order line ${lineItemId} was not found`);
    await this.db.transaction().execute(async (trx) => {
      await lockPoIn(trx, line.poId, ['draft'], 'edited');
      await q.setLineQty(trx, lineItemId, orderedQty, round2(orderedQty * line.lastPurchasePrice));
      await q.refreshTotal(trx, line.poId);
      await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: line.poId, action: 'edit_line',
        before: { lineId: lineItemId, orderedQty: line.orderQty }, after: { lineId: lineItemId, orderedQty } });
    });
    return this.fetch(line.poId);
  }

  async removeLine(request: FastifyRequest, lineItemId: number) {
    const line = await q.lineById(this.db, lineItemId);
    if (!line) throw new NotFoundError(`Purchase order line ${lineItemId} was not found`);
    await this.db.transaction().execute(async (trx) => {
      await lockPoIn(trx, line.poId, ['draft'], 'edited');
      await q.deleteLines(trx, [lineItemId]);
      await q.refreshTotal(trx, line.poId);
      await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: line.poId, action: 'remove_line', before: { lineId: lineItemId, productId: line.productId } });
    });
    return this.fetch(line.poId);
  }

  /** Saves header and, when given, the whole set of lines (missing ones are removed) of a draft. */
  async update(request: FastifyRequest, v: UpdateValues) {
    await this.db.transaction().execute(async (trx) => {
      const po = await lockPoIn(trx, v.poId, ['draft'], 'edited');
      await this.supplier(trx, v.supplierId);
      await q.setHead(trx, v.poId, { supplierId: v.supplierId, requiredDate: v.requiredDate });
      if (v.lineItems) {
        const current = await q.lines(trx, v.poId);
        const keep = new Set<number>();
        for (const [i, l] of v.lineItems.entries()) {
          const found = current.find((c) => (l.lineItemId ? c.id === l.lineItemId : c.product_id === l.productId));
          if (l.lineItemId && !found) throw new ValidationError([{ field: `lineItems[${i}].lineItemId`, message: `Line ${l.lineItemId} is not on purchase order ${po.poNo}` }]);
          if (found) {
            keep.add(Number(found.id));
            await q.setLineQty(trx, Number(found.id), l.orderedQty, round2(l.orderedQty * Number(found.last_purchase_price)));
          } else {
            keep.add(await this.addLine(request, trx, v.poId, l.productId, l.orderedQty, `lineItems[${i}].productId`));
          }
        }
        await q.deleteLines(trx, current.map((c) => Number(c.id)).filter((id) => !keep.has(id)));
      }
      await q.refreshTotal(trx, v.poId);
      await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: v.poId, action: 'update',
        before: { supplierId: po.supplierId, requiredDate: po.requiredDate, netTotal: po.netTotal },
        after: { supplierId: v.supplierId ?? po.supplierId, requiredDate: v.requiredDate ?? po.requiredDate, lines: v.lineItems?.length } });
    });
    return this.fetch(v.poId);
  }

  async submit(request: FastifyRequest, v: HeadValues) {
    await this.db.transaction().execute(async (trx) => {
      const po = await lockPoIn(trx, v.poId, ['draft'], 'submitted');
      const supplierId = v.supplierId ?? po.supplierId;
      const requiredDate = v.requiredDate ?? po.requiredDate;
      if (!supplierId) throw new ValidationError([{ field: 'supplierId', message: 'Supplier is required to submit a purchase order' }]);
      // A submitted PO tells the supplier when: its required date, today or later (the schema's rule,
      // checked again here because a date saved yesterday may have passed since).
      if (!requiredDate) throw new ValidationError([{ field: 'requiredDate', message: 'Required date is required to submit a purchase order' }]);
      if (!inDateRange(this.requiredDateRange, requiredDate)) throw new ValidationError([{ field: 'requiredDate', message: `Required date ${dateRangePhrase(this.requiredDateRange)}` }]);
      await this.supplier(trx, supplierId);
      if (!(await q.lines(trx, v.poId)).length) throw new ValidationError([{ field: 'poId', message: 'A purchase order needs at least one line to be submitted' }]);
      await q.setHead(trx, v.poId, { supplierId, requiredDate });
      await movePo(trx, po, 'submitted');
      await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: v.poId, action: 'submit', before: { status: po.status }, after: { status: 'submitted', supplierId, requiredDate } });
    });
    return this.fetch(v.poId);
  }

  async discard(request: FastifyRequest, poId: number) { return this.close(request, poId, 'draft', 'discarded', 'discarded', 'discard'); }

  async cancel(request: FastifyRequest, poId: number) { return this.close(request, poId, 'submitted', 'cancelled', 'cancelled', 'cancel'); }

  private async close(request: FastifyRequest, poId: number, from: string, to: string, verb: string, action: string) {
    await this.db.transaction().execute(async (trx) => {
      const po = await lockPoIn(trx, poId, [from], verb);
      if (to === 'cancelled' && (await q.lines(trx, poId)).some((l) => Number(l.received_qty) > 0)) {
        throw new ConflictError(`Purchase order ${po.poNo} has received goods and cannot be cancelled`);
      }
      await movePo(trx, po, to);
      await recordAudit(trx, actorOf(request), { entity: 'purchase_order', recordId: poId, action, before: { status: po.status }, after: { status: to } });
    });
    return this.fetch(poId);
  }
}
