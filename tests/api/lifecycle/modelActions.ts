import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { ORDER_STATUS as S } from '../../../src/shared/orders/statuses';
import type { SignedIn } from '../helpers/auth';
import { dayIn } from '../quotations/fixtures';
import { batchIn } from '../supply/fixtures';
import type { OrderState, Shared, World } from './modelWorld';

/**
 * The actions of the lifecycle model: each one real API call (or the two or three calls the
 * console makes for it), taken by a role that holds its ability.
 */

type Call = (url: string, payload: object, who: SignedIn) => Promise<LightMyRequestResponse>;
export interface ActionContext { s: Shared; w: World; o: OrderState; all: OrderState[]; p: number; post: Call }
export type Action = (c: ActionContext) => Promise<LightMyRequestResponse>;

const riderOf = (c: ActionContext) => c.s.riders.find((r) => r.userId === c.o.rider) ?? c.s.riders[c.p % 2];
const order = (c: ActionContext) => ({ orderId: c.o.id });
const code = (id: number) => `P${String(id).padStart(6, '0')}`;
/** An id no row has: an action tried without its run or invoice line must not reach another sequence's world. */
const NO_ID = 2_147_483_647;
/** Calls in turn while each answers 200; answers the last. */
const chain = async (...calls: Array<() => Promise<LightMyRequestResponse>>) => {
  let res!: LightMyRequestResponse;
  for (const call of calls) if ((res = await call()).statusCode !== 200) break;
  return res;
};

