import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { money } from '../trips/actor';

export interface SettlementFilter {
  startDate?: string; endDate?: string; deliveryDate?: string; orderStatus?: number[]; settlementStatus?: 'settled' | 'unsettled' | 'all';
  deliveryAgent?: number; dispatchSlot?: number; location?: number | null; skip: number; limit: number;
}

interface SettlementRow {
  id: number; order_id: string; status: number; customer: string; delivered_at: Date | null; delivery_date: string | null; delivery_slot: string | null;
  rider_id: number; rider_name: string; dispatch_run: string | null; mode1_type: string; mode1_amount: number; mode2_type: string | null;
  mode2_amount: number | null; collected: number; settlement_id: number | null; settled_at: Date | null;
}

/**
 * Finance: the rider-collected payments of delivered orders, and settling them — one settlement
 * record per call; each order settled once (orders locked FOR UPDATE, settlement_id still null).
 */
export class SettlementService {
  constructor(private readonly app: FastifyInstance) {}

  async data(f: SettlementFilter) {
    const parts = [sql`tp.voided_at IS NULL`, sql`o.status IN (${sql.join(f.orderStatus?.length ? f.orderStatus : [15, 21])})`];
    if (f.startDate) parts.push(sql`o.delivered_at >= ${f.startDate}::date`);
    if (f.endDate) parts.push(sql`o.delivered_at < ${f.endDate}::date + 1`);
    if (f.deliveryDate) parts.push(sql`o.delivery_date = ${f.deliveryDate}::date`);
    if (f.settlementStatus === 'settled') parts.push(sql`o.settlement_id IS NOT NULL`);
    else if (f.settlementStatus !== 'all') parts.push(sql`o.settlement_id IS NULL`);
    if (f.deliveryAgent) parts.push(sql`tp.agent_id = ${f.deliveryAgent}`);
    if (f.dispatchSlot) parts.push(sql`r.delivery_slot_id = ${f.dispatchSlot}`);
    if (f.location) parts.push(sql`o.location_id = ${f.location}`);
    const w = sql.join(parts, sql` AND `);
    const from = sql`FROM orders o JOIN trip_payments tp ON tp.order_id = o.id LEFT JOIN dispatch_runs r ON r.id = tp.dispatch_run_id`;
    const items = (await sql<SettlementRow>`SELECT o.id::int AS id, o.display_id AS order_id, o.status, c.name AS customer, o.delivered_at,
        to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, ds.name AS delivery_slot, tp.agent_id AS rider_id,
        a.first_name || ' ' || a.last_name AS rider_name, r.display_id AS dispatch_run, tp.mode1_type, tp.mode1_amount::float8 AS mode1_amount,
        tp.mode2_type, tp.mode2_amount::float8 AS mode2_amount, (tp.mode1_amount + coalesce(tp.mode2_amount, 0))::float8 AS collected,
        o.settlement_id, s.created_at AS settled_at
      ${from} JOIN customers c ON c.id = o.customer_id JOIN agents a ON a.id = tp.agent_id LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id
      LEFT JOIN settlements s ON s.id = o.settlement_id
      WHERE ${w} ORDER BY o.delivered_at DESC NULLS LAST, o.id DESC LIMIT ${f.limit} OFFSET ${f.skip}`.execute(this.app.db)).rows;
    const totals = (await sql<{ n: number; total: number; by_mode: Record<string, number> | string; by_rider: Array<{ riderId: number; total: number }> | string }>`
      WITH p AS (SELECT tp.agent_id, tp.mode1_type, tp.mode1_amount, tp.mode2_type, tp.mode2_amount ${from} WHERE ${w})
      SELECT (SELECT count(*)::int FROM p) AS n, (SELECT coalesce(sum(mode1_amount + coalesce(mode2_amount, 0)), 0)::float8 FROM p) AS total,
        (SELECT coalesce(json_object_agg(mode, amount), '{}') FROM (SELECT mode, sum(amount)::float8 AS amount FROM (
          SELECT mode1_type AS mode, mode1_amount AS amount FROM p UNION ALL SELECT mode2_type, mode2_amount FROM p WHERE mode2_type IS NOT NULL) m GROUP BY mode) x) AS by_mode,
        (SELECT coalesce(json_agg(json_build_object('riderId', agent_id, 'total', total)), '[]') FROM (
          SELECT agent_id, sum(mode1_amount + coalesce(mode2_amount, 0))::float8 AS total FROM p GROUP BY agent_id) y) AS by_rider`.execute(this.app.db)).rows[0];
    const parse = <T>(v: T | string): T => (typeof v === 'string' ? JSON.parse(v) as T : v);
    return { items, count: totals.n, totals: { amount: money(totals.total), byMode: parse(totals.by_mode), byRider: parse(totals.by_rider) } };
  }

