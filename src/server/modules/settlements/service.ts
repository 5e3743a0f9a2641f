import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { money } from '../trips/actor';
import { IS_COLLECTED } from './collected';
import * as q from './queries';
import { checkListDayRanges } from '../../platform/dayRange';
import settlements from '../../../../resources/settlements';

import type { SettlementFilter } from './queries';

export type { SettlementFilter };

/**
 * Finance: the collected payments (settlements/collected.ts) of delivered orders, and settling them —
 * one settlement record per call, its total the sum of the collected payments of its orders; each
 * order settled once (orders locked FOR UPDATE, settlement_id still null). An arrived order's payment
 * is collected but not yet settleable: until delivery it can still be voided (reset, failed trip).
 */
export class SettlementService {
  constructor(private readonly app: FastifyInstance) {}

  /** A page of payments and the totals of every payment the filter matches (two reads side by side on PostgreSQL's pool). */
  async data(f: SettlementFilter) {
    checkListDayRanges(f, settlements);
    const [items, totals] = await Promise.all([q.settlementPage(this.app.db, f), q.settlementTotals(this.app.db, f)]);
    return { items, count: totals.count, totals: { amount: totals.amount, byMode: totals.byMode, byRider: totals.byRider } };
  }

  /** Settles delivered, unsettled orders with a live payment, all or none, as one settlement record. */
  async process(actor: AuditActor & { agentId: number }, orderIds: number[], note: string | null) {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    return this.app.db.transaction().execute(async (trx) => {
      const rows = (await sql<{ id: number; display_id: string; status: number; settlement_id: number | null }>`SELECT id::int AS id, display_id, status, settlement_id
        FROM orders WHERE id IN (${sql.join(ids)}) ORDER BY id FOR UPDATE`.execute(trx)).rows;
      const pays = (await sql<{ order_id: number; agent_id: number; mode1_type: string; mode1_amount: number; mode2_type: string | null; mode2_amount: number | null }>`
        SELECT order_id::int AS order_id, agent_id, mode1_type, mode1_amount::float8 AS mode1_amount, mode2_type, mode2_amount::float8 AS mode2_amount
        FROM trip_payments tp WHERE tp.order_id IN (${sql.join(ids)}) AND ${IS_COLLECTED}`.execute(trx)).rows;
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
