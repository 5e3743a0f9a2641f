import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { can } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';
import { signIn, type SignedIn } from '../helpers/auth';
import { dayIn, intakeCustomer, type MoneyFixture } from '../quotations/fixtures';
import { secondRider } from '../fulfilment/fixtures';
import { batchIn, caller, submittedPo } from '../supply/fixtures';

/**
 * The small world of the lifecycle model test: two products with batches, a submitted PO for GRNs,
 * two riders, one signed-in agent per role (each action is taken by a role that holds its ability in
 * permissions.yaml), and per sequence a few fresh orders.
 */
export interface Shared {
  app: FastifyInstance;
  fx: MoneyFixture;
  as: (ability: string) => SignedIn;
  riders: SignedIn[];
  po: { poId: number; lineIds: number[] };
  products: number[];
  /** A delivery slot with room for every sequence's orders. */
  slot: number;
}

export interface World { orders: number[]; customer: Awaited<ReturnType<typeof intakeCustomer>> }

export async function sharedWorld(app: FastifyInstance, fx: MoneyFixture, supplierId: number): Promise<Shared> {
  const signed = new Map<string, SignedIn>();
  for (const role of ROLES.filter((r) => r !== 'super_admin')) signed.set(role, await signIn(app, role));
  const as = (ability: string) => {
    const role = [...signed.keys()].find((r) => can(app.permissions.abilitiesOf(r), ability));
    if (!role) throw new Error(`no role holds ${ability}`);
    return signed.get(role)!;
  };
  const r2 = await secondRider(app);
  const riders = [signed.get('delivery_agent')!, await signIn(app, 'delivery_agent', r2.email)];
  const products = [fx.products.panadol, fx.products.vitamin];
  const po = await submittedPo(caller(app, as('po.create')), supplierId, products.map((productId) => ({ productId, qty: 1_000_000 })));
  const slot = (await sql<{ id: number }>`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity) VALUES ('Model 13-17', '13:00', '17:00', 1000000) RETURNING id`
    .execute(app.db)).rows[0].id;
  return { app, fx, as, riders, po, products, slot };
}

let customer: World['customer'] | null = null;
/** A sequence's fresh orders (placed through the intake API by one customer registered once per file). */
export async function freshWorld(s: Shared, orders: number): Promise<World> {
  customer ??= await intakeCustomer(s.app, 'Model Customer', '+94 71 555 0199');
  const ids: number[] = [];
  for (let i = 0; i < orders; i++) ids.push(await customer.order());
  return { orders: ids, customer };
}

export interface OrderState { id: number; status: number; run: string; runId: number | null; rider: number | null; due: number }

export async function orderStates(app: FastifyInstance, ids: number[]): Promise<OrderState[]> {
  return (await sql<OrderState>`SELECT o.id::int AS id, o.status, coalesce(r.status, 'none') AS run, r.id AS "runId", r.agent_id AS rider,
      coalesce((SELECT greatest(0, i.net_total - coalesce((SELECT sum(cn.amount) FROM credit_notes cn WHERE cn.invoice_id = i.id), 0))::float8
        FROM invoices i WHERE i.order_id = o.id AND i.status = 'posted'), 0) AS due
    FROM orders o LEFT JOIN dispatch_runs r ON r.id = o.dispatch_run_id WHERE o.id = ANY(${ids}::bigint[]) ORDER BY o.id`.execute(app.db)).rows;
}

/** One step as the model draws it: which action (among those that fit the order now, or any), which order, a parameter. */
export interface Step { wild: boolean; action: number; order: number; p: number }

type Call = (url: string, payload: object, who: SignedIn) => Promise<LightMyRequestResponse>;
export interface ActionContext { s: Shared; w: World; o: OrderState; all: OrderState[]; p: number; post: Call }
export type Action = (c: ActionContext) => Promise<LightMyRequestResponse>;