export const ACTIONS: Record<string, Action> = {
  // A pharmacist quotes one or both products (sometimes with the promo code) and sends it to the customer.
  quote: (c) => chain(
    () => c.post('quotations/create-new-quotation', { ...order(c), formValues: { productCode: code(c.w.products[c.p % 2]), quantity: 1 + (c.p % 3) } }, c.s.as('quotations.create')),
    ...(c.p % 4 === 0 ? [() => c.post('quotations/create-new-quotation', { ...order(c), formValues: { productCode: code(c.w.products[1]), quantity: 1 } }, c.s.as('quotations.create'))] : []),
    ...(c.p % 3 === 0 ? [() => c.post('promocode/admin/redeem-from-promo-code', { ...order(c), promoCode: c.s.promo }, c.s.as('quotations.edit'))] : []),
    () => c.post('quotations/submit-quotation', { ...order(c), deliveryFee: (c.p % 2) * 150 }, c.s.as('quotations.confirm'))),
  promo: (c) => c.post('promocode/admin/redeem-from-promo-code', { ...order(c), promoCode: c.s.promo }, c.s.as('quotations.edit')),
  // Confirm is the customer's (app) or staff's on the customer's behalf.
  confirm: (c) => (c.p % 2
    ? c.s.customer.call(`${c.o.id}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: dayIn(2), deliverySlot: c.s.slot })
    : c.post('orders/admin/confirm-quotation-by-agent', { ...order(c), paymentMethod: ['card', 'online'][c.p % 4 >> 1], deliveryDate: dayIn(2), deliverySlot: c.s.slot }, c.s.as('orders.confirm'))),
  requestChange: (c) => c.s.customer.call(`${c.o.id}/request-change`, { message: 'One strip fewer, please' }),
  invoice: (c) => (c.o.status === S.invoice_pending
    ? c.post('quotations/batch-wise-invoice', order(c), c.s.as('invoices.generate'))
    : chain(() => c.post('quotations/submit-invoice-pending-status', order(c), c.s.as('invoices.generate')),
      () => c.post('quotations/batch-wise-invoice', order(c), c.s.as('invoices.generate')))),
  creditNote: async (c) => {
    const lines = (await sql<{ id: number; left: number }>`SELECT l.id::int AS id, (l.batch_qty - coalesce((SELECT sum(x.quantity) FROM credit_note_lines x WHERE x.invoice_line_id = l.id), 0))::int AS left
      FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id AND i.status = 'posted' WHERE i.order_id = ${c.o.id} ORDER BY l.id`.execute(c.s.app.db)).rows;
    const whole = c.p % 3 === 0;
    const items = lines.filter((l) => l.left > 0).map((l) => ({ invoiceLineId: l.id, quantity: whole ? l.left : 1, restock: c.p % 2 === 0 }));
    return c.post('quotations/admin/generate-credit-note-batch-wise', { ...order(c), reason: 'Model return', lineItems: items.length ? items : [{ invoiceLineId: lines[0]?.id ?? NO_ID, quantity: 1 }] },
      c.s.as('credit_notes.create'));
  },
  startPreparation: (c) => c.post('chats/start-pharmacy-preparation', order(c), c.s.as('preparation.process')),
  endPreparation: (c) => c.post('chats/end-pharmacy-preparation', order(c), c.s.as('preparation.process')),
  dispatch: (c) => {
    const ids = c.all.filter((x) => x.status === c.o.status && (x.id === c.o.id || c.p % 2)).map((x) => x.id);
    const orderType = c.o.status === S.dispatch_end ? 'returned' : c.o.status === S.rider_assigned ? 'reassign' : 'assign';
    const ability = { assign: 'logistics.assign_dispatch', reassign: 'logistics.reassign_rider', returned: 'logistics.reassign_returned' }[orderType];
    return c.post('orders/admin/set-dispatch-bucket', { orderIds: ids, formValues: { riderId: c.s.riders[c.p % 2].userId, deliveryDate: dayIn(2), deliverySlot: c.s.slot }, orderType }, c.s.as(ability));
  },
  startRun: (c) => c.post('orders/admin/start-dispatch', { dispatchId: c.o.runId ?? NO_ID }, riderOf(c)),
  deliveryStart: (c) => c.post('chats/delivery-start', order(c), riderOf(c)),
  // The payment at the door: whole in one mode, or split in two (cash + card).
  arrived: (c) => {
    const first = Math.round(c.o.due * ((c.p % 4) / 4) * 100) / 100;
    const split = first > 0 && first < c.o.due;
    return c.post('chats/arrived', split ? { ...order(c), mode1Type: 'cash', mode1Amount: first, mode2Type: 'card', mode2Amount: Math.round((c.o.due - first) * 100) / 100 }
      : { ...order(c), mode1Type: 'online', mode1Amount: c.o.due }, riderOf(c));
  },
  resetTrip: (c) => c.post('chats/reset-trip', order(c), riderOf(c)),
  cancelTrip: (c) => c.post('chats/cancel-trip', order(c), riderOf(c)),
  failTrip: (c) => c.post('chats/failed-trip', order(c), riderOf(c)),
  deliver: (c) => c.post('chats/delivered', order(c), riderOf(c)),
  endRun: (c) => c.post('orders/admin/end-dispatch', { dispatchId: c.o.runId ?? NO_ID }, c.p % 2 ? riderOf(c) : c.s.as('logistics.dispatch_runs')),
  // Finance settles the rider's collected payments: this order's, or every delivered one of the world.
  settle: (c) => c.post('orders/admin/process-settlements', {
    orderIds: c.p % 2 ? c.all.filter((x) => x.status === S.delivered || x.status === S.completed).map((x) => x.id).concat(c.o.id) : [c.o.id],
  }, c.s.as('finance.settlements')),
  complete: (c) => c.post('orders/admin/complete-order', order(c), c.s.as('orders.complete')),
  cancel: (c) => c.post('orders/admin/cancel-order', { ...order(c), formValues: { reason: 'Model cancel' } }, c.s.as(c.o.status < S.invoice_done ? 'orders.cancel' : 'orders.cancel_invoiced')),
  grnReceive: (c) => c.post('grn/submit', { poId: c.w.po.poId, type: 'partial', values: [{ lineItemId: c.w.po.lineIds[c.p % 2], grnQty: 1 + (c.p % 5), batchName: batchIn(2 + (c.p % 3) * 12) }] },
    c.s.as('grn.process')),
  adjustStock: (c) => {
    const batch = c.w.batches[c.p % c.w.batches.length];
    const productId = c.w.products[batch === c.w.batches[2] ? 1 : 0];
    return c.post('product/admin/manual-stock-adjustment', { productId, formValues: { batchId: batch, quantity: (c.p % 9) - 5 || 1, reason: 'Model count' } }, c.s.as('inventory.adjust'));
  },
};

/**
 * The actions that fit an order's status, forward moves listed twice so sequences get far; the
 * rest are tried now and then ("wild") and must be refused cleanly.
 */
export const FITTING: Record<number, string[]> = {
  [S.new_order]: ['quote', 'quote', 'cancel'],
  [S.quatation_pending]: ['quote', 'quote', 'cancel'],
  [S.quatation_done]: ['confirm', 'confirm', 'promo', 'requestChange', 'cancel'],
  [S.change_request]: ['quote', 'quote', 'cancel'],
  [S.placed]: ['invoice', 'invoice', 'promo', 'cancel'],
  [S.invoice_pending]: ['invoice', 'promo', 'cancel'],
  [S.invoice_done]: ['startPreparation', 'startPreparation', 'creditNote', 'cancel'],
  [S.confirm]: ['startPreparation'],
  [S.preparing]: ['endPreparation'],
  [S.prepared]: ['dispatch', 'dispatch', 'creditNote', 'cancel'],
  [S.rider_assigned]: ['startRun', 'startRun', 'dispatch'],
  [S.dispatch_start]: ['deliveryStart', 'deliveryStart', 'cancelTrip', 'endRun'],
  [S.on_route]: ['arrived', 'arrived', 'failTrip', 'cancelTrip', 'resetTrip', 'endRun'],
  [S.arrived]: ['deliver', 'deliver', 'failTrip', 'resetTrip', 'endRun'],
  [S.delivered]: ['complete', 'settle', 'settle', 'endRun', 'creditNote'],
  [S.dispatch_end]: ['dispatch', 'dispatch', 'creditNote', 'cancel'],
  [S.cancelled_trip]: ['resetTrip', 'endRun'],
  [S.failed_trip]: ['resetTrip', 'endRun'],
  [S.completed]: ['settle', 'creditNote', 'grnReceive', 'adjustStock'],
  [S.cancelled]: ['grnReceive', 'adjustStock'],
};
export const ACTION_NAMES = Object.keys(ACTIONS);
export const STOCK_ACTIONS = ['grnReceive', 'adjustStock'];
/** Actions after which the money invariants are checked: they post, pay, void, settle or credit (cancel: once invoiced). */
export const MONEY_ACTIONS = new Set(['invoice', 'creditNote', 'arrived', 'resetTrip', 'failTrip', 'settle', 'cancel']);
