import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * "Collected" (docs/money.md), defined once: a payment the rider recorded at the door and that was
 * not voided (reset and failed trip void it) — money in the rider's hand, whether the order is now
 * arrived, delivered or completed. The rider's "collected today", the collection report and its
 * details read it from here; collection_rider_daily (migration 0101) is these payments rolled up per
 * UTC day × rider × location × settled by triggers, and db:check compares the two.
 */

export const PAYMENT_MODES = ['cash', 'card', 'online', 'cheque', 'cashless'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The definition, on a trip_payments row aliased `tp`. */
export const IS_COLLECTED = sql`tp.voided_at IS NULL`;

const modeSum = (mode: PaymentMode) => sql.raw(`sum(CASE WHEN tp.mode1_type = '${mode}' THEN tp.mode1_amount ELSE 0 END
  + CASE WHEN tp.mode2_type = '${mode}' THEN tp.mode2_amount ELSE 0 END) AS ${mode}`);

/** The collected payments per UTC day × rider × location × settled, recomputed from the payments (what the rollup must equal). */
export const collectedByDay = (): RawBuilder<unknown> => sql`SELECT (tp.created_at AT TIME ZONE 'UTC')::date AS day, tp.agent_id, o.location_id,
    o.settlement_id IS NOT NULL AS settled, count(*) AS payments, sum(tp.mode1_amount) AS mode1_amount, sum(coalesce(tp.mode2_amount, 0)) AS mode2_amount,
    ${sql.join(PAYMENT_MODES.map(modeSum))}
  FROM trip_payments tp JOIN orders o ON o.id = tp.order_id WHERE ${IS_COLLECTED} GROUP BY 1, 2, 3, 4`;

export interface CollectedFilter { startDate: string; endDate: string; agentId?: number; locationId?: number | null }

/** The collected payments' rollup rows in [startDate, endDate] (UTC days), for a rider and/or location. */
export const collectedDaily = (f: CollectedFilter): RawBuilder<unknown> => sql`SELECT d.* FROM collection_rider_daily d
  WHERE d.day >= ${f.startDate}::date AND d.day <= ${f.endDate}::date
    ${f.agentId !== undefined ? sql`AND d.agent_id = ${f.agentId}` : sql``}
    ${f.locationId != null ? sql`AND d.location_id = ${f.locationId}` : sql``}`;

export interface CollectedTotals { payments: number; amount: number; unsettled: number; byMode: Partial<Record<PaymentMode, number>> }

/** Count, amount, unsettled part and per-mode amounts (modes with nothing left out) of what was collected. */
export async function collectedTotals(db: Db, f: CollectedFilter): Promise<CollectedTotals> {
  const r = (await sql<Record<PaymentMode, number> & { payments: number; amount: number; unsettled: number }>`SELECT coalesce(sum(d.payments), 0)::int AS payments,
      coalesce(sum(d.mode1_amount + d.mode2_amount), 0)::float8 AS amount,
      coalesce(sum(d.mode1_amount + d.mode2_amount) FILTER (WHERE NOT d.settled), 0)::float8 AS unsettled,
      ${sql.join(PAYMENT_MODES.map((m) => sql`coalesce(sum(d.${sql.ref(m)}), 0)::float8 AS ${sql.ref(m)}`))}
    FROM (${collectedDaily(f)}) d`.execute(db)).rows[0];
  const byMode: CollectedTotals['byMode'] = {};
  for (const m of PAYMENT_MODES) if (r[m]) byMode[m] = r[m];
  return { payments: r.payments, amount: r.amount, unsettled: r.unsettled, byMode };
}

/** Today as the rollup's UTC day. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);
