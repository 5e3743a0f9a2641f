import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { OrderListService, type ListQuery } from '../orders/listService';
import { listOrderRows, type OrderRow } from '../orders/listQueries';
import * as q from './queries';

export interface PrescriptionRef { prescriptionId?: number; orderId?: number }

/** Prescriptions behind an order or a customer (spec 7 Prescriptions), limited to the caller's location scope. */
export class PrescriptionService {
  private readonly lists: OrderListService;
  constructor(private readonly db: Db) { this.lists = new OrderListService(db); }

  async details(id: number, scope: number | null) {
    const p = await q.getPrescription(this.db, id, scope);
    if (!p) throw new NotFoundError(`Prescription ${id} was not found`);
    return p;
  }

  /** The prescription of an order; null when the order has none (e.g. an offline order without a scan). */
  async ofOrder(orderId: number, scope: number | null) {
    const o = await q.prescriptionIdOfOrder(this.db, orderId);
    if (!o || (scope !== null && o.locationId !== scope)) throw new NotFoundError(`Order ${orderId} was not found`);
    return o.prescriptionId ? this.details(o.prescriptionId, null) : null;
  }

  private async resolve(ref: PrescriptionRef, scope: number | null): Promise<number> {
    if (ref.prescriptionId) return ref.prescriptionId;
    const p = await this.ofOrder(ref.orderId!, scope);
    if (!p) throw new NotFoundError(`Order ${ref.orderId} has no prescription`);
    return p.prescriptionId;
  }

  /** prescription-orders-summary: the prescription, totals of its orders, and a page of them. */
  async ordersSummary(ref: PrescriptionRef, scope: number | null, query: ListQuery) {
    const id = await this.resolve(ref, scope);
    const prescription = await this.details(id, scope);
    const [summary, orders] = await Promise.all([
      q.ordersSummary(this.db, id, scope),
      this.lists.page({ prescriptionId: id, locationId: scope }, { ...query, sortBy: query.sortBy ?? 'received' }, 'received'),
    ]);
    return { prescription, summary, orders };
  }

  /** prescription-order-tree-data: the prescription's orders as trees of re-orders. */
  async orderTree(ref: PrescriptionRef, scope: number | null) {
    const id = await this.resolve(ref, scope);
    const prescription = await this.details(id, scope);
    const rows = await listOrderRows(this.db, { prescriptionId: id, locationId: scope }, 'received', true, 0, 500);
    type Node = OrderRow & { children: Node[] };
    const byId = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
    const roots: Node[] = [];
    for (const n of byId.values()) {
      const parent = n.parent_order_id != null ? byId.get(n.parent_order_id as number) : undefined;
      if (parent) parent.children.push(n); else roots.push(n);
    }
    return { prescription, count: rows.length, tree: roots };
  }

  customerPrescriptions(customerId: number, scope: number | null, skip: number, limit: number) {
    return q.customerPrescriptions(this.db, customerId, scope, skip, limit);
  }
}
