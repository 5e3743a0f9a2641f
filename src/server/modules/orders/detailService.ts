import type { Db } from '../../db/connection';
import { ORDER_STATUS as S, orderStatusLabel, orderStatusName } from '../../../shared/orders/statuses';
import * as q from './detailQueries';
import { assertInScope } from './scope';
import { OrderListService, type ListQuery } from './listService';

const PAYMENT_TYPES: Record<string, string> = { cash: 'Cash on delivery', card: 'Card on delivery', online: 'Online payment', cashless: 'Cashless (insurance)' };

/** The usual road of an order (spec 4 numbers); detours show in the history. */
const ROAD: number[] = [S.new_order, S.quatation_pending, S.quatation_done, S.placed, S.invoice_pending, S.invoice_done, S.confirm,
  S.preparing, S.prepared, S.rider_assigned, S.dispatch_start, S.on_route, S.arrived, S.delivered, S.completed];

const minutesBetween = (a: Date | null, b: Date | null) => (a && b ? Math.round((b.getTime() - a.getTime()) / 60000) : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The order detail modal: every read is limited to the caller's location scope (404 outside it). */
export class OrderDetailService {
  private readonly lists: OrderListService;
  constructor(private readonly db: Db) { this.lists = new OrderListService(db); }

  async core(orderId: number, scope: number | null): Promise<q.OrderCore> {
    const order = await q.getOrderCore(this.db, orderId);
    assertInScope(order, scope, `Order ${orderId}`);
    return order;
  }

  /** get-order-updated-details: the summary with net and gross totals and the payment type. */
  async summary(orderId: number, scope: number | null) {
    const o = await this.core(orderId, scope);
    const [customer, patient, quotation, invoice] = await Promise.all([
      q.getCustomer(this.db, o.customer_id),
      o.patient_id ? q.getPatientBrief(this.db, o.patient_id) : null,
      q.currentQuotation(this.db, o.id),
      q.liveInvoice(this.db, o.id),
    ]);
    const lines = quotation?.lineItems ?? [];
    const deliveryFee = Number(invoice?.deliveryFee ?? quotation?.deliveryFee ?? 0);
    const grossTotal = quotation ? round2(lines.reduce((n, l) => n + Number(l.gross), 0) + deliveryFee) : null;
    const netTotal = invoice ? Number(invoice.netTotal) : quotation ? Number(quotation.netTotal) : null;
    return {
      orderId: o.id, order_id: o.display_id, orderStatus: o.status, statusName: orderStatusName(o.status), statusLabel: orderStatusLabel(o.status),
      stage: o.stage, actionRequired: o.action_required, awaitingReply: o.awaiting_reply, source: o.source,
      deliveryDate: o.delivery_date, deliverySlot: o.delivery_slot_id ? { id: o.delivery_slot_id, name: o.delivery_slot } : null,
      deliveryCity: o.delivery_city_id ? { id: o.delivery_city_id, name: o.delivery_city } : null, deliveryAddress: o.delivery_address,
      location: { id: o.location_id, name: o.location_name }, receivedDate: o.created_at, lastStatusUpdateTime: o.last_status_update_time,
      assignedAgent: o.assigned_agent_id ? { id: o.assigned_agent_id, name: o.assigned_agent_name } : null,
      paymentMethod: o.payment_method, paymentType: o.payment_method ? PAYMENT_TYPES[o.payment_method] ?? o.payment_method : null,
      parentOrderId: o.parent_order_id, prescriptionId: o.prescription_id, note: o.note, cancellationReason: o.cancellation_reason,
      customer, patient, quotation, invoice,
      grossTotal, netTotal, discountTotal: grossTotal !== null && netTotal !== null ? round2(Math.max(0, grossTotal - netTotal)) : null,
    };
  }

  /** order-hierachy: the order's family of re-orders as a tree from its first order. */
  async hierarchy(orderId: number, scope: number | null) {
    await this.core(orderId, scope);
    const nodes = await q.orderFamily(this.db, orderId);
    type Node = q.TreeNode & { children: Node[]; current: boolean };
    const byId = new Map<number, Node>(nodes.map((n) => [n.id, { ...n, current: n.id === orderId, children: [] }]));
    let root: Node | undefined;
    for (const n of byId.values()) {
      const parent = n.parent_order_id !== null ? byId.get(n.parent_order_id) : undefined;
      if (parent && n.depth > 0) parent.children.push(n); else root ??= n;
    }
    return { orderId, rootOrderId: root?.id ?? orderId, count: nodes.length, tree: root ?? null };
  }

  /** /orders/processing-information: who has it, where, and how long each leg took. */
  async processingInformation(orderId: number, scope: number | null) {
    const o = await this.core(orderId, scope);
    const [run, logs] = await Promise.all([o.dispatch_run_id ? q.dispatchRun(this.db, o.dispatch_run_id) : null, q.orderLogs(this.db, o.id)]);
    const last = logs.at(-1) ?? null;
    return {
      orderId: o.id, order_id: o.display_id, orderStatus: o.status, statusName: orderStatusName(o.status), stage: o.stage,
      location: { id: o.location_id, name: o.location_name },
      assignedAgent: o.assigned_agent_id ? { id: o.assigned_agent_id, name: o.assigned_agent_name } : null, assignedAt: o.assigned_at,
      receivedAt: o.created_at, quotedAt: o.quoted_at, confirmedAt: o.confirmed_at, deliveredAt: o.delivered_at, closedAt: o.closed_at,
      lastStatusUpdateTime: o.last_status_update_time,
      durations: {
        quotationMinutes: minutesBetween(o.created_at, o.quoted_at),
        deliveryMinutes: minutesBetween(o.confirmed_at, o.delivered_at),
        cycleMinutes: minutesBetween(o.created_at, o.closed_at ?? o.delivered_at),
      },
      dispatchRun: run, lastUpdate: last, steps: logs.length,
    };
  }

  /** order-roadmap: the usual road with when each step was reached, and the actual history. */
  async roadmap(orderId: number, scope: number | null) {
    const o = await this.core(orderId, scope);
    const logs = await q.orderLogs(this.db, o.id);
    const changes = logs.filter((l) => l.fromStatus !== l.toStatus);
    const firstAt = new Map<number, Date>();
    for (const l of changes) if (!firstAt.has(l.toStatus)) firstAt.set(l.toStatus, l.createdAt);
    const position = ROAD.indexOf(o.status);
    const steps = ROAD.map((step, i) => ({
      step, name: orderStatusName(step), label: orderStatusLabel(step),
      reached: firstAt.has(step) || (position >= 0 && i <= position), at: firstAt.get(step) ?? null, current: step === o.status,
    }));
    if (position < 0) steps.push({ step: o.status, name: orderStatusName(o.status), label: orderStatusLabel(o.status), reached: true, at: firstAt.get(o.status) ?? o.last_status_update_time, current: true });
    const history = changes.map((l) => ({ ...l, fromStatusName: l.fromStatus === null ? null : orderStatusName(l.fromStatus), toStatusName: orderStatusName(l.toStatus) }));
    return { orderId: o.id, order_id: o.display_id, orderStatus: o.status, steps, history };
  }

  /** get-order-payment-data: method, totals, what the rider collected, settlement. */
  async paymentData(orderId: number, scope: number | null) {
    const summary = await this.summary(orderId, scope);
    const o = await this.core(orderId, scope);
    const [payments, settled] = await Promise.all([q.tripPayments(this.db, o.id), o.settlement_id ? q.settlement(this.db, o.settlement_id) : null]);
    const live = payments.filter((p) => !p.voidedAt);
    const collected = round2(live.reduce((n, p) => n + Number(p.mode1Amount) + Number(p.mode2Amount ?? 0), 0));
    return {
      orderId: o.id, order_id: o.display_id, paymentMethod: o.payment_method, paymentType: summary.paymentType,
      grossTotal: summary.grossTotal, netTotal: summary.netTotal, discountTotal: summary.discountTotal,
      invoice: summary.invoice, tripPayments: payments, collected,
      balance: summary.netTotal !== null ? round2(summary.netTotal - collected) : null,
      settlement: settled, settled: settled !== null,
    };
  }

  /** get-all-order-logs: every log entry with names. */
  async logs(orderId: number, scope: number | null) {
    await this.core(orderId, scope);
    const rows = await q.orderLogs(this.db, orderId);
    return rows.map((l) => ({ ...l, fromStatusName: l.fromStatus === null ? null : orderStatusName(l.fromStatus), toStatusName: orderStatusName(l.toStatus) }));
  }

  /** The customer's other orders, newest first (by order or by customer). */
  async pastOrders(ref: { orderId?: number; customerId?: number }, scope: number | null, query: ListQuery) {
    let customerId = ref.customerId;
    if (ref.orderId) customerId = (await this.core(ref.orderId, scope)).customer_id;
    return this.lists.page({ customerId, excludeOrderId: ref.orderId, locationId: scope }, { ...query, sortBy: query.sortBy ?? 'received' }, 'received');
  }
}
