import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { money } from '../trips/actor';
import { IS_COLLECTED } from './collected';

/**
 * SQL of the settlements data (manage settlements). At 1M orders a month holds some 25,000
 * delivered orders, so both reads walk the delivered orders of the period through their covering
 * index (0061: delivered_at DESC, id DESC with status, settlement, location, delivery date) and
 * probe each order's live payment through the covering payment index (LATERAL … LIMIT 1: one index
 * probe per order, never a scan of every payment). An order has at most one live payment
 * (trip_payments_live_order_key), so LIMIT 1 changes nothing.
 */

export interface SettlementFilter {
  startDate?: string; endDate?: string; deliveryDate?: string; orderStatus?: number[]; settlementStatus?: 'settled' | 'unsettled' | 'all';
  deliveryAgent?: number; dispatchSlot?: number; location?: number | null; skip: number; limit: number;
}

export interface SettlementRow {
  id: number; order_id: string; status: number; customer: string; delivered_at: Date | null; delivery_date: string | null; delivery_slot: string | null;
  rider_id: number; rider_name: string; dispatch_run: string | null; mode1_type: string; mode1_amount: number; mode2_type: string | null;
  mode2_amount: number | null; collected: number; settlement_id: number | null; settled_at: Date | null;
}

export interface SettlementTotals { count: number; amount: number; byMode: Record<string, number>; byRider: Array<{ riderId: number; riderName: string; total: number }> }

/** FROM and WHERE shared by the page and its totals. */
function fromWhere(f: SettlementFilter, names = false): RawBuilder<unknown> {
  const parts = [sql`o.status IN (${sql.join(f.orderStatus?.length ? f.orderStatus : [15, 21])})`];
  if (f.startDate) parts.push(sql`o.delivered_at >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`o.delivered_at < ${f.endDate}::date + 1`);
  if (f.deliveryDate) parts.push(sql`o.delivery_date = ${f.deliveryDate}::date`);
  if (f.settlementStatus === 'settled') parts.push(sql`o.settlement_id IS NOT NULL`);
  else if (f.settlementStatus !== 'all') parts.push(sql`o.settlement_id IS NULL`);
  if (f.deliveryAgent) parts.push(sql`tp.agent_id = ${f.deliveryAgent}`);
  if (f.dispatchSlot) parts.push(sql`r.delivery_slot_id = ${f.dispatchSlot}`);
  if (f.location) parts.push(sql`o.location_id = ${f.location}`);
  return sql`FROM orders o
    JOIN LATERAL (SELECT tp.agent_id, tp.dispatch_run_id, tp.mode1_type, tp.mode1_amount, tp.mode2_type, tp.mode2_amount
      FROM trip_payments tp WHERE tp.order_id = o.id AND ${IS_COLLECTED} LIMIT 1) tp ON true
    LEFT JOIN dispatch_runs r ON r.id = tp.dispatch_run_id
    ${names ? sql`JOIN customers c ON c.id = o.customer_id JOIN agents a ON a.id = tp.agent_id
      LEFT JOIN delivery_slots ds ON ds.id = o.delivery_slot_id LEFT JOIN settlements s ON s.id = o.settlement_id` : sql``}
    WHERE ${sql.join(parts, sql` AND `)}`;
}

/** One page, newest delivery first (the names are joined for the page's rows only). */
export async function settlementPage(db: Db, f: SettlementFilter): Promise<SettlementRow[]> {
  return (await sql<SettlementRow>`SELECT o.id::int AS id, o.display_id AS order_id, o.status, c.name AS customer, o.delivered_at,
      to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, ds.name AS delivery_slot, tp.agent_id AS rider_id,
      a.first_name || ' ' || a.last_name AS rider_name, r.display_id AS dispatch_run, tp.mode1_type, tp.mode1_amount::float8 AS mode1_amount,
      tp.mode2_type, tp.mode2_amount::float8 AS mode2_amount, (tp.mode1_amount + coalesce(tp.mode2_amount, 0))::float8 AS collected,
      o.settlement_id, s.created_at AS settled_at
    ${fromWhere(f, true)}
    ORDER BY o.delivered_at DESC NULLS LAST, o.id DESC LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db)).rows;
}

/** Count and sums per rider and per payment mode, in one pass (grouped by rider and the two modes, summed here). */
export async function settlementTotals(db: Db, f: SettlementFilter): Promise<SettlementTotals> {
  const groups = (await sql<{ agent_id: number; mode1_type: string; mode2_type: string | null; n: number; m1: number; m2: number | null }>`
    SELECT tp.agent_id, tp.mode1_type, tp.mode2_type, count(*)::int AS n, sum(tp.mode1_amount)::float8 AS m1, sum(tp.mode2_amount)::float8 AS m2
    ${fromWhere(f)} GROUP BY tp.agent_id, tp.mode1_type, tp.mode2_type`.execute(db)).rows;
  const byMode: Record<string, number> = {};
  const byRider = new Map<number, number>();
  let count = 0;
  for (const g of groups) {
    count += g.n;
    byMode[g.mode1_type] = money((byMode[g.mode1_type] ?? 0) + g.m1);
    if (g.mode2_type) byMode[g.mode2_type] = money((byMode[g.mode2_type] ?? 0) + (g.m2 ?? 0));
    byRider.set(g.agent_id, money((byRider.get(g.agent_id) ?? 0) + g.m1 + (g.m2 ?? 0)));
  }
  // Each rider by name as well (the list's totals line says who collected what); one lookup by primary key.
  const ids = [...byRider.keys()].sort((a, b) => a - b);
  const names = new Map(ids.length ? (await sql<{ id: number; name: string }>`SELECT id, trim(first_name || ' ' || last_name) AS name FROM agents WHERE id IN (${sql.join(ids)})`.execute(db)).rows.map((r) => [r.id, r.name]) : []);
  const riders = ids.map((riderId) => ({ riderId, riderName: names.get(riderId) ?? `Rider ${riderId}`, total: byRider.get(riderId)! }));
  return { count, amount: money(riders.reduce((n, r) => n + r.total, 0)), byMode, byRider: riders };
}