const riderOf = (c: ActionContext) => c.s.riders.find((r) => r.userId === c.o.rider) ?? c.s.riders[c.p % 2];
const order = (c: ActionContext) => ({ orderId: c.o.id });
const code = (id: number) => `P${String(id).padStart(6, '0')}`;

/** The real API actions, by the roles that hold them. */
export const ACTIONS: Record<string, Action> = {
  quote: async (c) => {
    const line = await c.post('quotations/create-new-quotation', { ...order(c), formValues: { productCode: code(c.s.products[c.p % 2]), quantity: 1 + (c.p % 3) } }, c.s.as('quotations.create'));
    return line.statusCode === 200 ? c.post('quotations/submit-quotation', { ...order(c), deliveryFee: (c.p % 2) * 150 }, c.s.as('quotations.confirm')) : line;
  },
  confirm: async (c) => (c.p % 2
    ? c.w.customer.call(`${c.o.id}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: dayIn(2), deliverySlot: c.s.slot })
    : c.post('orders/admin/confirm-quotation-by-agent', { ...order(c), paymentMethod: 'card', deliveryDate: dayIn(2), deliverySlot: c.s.slot }, c.s.as('orders.confirm'))),
  requestChange: (c) => c.w.customer.call(`${c.o.id}/request-change`, { message: 'One strip fewer, please' }),
  invoice: async (c) => {
    if (c.o.status === 6) return c.post('quotations/batch-wise-invoice', order(c), c.s.as('invoices.generate'));
    const start = await c.post('quotations/submit-invoice-pending-status', order(c), c.s.as('invoices.generate'));
    return start.statusCode === 200 ? c.post('quotations/batch-wise-invoice', order(c), c.s.as('invoices.generate')) : start;
  },
  creditNote: async (c) => {
    const lines = (await sql<{ id: number; left: number }>`SELECT l.id::int AS id, (l.batch_qty - coalesce((SELECT sum(x.quantity) FROM credit_note_lines x WHERE x.invoice_line_id = l.id), 0))::int AS left
      FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id AND i.status = 'posted' WHERE i.order_id = ${c.o.id} ORDER BY l.id`.execute(c.s.app.db)).rows;
    const whole = c.p % 3 === 0;
    const items = lines.filter((l) => l.left > 0).map((l) => ({ invoiceLineId: l.id, quantity: whole ? l.left : 1, restock: c.p % 2 === 0 }));
    return c.post('quotations/admin/generate-credit-note-batch-wise', { ...order(c), reason: 'Model return', lineItems: items.length ? items : [{ invoiceLineId: lines[0]?.id ?? 1, quantity: 1 }] },
      c.s.as('credit_notes.create'));
  },
  startPreparation: (c) => c.post('chats/start-pharmacy-preparation', order(c), c.s.as('preparation.process')),
  endPreparation: (c) => c.post('chats/end-pharmacy-preparation', order(c), c.s.as('preparation.process')),
  dispatch: (c) => {
    const ids = c.all.filter((x) => x.status === c.o.status && (x.id === c.o.id || c.p % 2)).map((x) => x.id);
    const orderType = c.o.status === 16 ? 'returned' : c.o.status === 11 ? 'reassign' : 'assign';
    const ability = { assign: 'logistics.assign_dispatch', reassign: 'logistics.reassign_rider', returned: 'logistics.reassign_returned' }[orderType];
    return c.post('orders/admin/set-dispatch-bucket', { orderIds: ids, formValues: { riderId: c.s.riders[c.p % 2].userId, deliveryDate: dayIn(2), deliverySlot: c.s.slot }, orderType }, c.s.as(ability));
  },
  startRun: (c) => c.post('orders/admin/start-dispatch', { dispatchId: c.o.runId ?? 1 }, riderOf(c)),
  deliveryStart: (c) => c.post('chats/delivery-start', order(c), riderOf(c)),
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
  endRun: (c) => c.post('orders/admin/end-dispatch', { dispatchId: c.o.runId ?? 1 }, c.p % 2 ? riderOf(c) : c.s.as('logistics.dispatch_runs')),
  settle: (c) => c.post('orders/admin/process-settlements', { orderIds: [c.o.id] }, c.s.as('finance.settlements')),
  complete: (c) => c.post('orders/admin/complete-order', order(c), c.s.as('orders.complete')),
  cancel: (c) => c.post('orders/admin/cancel-order', { ...order(c), formValues: { reason: 'Model cancel' } }, c.s.as(c.o.status < 7 ? 'orders.cancel' : 'orders.cancel_invoiced')),
  grnReceive: (c) => c.post('grn/submit', { poId: c.s.po.poId, type: 'partial', values: [{ lineItemId: c.s.po.lineIds[c.p % 2], grnQty: 1 + (c.p % 5), batchName: batchIn(12 + (c.p % 2) * 6) }] },
    c.s.as('grn.process')),
  adjustStock: async (c) => {
    const batch = (await sql<{ id: number }>`SELECT id FROM product_batches WHERE product_id = ${c.s.products[c.p % 2]} ORDER BY id LIMIT 1 OFFSET ${c.p % 2}`.execute(c.s.app.db)).rows[0];
    return c.post('product/admin/manual-stock-adjustment', { productId: c.s.products[c.p % 2], formValues: { batchId: batch?.id ?? 1, quantity: (c.p % 7) - 3 || 1, reason: 'Model count' } },
      c.s.as('inventory.adjust'));
  },
};

/** The actions that fit an order's status (the rest are tried now and then, "wild", and must be refused cleanly). */
export const FITTING: Record<number, string[]> = {
  1: ['quote', 'cancel'], 2: ['quote', 'cancel'], 3: ['confirm', 'requestChange', 'cancel'], 4: ['quote', 'cancel'], 5: ['invoice', 'cancel'], 6: ['invoice', 'cancel'],
  7: ['startPreparation', 'creditNote', 'cancel'], 8: ['startPreparation'], 9: ['endPreparation'], 10: ['dispatch', 'creditNote', 'cancel'],
  11: ['startRun', 'dispatch'], 12: ['deliveryStart', 'cancelTrip', 'endRun'], 13: ['arrived', 'failTrip', 'cancelTrip', 'resetTrip', 'endRun'],
  14: ['deliver', 'failTrip', 'resetTrip', 'endRun'], 15: ['complete', 'settle', 'endRun', 'creditNote'], 16: ['dispatch', 'creditNote', 'cancel'],
  19: ['resetTrip', 'endRun'], 20: ['resetTrip', 'endRun'], 21: ['settle'], 17: ['grnReceive', 'adjustStock'],
};
export const ACTION_NAMES = Object.keys(ACTIONS);

/**
 * Takes the world's orders through the API to where each sequence starts (0 new, 1 quoted,
 * 2 invoiced, 3 prepared, 4 in a started run), so short sequences reach every stage of dispatch.
 */
const ROAD = ['quote', 'confirm', 'invoice', 'startPreparation', 'endPreparation', 'dispatch', 'startRun'];
const STAGE_AT = [0, 1, 3, 5, 7];
export async function advance(s: Shared, w: World, starts: number[], p: number): Promise<void> {
  const post: Call = (url, payload, who) => s.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
  for (let k = 0; k < ROAD.length; k++) {
    const all = await orderStates(s.app, w.orders);
    const movers = all.filter((o, i) => STAGE_AT[starts[i] % STAGE_AT.length] > k);
    for (const o of movers) {
      if ((ROAD[k] === 'dispatch' || ROAD[k] === 'startRun') && o !== movers[0]) continue; // one run for them all
      const res = await ACTIONS[ROAD[k]]({ s, w, o, all: movers.map((m) => ({ ...m, status: o.status })), p: k === 5 ? p * 2 + 1 : p, post });
      if (res.statusCode !== 200) throw new Error(`world setup ${ROAD[k]} on order ${o.id}: ${res.body}`);
    }
  }
}
