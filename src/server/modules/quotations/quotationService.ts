import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { ORDER_STATUS as S, orderStatusName } from '../../../shared/orders/statuses';
import { applyTransition, publishTransitions, type TransitionResult } from '../orders/lifecycle/service';
import { orderEventBus } from '../orders/events';
import { InsufficientStockError } from '../stock/service';
import { redemptionOf } from '../promo/redeemDiscount';
import { audit } from './audit';
import * as q from './queries';
import { assertOrderVisible, type Staff } from './staff';
import { recomputeTotals } from './totals';

/** Statuses in which the quotation's lines may change (quoting, or answering a cashless change request). */
export const EDITABLE_STATUSES: number[] = [S.quatation_pending, S.cashless_request_change];
/** Statuses from which editing first (re)starts quoting through the lifecycle (startQuotation). */
export const RESTART_STATUSES: number[] = [S.new_order, S.change_request, S.request_new_quotation];
const QUOTATION_VALID_DAYS = 3;

export interface LineForm { productId?: number; productCode?: string; productName?: string; lowestUom?: string; quantity: number }
export interface SubmitForm { deliveryFee?: number; dispensePeriod?: number | null; dispenseType?: string | null }

/**
 * The quotation editor's rules (spec 7 Quotations): lines priced from the product master, a line
 * asking more than the order can get fails with INSUFFICIENT_QTY__<available>, totals (promo
 * included) recomputed by the server, submit reserves the stock through the order lifecycle.
 */
export class QuotationService {
  private readonly db: Db;
  constructor(private readonly app: FastifyInstance) { this.db = app.db; }

  async productsMaster(typeIn: string) {
    if (!typeIn.trim()) return [];
    return q.searchProducts(this.db, typeIn);
  }

  async details(staff: Pick<Staff, 'scope'>, orderId: number, status?: number) {
    const order = await q.orderRow(this.db, orderId);
    assertOrderVisible(order, staff, `Order ${orderId}`);
    const head = await q.quotationOf(this.db, orderId, status);
    const [lineItems, promo] = await Promise.all([head ? q.linesOf(this.db, head.quotationId) : [], redemptionOf(this.db, orderId)]);
    return {
      orderId: order.id, order_id: order.displayId, orderStatus: order.status, orderStatusName: orderStatusName(order.status),
      editable: [...EDITABLE_STATUSES, ...RESTART_STATUSES].includes(order.status) && (!head || head.status === 0),
      submittable: EDITABLE_STATUSES.includes(order.status) && !!lineItems.length,
      quotation: head ? { ...head, promoCode: promo?.promoCode ?? null } : null,
      lineItems,
    };
  }

  /** create-new-quotation: adds a line (creating the open quotation, and restarting quoting, when needed). */
  async addLine(staff: Staff, orderId: number, form: LineForm) {
    const product = await this.productOf(form);
    return this.edit(staff, orderId, true, async (trx, quotationId) => {
      const lines = await q.linesOf(trx, quotationId);
      if (lines.some((l) => l.productId === product.productId)) {
        throw new ConflictError(`${product.productName} is already on the quotation; change that line's quantity instead`);
      }
      await this.checkAvailable(trx, orderId, product.productId, form.quantity);
      const lineId = await q.insertLine(trx, quotationId, { productId: product.productId, quantity: form.quantity, unitPrice: product.retailPrice });
      return { action: 'add_line', after: { lineId, productId: product.productId, quantity: form.quantity, unitPrice: product.retailPrice } };
    });
  }

  /** update-quotation-line-item: a new quantity for one line. */
  async updateLine(staff: Staff, orderId: number, lineId: number, form: { quantity: number }) {
    return this.edit(staff, orderId, false, async (trx, quotationId) => {
      const line = (await q.linesOf(trx, quotationId)).find((l) => l.lineId === lineId);
      if (!line) throw new NotFoundError(`Line ${lineId} is not on the open quotation of this order`);
      await this.checkAvailable(trx, orderId, line.productId, form.quantity);
      await q.setLineQuantity(trx, lineId, form.quantity);
      return { action: 'update_line', before: { lineId, quantity: line.quantity }, after: { lineId, quantity: form.quantity } };
    });
  }

  /** remove-line-items-from-quotation: by quotation id (the console's wire shape). */
  async removeLines(staff: Staff, quotationId: number, lineIds: number[]) {
    const head = await q.quotationById(this.db, quotationId);
    if (!head) throw new NotFoundError(`Quotation ${quotationId} was not found`);
    if (head.status !== 0) throw new ConflictError(`Quotation ${quotationId} is no longer open`);
    return this.edit(staff, head.orderId, false, async (trx, openId) => {
      if (openId !== quotationId) throw new ConflictError(`Quotation ${quotationId} is not the order's open quotation; reload and try again`);
      const n = await q.deleteLines(trx, quotationId, lineIds);
      if (n !== new Set(lineIds).size) throw new NotFoundError('Some of these lines are not on the quotation; reload and try again');
      return { action: 'remove_lines', before: { lineIds } };
    });
  }

