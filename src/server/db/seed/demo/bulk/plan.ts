import { sql } from 'kysely';
import type { Db } from '../../../connection';
import { ORDER_STATUS as S } from '../../../../../shared/orders/statuses';
import { OLD_WEIGHTS, PATHS, RECENT_WEIGHTS, minutesTo, reaches, totalMinutes, type Path } from '../paths';
import { CANCEL_REASONS, STREETS } from '../people';
import { intArray, pickFrom, reserveIds, rnd, textArray, ts, type BulkContext } from './context';

/**
 * The plan of the bulk history, as scratch tables (dropped at the end): the status paths, the
 * products in popularity order, and one row per order with every decision about it (customer,
 * path, time scale, location, slot, staff, dispatch run). Later steps only read the plan.
 */

export const SCRATCH = ['seed_paths', 'seed_products', 'seed_customers', 'seed_orders', 'seed_lines', 'seed_rx', 'seed_grn', 'seed_po', 'seed_res'];

/**
 * Dispatch runs come in two blocks of `runBlock` (one per day, location and slot each): orders left
 * rider_assigned ride in the second block, runs that never start; every other order's run starts
 * (no order sits rider_assigned in a started run: ORDER_RUN_STATES, src/shared/orders/runStates.ts).
 */
export interface PlanIds { orderBase: number; runBase: number; settlementBase: number; runDays: number; runBlock: number; customerBase: number }

const ROLE_BY_ACTION: Record<string, string> = {
  confirmQuotationByAgent: 'customer_support', releaseToDispensing: 'pharmacist', complete: 'customer_support', cancel: 'customer_support',
  cancelInvoiced: 'customer_support', submitDraft: 'customer_support', startInvoice: 'invoicing_assistant', submitInvoice: 'invoicing_assistant',
  assignDispatch: 'logistic_planner', reassignRejected: 'logistic_planner',
};
const roleOf = (action: string, grants: readonly string[]): string | null => {
  if (!grants.length) return null;
  if (ROLE_BY_ACTION[action]) return ROLE_BY_ACTION[action];
  if (grants[0].startsWith('rider.')) return 'rider';
  if (grants[0].startsWith('logistics.')) return 'logistic_planner';
  return 'pharmacist';
};

function ranges(weights: Partial<Record<number, number>>): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  const total = Object.values(weights).reduce((sum: number, w) => sum + (w ?? 0), 0);
  let lo = 0;
  PATHS.forEach((p, idx) => {
    const w = weights[p.final];
    if (!w) return;
    const share = w / total / PATHS.filter((x) => x.final === p.final).length;
    out.set(idx, [lo, lo + share]);
    lo += share;
  });
  return out;
}

const at = (p: Path, ...statuses: number[]) => {
  const found = statuses.map((s) => minutesTo(p, s as never)).filter((m): m is number => m !== null);
  return found.length ? Math.min(...found) : null;
};

async function createPaths(trx: Db): Promise<void> {
  await sql`CREATE UNLOGGED TABLE seed_paths (path_id int PRIMARY KEY, final smallint, statuses smallint[], actions text[], actors text[],
    roles text[], cum int[], total int, at_quote int, at_submit int, at_confirm int, at_invstart int, at_invoice int, at_dispatch int,
    at_arrive int, at_deliver int, at_close int, has_quote bool, invoiced bool, reserved bool, res_active bool, in_run bool, paid bool,
    quote_status smallint, old_lo float8, old_hi float8, new_lo float8, new_hi float8)`.execute(trx);
  const old = ranges(OLD_WEIGHTS);
  const recent = ranges(RECENT_WEIGHTS);
  const rows = PATHS.map((p, idx) => {
    let cum = 0;
    const cums = p.steps.map((s) => (cum += s.minutes));
    const quoteStatus = reaches(p, S.invoice_done) ? 1 : [S.quotation_expired, S.request_new_quotation].includes(p.final as never) ? 3 : p.final === S.cancelled ? 2 : 0;
    return sql`(${idx}, ${p.final}, ${p.steps.map((s) => s.to)}::smallint[], ${p.steps.map((s) => s.action)}::text[], ${p.steps.map((s) => s.actor)}::text[],
      ${p.steps.map((s) => roleOf(s.action, s.grants))}::text[], ${cums}::int[], ${totalMinutes(p)}, ${at(p, S.quatation_pending)}::int,
      ${at(p, S.quatation_done)}::int, ${at(p, S.placed, S.cashless_approved)}::int, ${at(p, S.invoice_pending)}::int, ${at(p, S.invoice_done)}::int,
      ${at(p, S.dispatch_start)}::int, ${at(p, S.arrived)}::int, ${at(p, S.delivered)}::int, ${at(p, S.cancelled, S.completed)}::int,
      ${reaches(p, S.quatation_pending)}, ${reaches(p, S.invoice_done)}, ${reaches(p, S.placed) || reaches(p, S.cashless_approved)},
      ${[S.placed, S.invoice_pending, S.cashless_approved].includes(p.final as never)},
      ${reaches(p, S.rider_assigned) && ![S.dispatch_end, S.cancelled].includes(p.final as never)},
      ${reaches(p, S.arrived) && ![S.failed_trip, S.dispatch_end].includes(p.final as never)}, ${quoteStatus},
      ${old.get(idx)?.[0] ?? null}::float8, ${old.get(idx)?.[1] ?? null}::float8, ${recent.get(idx)?.[0] ?? null}::float8, ${recent.get(idx)?.[1] ?? null}::float8)`;
  });
  await sql`INSERT INTO seed_paths VALUES ${sql.join(rows)}`.execute(trx);
}