  /** Settles delivered, unsettled orders with a live payment, all or none, as one settlement record. */
  async process(actor: AuditActor & { agentId: number }, orderIds: number[], note: string | null) {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    return this.app.db.transaction().execute(async (trx) => {
      const rows = (await sql<{ id: number; display_id: string; status: number; settlement_id: number | null }>`SELECT id::int AS id, display_id, status, settlement_id
        FROM orders WHERE id IN (${sql.join(ids)}) ORDER BY id FOR UPDATE`.execute(trx)).rows;
      const pays = (await sql<{ order_id: number; agent_id: number; mode1_type: string; mode1_amount: number; mode2_type: string | null; mode2_amount: number | null }>`
        SELECT order_id::int AS order_id, agent_id, mode1_type, mode1_amount::float8 AS mode1_amount, mode2_type, mode2_amount::float8 AS mode2_amount
        FROM trip_payments WHERE order_id IN (${sql.join(ids)}) AND voided_at IS NULL`.execute(trx)).rows;
      for (const id of ids) {
        const o = rows.find((r) => r.id === id);
        if (!o) throw new NotFoundError(`Order ${id} not found`);
        if (o.settlement_id) throw new ConflictError(`Order ${o.display_id} is already settled (settlement ${o.settlement_id})`);
        if (o.status !== 15 && o.status !== 21) throw new ConflictError(`Order ${o.display_id} is status ${o.status}: only delivered (15) or completed (21) orders can be settled`);
        if (!pays.some((p) => p.order_id === id)) throw new ConflictError(`Order ${o.display_id} has no collected payment to settle`);
      }
      const byMode: Record<string, number> = {};
      const byRider: Record<number, number> = {};
      for (const p of pays) {
        byMode[p.mode1_type] = money((byMode[p.mode1_type] ?? 0) + p.mode1_amount);
        if (p.mode2_type) byMode[p.mode2_type] = money((byMode[p.mode2_type] ?? 0) + (p.mode2_amount ?? 0));
        byRider[p.agent_id] = money((byRider[p.agent_id] ?? 0) + p.mode1_amount + (p.mode2_amount ?? 0));
      }
      const total = money(Object.values(byRider).reduce((a, b) => a + b, 0));
      const riders = Object.keys(byRider).map(Number);
      const s = (await sql<{ id: number; created_at: Date }>`INSERT INTO settlements (processed_by_agent_id, rider_id, order_count, total_amount, note)
        VALUES (${actor.agentId}, ${riders.length === 1 ? riders[0] : null}, ${ids.length}, ${total}, ${note}) RETURNING id, created_at`.execute(trx)).rows[0];
      await sql`UPDATE orders SET settlement_id = ${s.id}, updated_at = now() WHERE id IN (${sql.join(ids)})`.execute(trx);
      await recordAudit(trx, actor, { entity: 'settlement', recordId: s.id, action: 'create', after: { orderIds: ids, total, byMode, byRider } });
      return { settlementId: s.id, createdAt: s.created_at, orderCount: ids.length, total, byMode, byRider: riders.map((r) => ({ riderId: r, total: byRider[r] })) };
    });
  }

}