  /** submit-quotation: fee and dispensing, then to the customer (stock reserved); a cashless revision answers 25 → 26. */
  async submit(staff: Staff, orderId: number, form: SubmitForm) {
    const results = await this.db.transaction().execute(async (trx) => {
      const order = await q.orderRow(trx, orderId, true);
      assertOrderVisible(order, staff, `Order ${orderId}`);
      const action = order.status === S.cashless_request_change ? 'cashlessRespond' : 'submitQuotation';
      const r = await applyTransition(trx, {
        orderId, action, actor: staff.actor, expectedStatus: order.status,
        during: async () => {
          const head = await q.quotationOf(trx, orderId, 0, true);
          if (!head) throw new ConflictError(`Order ${order.displayId} has no open quotation to submit`);
          await q.updateHead(trx, head.quotationId, { ...form, submit: true, validDays: QUOTATION_VALID_DAYS });
          await recomputeTotals(trx, head.quotationId, orderId);
          await audit(trx, staff, head.quotationId, 'submit', { deliveryFee: head.deliveryFee, dispensePeriod: head.dispensePeriod, dispenseType: head.dispenseType }, { ...form });
        },
      });
      return [r];
    });
    return this.finish(staff, orderId, results);
  }

  /** activate-quotation: an expired quotation (23, or 24 when the customer asked again) is offered again. */
  async activate(staff: Staff, orderId: number) {
    const results = await this.db.transaction().execute(async (trx) => {
      const order = await q.orderRow(trx, orderId, true);
      assertOrderVisible(order, staff, `Order ${orderId}`);
      const r = await applyTransition(trx, { orderId, action: 'reactivateQuotation', actor: staff.actor, expectedStatus: order.status });
      const head = await q.quotationOf(trx, orderId, 0);
      if (head) await audit(trx, staff, head.quotationId, 'reactivate', { status: 3 }, { status: 0, validUntil: head.validUntil });
      return [r];
    });
    return this.finish(staff, orderId, results);
  }

  private async edit(staff: Staff, orderId: number, create: boolean,
    work: (trx: Db, quotationId: number) => Promise<{ action: string; before?: object; after?: object }>) {
    const results = await this.db.transaction().execute(async (trx) => {
      const order = await q.orderRow(trx, orderId, true);
      assertOrderVisible(order, staff, `Order ${orderId}`);
      const moved: TransitionResult[] = [];
      if (RESTART_STATUSES.includes(order.status)) {
        moved.push(await applyTransition(trx, { orderId, action: 'startQuotation', actor: staff.actor, expectedStatus: order.status }));
      } else if (!EDITABLE_STATUSES.includes(order.status)) {
        throw new ConflictError(`Order ${order.displayId} is ${orderStatusName(order.status)} (${order.status}): its quotation can be edited only while quoting`);
      }
      let quotationId = (await q.quotationOf(trx, orderId, 0, true))?.quotationId;
      if (!quotationId) {
        if (!create) throw new ConflictError(`Order ${order.displayId} has no open quotation`);
        quotationId = await q.insertQuotation(trx, orderId, staff.id);
        await audit(trx, staff, quotationId, 'create', undefined, { orderId });
      }
      const change = await work(trx, quotationId);
      await recomputeTotals(trx, quotationId, orderId);
      await audit(trx, staff, quotationId, change.action, change.before, change.after);
      return moved;
    });
    return this.finish(staff, orderId, results);
  }

  private async finish(staff: Staff, orderId: number, results: TransitionResult[]) {
    if (results.length) {
      const bus = orderEventBus(this.app);
      publishTransitions(bus, results);
      await bus.settled();
    }
    return this.details(staff, orderId);
  }

  private async productOf(form: LineForm): Promise<q.MasterProduct> {
    const code = form.productId ?? (form.productCode ? Number(/^P?0*(\d{1,9})$/i.exec(form.productCode.trim())?.[1] ?? NaN) : NaN);
    if (!Number.isSafeInteger(code)) throw new ValidationError([{ field: 'formValues.productCode', message: 'must be a product code from the product master (e.g. P000123)' }]);
    const product = await q.productById(this.db, code);
    if (!product) throw new NotFoundError(`Product ${form.productCode ?? code} is not in the product master (or is inactive)`);
    return product;
  }

  private async checkAvailable(trx: Db, orderId: number, productId: number, quantity: number): Promise<void> {
    const available = await q.availableFor(trx, orderId, productId);
    if (quantity > available) throw new InsufficientStockError({ productId, available, requested: quantity });
  }
}