/** Scratch tables and the plan. Returns the id blocks reserved from the sequences. */
export async function createPlan(ctx: BulkContext, trx: Db): Promise<PlanIds> {
  for (const t of SCRATCH) await sql`DROP TABLE IF EXISTS ${sql.table(t)}`.execute(trx);
  await createPaths(trx);
  const { ref } = ctx;
  const byPopularity = [...ref.products].sort((a, b) => b.popularity - a.popularity);
  await sql`CREATE UNLOGGED TABLE seed_products AS SELECT * FROM unnest(${byPopularity.map((p) => p.id)}::int[],
      ${byPopularity.map((p) => p.retail)}::numeric[], ${byPopularity.map((p) => p.qty[0])}::int[], ${byPopularity.map((p) => p.qty[1])}::int[],
      ${byPopularity.map((p) => p.qty[2])}::int[], ${byPopularity.map((p) => p.shelfMonths)}::int[], ${byPopularity.map((p) => p.cost)}::numeric[],
      ${byPopularity.map((p) => p.maxDiscount)}::numeric[])
      WITH ORDINALITY AS t(product_id, retail, qmin, qmax, qstep, shelf, cost, max_discount, rank)`.execute(trx);

  // Customers appear over time: an order at fraction f of the history picks among the first (20% + 80% f).
  const customerBase = await reserveIds(trx, 'customers', ctx.customers);
  await sql`CREATE UNLOGGED TABLE seed_customers AS
    SELECT c AS idx, ${customerBase}::int + c - 1 AS id,
      1 + (${rnd(ctx, 'c', 21)} < 0.35)::int + (${rnd(ctx, 'c', 22)} < 0.12)::int AS k,
      ${ts(ctx.start)} + (greatest(-0.05, (c::float8 / ${ctx.customers} - 0.2) / 0.8) * ${ctx.spanDays} - 1) * interval '1 day' AS created_at
    FROM generate_series(1, ${ctx.customers}::int) c`.execute(trx);
  await sql`ALTER TABLE seed_customers ADD COLUMN first_patient int`.execute(trx);
  const patients = Number((await sql<{ n: number }>`SELECT sum(k)::int AS n FROM seed_customers`.execute(trx)).rows[0].n);
  const patientBase = await reserveIds(trx, 'patients', patients);
  await sql`UPDATE seed_customers s SET first_patient = ${patientBase}::int + x.before
    FROM (SELECT idx, (sum(k) OVER (ORDER BY idx) - k)::int AS before FROM seed_customers) x WHERE x.idx = s.idx`.execute(trx);
  await sql`CREATE INDEX ON seed_customers (idx)`.execute(trx);

  const orderBase = await reserveIds(trx, 'orders', ctx.orders);
  const startDay = ctx.start.toISOString().slice(0, 10);
  const runDays = Math.round((ctx.anchor.getTime() - ctx.start.getTime()) / 86_400_000) + 4;
  const nLoc = ref.locationIds.length;
  const nSlot = ref.slotIds.length;
  const runBlock = runDays * nLoc * nSlot;
  const runBase = await reserveIds(trx, 'dispatch_runs', 2 * runBlock);
  const settlementBase = await reserveIds(trx, 'settlements', 2 * runBlock);
  const locWeights = ref.locationIds.flatMap((id, k) => Array(k === 0 ? 5 : k === 1 ? 3 : 2).fill(k));
  const cityNames = (await sql<{ name: string; id: number }>`SELECT id, name FROM cities ORDER BY id`.execute(trx)).rows;
  const locCity = (await sql<{ city: number }>`SELECT city_id AS city FROM pharmacy_locations ORDER BY id`.execute(trx)).rows.map((r) => r.city);
  const pool = (role: string) => { const a = ref.agents[role] ?? []; return a.length ? a : ref.agents.pharmacist ?? [0]; };
  const pick = (role: string, salt: number) => pickFrom(intArray(pool(role)), pool(role).length, rnd(ctx, 'i', salt));
  const riders = pool('delivery_agent');
  const receiveModes = (await sql<{ id: number }>`SELECT id FROM receive_modes ORDER BY id`.execute(trx)).rows.map((r) => r.id);

  await sql`CREATE UNLOGGED TABLE seed_orders AS
    WITH g AS (
      SELECT i, ${orderBase}::bigint + i - 1 AS id,
        (i - 1 + ${rnd(ctx, 'i', 1)})::float8 / ${ctx.orders} AS f,
        ${rnd(ctx, 'i', 2)} AS r_path, 0.6 + 0.9 * ${rnd(ctx, 'i', 3)} AS m,
        1 + floor(${rnd(ctx, 'i', 4)} * greatest(1, floor(${ctx.customers} * (0.2 + 0.8 * (i - 1)::float8 / ${ctx.orders}))))::int AS cidx,
        ${rnd(ctx, 'i', 5)} AS r_patient, ${rnd(ctx, 'i', 6)} < 0.5 AS new_rx,
        (${intArray(locWeights)})[1 + floor(${rnd(ctx, 'i', 7)} * ${sql.lit(locWeights.length)})::int] AS loc_idx,
        floor(${rnd(ctx, 'i', 8)} * ${sql.lit(nSlot)})::int AS slot_idx,
        ${rnd(ctx, 'i', 9)} AS r_city, ${rnd(ctx, 'i', 10)} AS r_pay, ${rnd(ctx, 'i', 11)} < 0.08 AS offline,
        ${pick('pharmacist', 12)} AS a_pharm, ${pick('invoicing_assistant', 13)} AS a_inv, ${pick('customer_support', 14)} AS a_support,
        ${pick('logistic_planner', 15)} AS a_planner, ${rnd(ctx, 'i', 16)} AS r_assign, ${rnd(ctx, 'i', 17)} AS r_reply,
        ${rnd(ctx, 'i', 18)} AS r_promo, ${rnd(ctx, 'i', 19)} AS r_reorder,
        (10 + floor(${rnd(ctx, 'i', 20)} * 290))::int || ', ' || ${pickFrom(textArray(STREETS), STREETS.length, rnd(ctx, 'i', 23))} AS street,
        ${pickFrom(textArray(CANCEL_REASONS), CANCEL_REASONS.length, rnd(ctx, 'i', 24))} AS cancel_reason,
        ${receiveModes.length ? pickFrom(intArray(receiveModes), receiveModes.length, rnd(ctx, 'i', 25)) : sql`NULL::int`} AS receive_mode_id,
        ${rnd(ctx, 'i', 26)} AS r_city_pick
      FROM generate_series(1, ${ctx.orders}::int) i),
    t AS (
      SELECT g.*, ${ts(ctx.start)} + g.f * ${ctx.spanDays} * interval '1 day' AS created_at FROM g),
    p AS (
      SELECT t.*, sp.path_id, sp.total, sp.reserved, sp.in_run, sp.final, sp.at_dispatch, sp.at_confirm, sp.statuses,
        extract(epoch FROM ${ts(ctx.anchor)} - t.created_at) / 60 AS age_min
      FROM t JOIN seed_paths sp ON CASE WHEN ${ts(ctx.anchor)} - t.created_at > interval '3 days'
        THEN t.r_path >= sp.old_lo AND t.r_path < sp.old_hi ELSE t.r_path >= sp.new_lo AND t.r_path < sp.new_hi END),
    s AS (
      SELECT p.*, c.id AS customer_id, c.first_patient + floor(p.r_patient * c.k)::int AS patient_id,
        p.m * least(1, CASE WHEN p.total > 0 THEN p.age_min * 0.92 / (p.m * p.total) ELSE 1 END) AS fm
      FROM p JOIN seed_customers c ON c.idx = p.cidx),
    s2 AS (SELECT s.*, sum(s.new_rx::int) OVER (ORDER BY s.i) AS rx_seq FROM s),
    w AS (
      SELECT s2.*,
        lag(s2.id) OVER c AS prev_id, lag(s2.new_rx) OVER c AS prev_new_rx,
        lag(s2.patient_id) OVER c AS prev_patient, lag(s2.rx_seq) OVER c AS prev_rx_seq
      FROM s2 WINDOW c AS (PARTITION BY s2.customer_id ORDER BY s2.i))
    SELECT w.i, w.id, w.customer_id, w.path_id, w.final, w.created_at, w.fm, w.new_rx, w.rx_seq,
      sum(array_length(w.statuses, 1)) OVER (ORDER BY w.i) - array_length(w.statuses, 1) AS log_offset,
      (NOT w.new_rx AND coalesce(w.prev_new_rx, false) AND w.r_reorder < 0.5) AS reorder,
      CASE WHEN NOT w.new_rx AND coalesce(w.prev_new_rx, false) AND w.r_reorder < 0.5 THEN w.prev_id END AS parent_order_id,
      CASE WHEN NOT w.new_rx AND coalesce(w.prev_new_rx, false) AND w.r_reorder < 0.5 THEN w.prev_rx_seq END AS parent_rx_seq,
      CASE WHEN NOT w.new_rx AND coalesce(w.prev_new_rx, false) AND w.r_reorder < 0.5 THEN w.prev_patient ELSE w.patient_id END AS patient_id,
      (${intArray(ref.locationIds)})[w.loc_idx + 1] AS location_id, w.loc_idx, w.slot_idx, (${intArray(ref.slotIds)})[w.slot_idx + 1] AS slot_id,
      CASE WHEN w.r_city < 0.6 THEN (${intArray(locCity)})[w.loc_idx + 1]
        ELSE ${pickFrom(intArray(cityNames.map((c) => c.id)), cityNames.length, sql`w.r_city_pick`)} END AS city_id,
      w.street, w.offline, w.receive_mode_id, w.a_pharm, w.a_inv, w.a_support, w.a_planner,
      CASE WHEN 2 = ANY(w.statuses) OR w.r_assign < 0.4 THEN w.a_pharm END AS assigned_agent_id,
      CASE WHEN NOT w.reserved THEN NULL WHEN w.final IN (25, 26, 27) THEN 'cashless' WHEN w.r_pay < 0.45 THEN 'cash'
        WHEN w.r_pay < 0.75 THEN 'card' WHEN w.r_pay < 0.95 THEN 'online' ELSE 'cashless' END AS payment_method,
      (${ts(ctx.anchor)} - w.created_at <= interval '3 days' AND w.r_reply < 0.12 AND w.final NOT IN (0, 15, 17, 21)) AS awaiting_reply,
      CASE WHEN w.reserved THEN (w.created_at + w.fm * coalesce(w.at_dispatch, w.at_confirm + 1200) * interval '1 minute')::date END AS delivery_date,
      w.in_run, w.cancel_reason, w.r_promo < 0.05 AS promo
    FROM w`.execute(trx);
  await sql`ALTER TABLE seed_orders ADD COLUMN run_id int, ADD COLUMN rider_id int`.execute(trx);
  await sql`UPDATE seed_orders SET run_id = ${runBase}::int + CASE WHEN final = ${S.rider_assigned} THEN ${runBlock}::int ELSE 0 END
        + ((delivery_date - ${startDay}::date) * ${sql.lit(nLoc)} + loc_idx) * ${sql.lit(nSlot)} + slot_idx,
      rider_id = (${intArray(riders)})[1 + (((delivery_date - ${startDay}::date) * ${sql.lit(nLoc)} + loc_idx) * ${sql.lit(nSlot)} + slot_idx) % ${sql.lit(riders.length)}]
    WHERE delivery_date IS NOT NULL`.execute(trx);
  await sql`CREATE UNIQUE INDEX ON seed_orders (id)`.execute(trx);
  await sql`ANALYZE seed_orders`.execute(trx);
  return { orderBase, runBase, settlementBase, runDays, runBlock, customerBase };
}

export async function dropPlan(db: Db): Promise<void> {
  for (const t of SCRATCH) await sql`DROP TABLE IF EXISTS ${sql.table(t)}`.execute(db);
}
