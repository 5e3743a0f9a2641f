import { sql } from 'kysely';
import type { Db } from '../../../connection';
import { DOCTORS, FIRST_NAMES, LAST_NAMES, STREETS } from '../people';
import { intArray, pickFrom, reserveIds, rnd, textArray, ts, type BulkContext } from './context';
import type { PlanIds } from './plan';

/** Customers, patients, prescriptions, dispatch runs, settlements, orders and their status logs, from the plan. */

export async function insertPeople(ctx: BulkContext, trx: Db): Promise<void> {
  const { ref } = ctx;
  const referral = (await sql<{ id: number }>`SELECT id FROM referral_modes ORDER BY id`.execute(trx)).rows.map((r) => r.id);
  const support = ref.agents.customer_support ?? [null];
  await sql`INSERT INTO customers (id, name, contact_number, email, source, referral_mode_id, city_id, addresses, created_by_agent_id, created_at, updated_at)
    SELECT c.id, n.fn || ' ' || n.ln,
      '+94 7' || floor(${rnd(ctx, 'c.idx', 31)} * 9)::int || ' ' || lpad(floor(${rnd(ctx, 'c.idx', 32)} * 1000)::int::text, 3, '0') || ' '
        || lpad(floor(${rnd(ctx, 'c.idx', 33)} * 10000)::int::text, 4, '0'),
      CASE WHEN ${rnd(ctx, 'c.idx', 34)} < 0.8 THEN lower(replace(n.fn || '.' || n.ln, ' ', '')) || c.idx || '@' ||
        ${pickFrom(textArray(['gmail.com', 'yahoo.com', 'outlook.com', 'sltnet.lk']), 4, rnd(ctx, 'c.idx', 35))} END,
      CASE WHEN n.offline THEN 'offline' ELSE 'app' END,
      CASE WHEN n.offline AND ${referral.length > 0} THEN ${referral.length ? pickFrom(intArray(referral), referral.length, rnd(ctx, 'c.idx', 36)) : sql`NULL::int`} END,
      n.city,
      jsonb_build_array(jsonb_build_object('label', 'Home', 'address', (10 + floor(${rnd(ctx, 'c.idx', 37)} * 290))::int || ', ' ||
        ${pickFrom(textArray(STREETS), STREETS.length, rnd(ctx, 'c.idx', 38))}, 'cityId', n.city)),
      CASE WHEN n.offline THEN ${pickFrom(intArray(support as number[]), support.length, rnd(ctx, 'c.idx', 39))} END,
      c.created_at, c.created_at
    FROM seed_customers c, LATERAL (SELECT ${pickFrom(textArray(FIRST_NAMES), FIRST_NAMES.length, rnd(ctx, 'c.idx', 40))} AS fn,
      ${pickFrom(textArray(LAST_NAMES), LAST_NAMES.length, rnd(ctx, 'c.idx', 41))} AS ln, ${rnd(ctx, 'c.idx', 42)} < 0.1 AS offline,
      ${pickFrom(intArray(ref.cityIds), ref.cityIds.length, rnd(ctx, 'c.idx', 43))} AS city) n`.execute(trx);

  await sql`INSERT INTO patients (id, customer_id, first_name, last_name, date_of_birth, gender, relationship, allergies, created_at, updated_at)
    SELECT c.first_patient + j - 1, c.id,
      CASE WHEN j = 1 THEN split_part(cu.name, ' ', 1) ELSE ${pickFrom(textArray(FIRST_NAMES), FIRST_NAMES.length, rnd(ctx, 'c.idx * 7 + j', 44))} END,
      substr(cu.name, position(' ' IN cu.name) + 1),
      (${ts(ctx.anchor)} - (CASE r.rel WHEN 'child' THEN 1 + ${rnd(ctx, 'c.idx * 7 + j', 45)} * 16 WHEN 'parent' THEN 55 + ${rnd(ctx, 'c.idx * 7 + j', 45)} * 35
        ELSE 20 + ${rnd(ctx, 'c.idx * 7 + j', 45)} * 55 END) * interval '365 days')::date,
      CASE WHEN ${rnd(ctx, 'c.idx * 7 + j', 46)} < 0.5 THEN 'female' ELSE 'male' END, r.rel,
      CASE WHEN ${rnd(ctx, 'c.idx * 7 + j', 47)} < 0.08 THEN ${pickFrom(textArray(['Penicillin', 'Sulfonamides', 'Aspirin', 'Ibuprofen', 'Latex']), 5, rnd(ctx, 'c.idx * 7 + j', 48))} END,
      c.created_at, c.created_at
    FROM seed_customers c JOIN customers cu ON cu.id = c.id CROSS JOIN generate_series(1, c.k) j,
      LATERAL (SELECT CASE WHEN j = 1 THEN 'self' ELSE ${pickFrom(textArray(['spouse', 'child', 'child', 'parent']), 4, rnd(ctx, 'c.idx * 7 + j', 49))} END AS rel) r`.execute(trx);

  const prescriptions = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM seed_orders WHERE new_rx`.execute(trx)).rows[0].n);
  const rxBase = await reserveIds(trx, 'prescriptions', prescriptions);
  await sql`CREATE UNLOGGED TABLE seed_rx AS SELECT ${rxBase}::int AS base`.execute(trx);
  await sql`INSERT INTO prescriptions (id, customer_id, patient_id, source, doctor_name, doctor_registration, issued_date, valid_until, status,
      attachments, reorder_interval_days, next_reorder_date, created_at, updated_at)
    SELECT ${rxBase}::int + o.rx_seq - 1, o.customer_id, o.patient_id, CASE WHEN o.offline THEN 'offline' ELSE 'app' END,
      ${pickFrom(textArray(DOCTORS), DOCTORS.length, rnd(ctx, 'o.i', 50))}, 'SLMC ' || (10000 + floor(${rnd(ctx, 'o.i', 51)} * 89999))::int,
      x.issued, x.issued + 180, CASE WHEN x.issued + 180 < ${ts(ctx.anchor)}::date THEN 'expired' ELSE 'active' END,
      jsonb_build_array(jsonb_build_object('url', '/uploads/prescriptions/rx-' || o.i || '.jpg', 'name', 'prescription-' || o.i || '.jpg',
        'uploadedAt', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))),
      CASE WHEN x.chronic THEN 30 END, CASE WHEN x.chronic THEN o.created_at::date + 30 END,
      o.created_at - interval '5 minutes', o.created_at - interval '5 minutes'
    FROM seed_orders o, LATERAL (SELECT (o.created_at - floor(${rnd(ctx, 'o.i', 52)} * 20) * interval '1 day')::date AS issued,
      ${rnd(ctx, 'o.i', 53)} < 0.4 AS chronic) x
    WHERE o.new_rx`.execute(trx);
  ctx.log(`    ${ctx.customers} customers, their patients and ${prescriptions} prescriptions`);
}

export async function insertRunsAndSettlements(ctx: BulkContext, trx: Db, ids: PlanIds): Promise<void> {
  const { ref } = ctx;
  const nLoc = ref.locationIds.length;
  const nSlot = ref.slotIds.length;
  const riders = ref.agents.delivery_agent ?? [];
  const planner = ref.agents.logistic_planner?.[0] ?? null;
  const finance = ref.agents.finance?.[0] ?? ref.agents.pharmacist[0];
  const startDay = ctx.start.toISOString().slice(0, 10);
  await sql`INSERT INTO dispatch_runs (id, agent_id, location_id, status, delivery_date, delivery_slot_id, vehicle_number, created_by_agent_id, created_at, updated_at)
    SELECT ${ids.runBase}::int + kk, r.rider, (${intArray(ref.locationIds)})[1 + (k / ${sql.lit(nSlot)}) % ${sql.lit(nLoc)}], 'pending', r.day,
      (${intArray(ref.slotIds)})[1 + k % ${sql.lit(nSlot)}], a.vehicle_number, ${planner}::int,
      r.day - interval '8 hours', r.day - interval '8 hours'
    FROM generate_series(0, ${2 * ids.runBlock - 1}::int) kk, LATERAL (SELECT kk % ${ids.runBlock}::int AS k) b,
      LATERAL (SELECT (${intArray(riders)})[1 + k % ${sql.lit(riders.length)}] AS rider, ${startDay}::date + k / ${sql.lit(nLoc * nSlot)} AS day) r
      JOIN agents a ON a.id = r.rider`.execute(trx);
  await sql`INSERT INTO settlements (id, processed_by_agent_id, rider_id, order_count, total_amount, note, created_at)
    SELECT ${ids.settlementBase}::int + (r.id - ${ids.runBase}::int), ${finance}::int, r.agent_id, 0, 0, 'Dispatch ' || r.display_id,
      r.delivery_date + interval '34 hours'
    FROM dispatch_runs r WHERE r.id >= ${ids.runBase}::int AND r.delivery_date < ${ts(ctx.anchor)}::date - 1`.execute(trx);
}

export async function insertOrders(ctx: BulkContext, trx: Db, ids: PlanIds): Promise<void> {
  const anchorDay = sql`${ts(ctx.anchor)}::date`;
  await sql`INSERT INTO orders (id, customer_id, patient_id, prescription_id, parent_order_id, source, receive_mode_id, created_by_agent_id,
      status, awaiting_reply, assigned_agent_id, assigned_at, location_id, delivery_city_id, delivery_address, delivery_date, delivery_slot_id,
      payment_method, dispatch_run_id, settlement_id, cancellation_reason, created_at, updated_at, last_status_update_time,
      quoted_at, confirmed_at, delivered_at, closed_at)
    SELECT o.id, o.customer_id, o.patient_id,
      CASE WHEN o.new_rx THEN x.base + o.rx_seq - 1 WHEN o.reorder THEN x.base + o.parent_rx_seq - 1 END, o.parent_order_id,
      CASE WHEN o.offline THEN 'offline' ELSE 'app' END, CASE WHEN o.offline THEN o.receive_mode_id END, CASE WHEN o.offline THEN o.a_support END,
      p.final, o.awaiting_reply, o.assigned_agent_id,
      CASE WHEN o.assigned_agent_id IS NOT NULL THEN o.created_at + o.fm * coalesce(p.at_quote, 10) * interval '1 minute' END,
      o.location_id, o.city_id, o.street || ', ' || c.name, o.delivery_date, CASE WHEN o.delivery_date IS NOT NULL THEN o.slot_id END,
      o.payment_method, CASE WHEN p.in_run THEN o.run_id END,
      CASE WHEN p.in_run AND p.final IN (15, 21) AND o.delivery_date < ${anchorDay} - 1 THEN ${ids.settlementBase}::int + (o.run_id - ${ids.runBase}::int) END,
      CASE WHEN p.final = 17 THEN o.cancel_reason END,
      o.created_at, l.last, l.last,
      o.created_at + o.fm * p.at_submit * interval '1 minute', o.created_at + o.fm * p.at_confirm * interval '1 minute',
      o.created_at + o.fm * p.at_deliver * interval '1 minute', o.created_at + o.fm * p.at_close * interval '1 minute'
    FROM seed_orders o JOIN seed_paths p USING (path_id) JOIN cities c ON c.id = o.city_id CROSS JOIN seed_rx x,
      LATERAL (SELECT o.created_at + o.fm * p.total * interval '1 minute' AS last) l`.execute(trx);
}

/** Log ids are given in each order's step order (a block per order), so no sort of the whole history is needed. */
export async function insertLogs(ctx: BulkContext, trx: Db): Promise<void> {
  const total = Number((await sql<{ n: number }>`SELECT coalesce(sum(array_length(p.statuses, 1)), 0)::bigint AS n
    FROM seed_orders o JOIN seed_paths p USING (path_id)`.execute(trx)).rows[0].n);
  const base = await reserveIds(trx, 'order_logs', total);
  await sql`INSERT INTO order_logs (id, order_id, action, from_status, to_status, actor, agent_id, role, message, created_at)
    SELECT ${base}::bigint + o.log_offset + k - 1, o.id, p.actions[k], CASE WHEN k > 1 THEN p.statuses[k - 1] END, p.statuses[k], s.actor,
      CASE WHEN s.actor = 'agent' THEN CASE s.role WHEN 'invoicing_assistant' THEN o.a_inv WHEN 'customer_support' THEN o.a_support
        WHEN 'logistic_planner' THEN o.a_planner WHEN 'delivery_agent' THEN o.rider_id ELSE o.a_pharm END END,
      CASE WHEN s.actor = 'agent' THEN s.role END,
      CASE WHEN p.actions[k] = 'cancel' THEN o.cancel_reason END,
      o.created_at + o.fm * p.cum[k] * interval '1 minute'
    FROM seed_orders o JOIN seed_paths p USING (path_id) CROSS JOIN LATERAL generate_subscripts(p.statuses, 1) k,
      LATERAL (SELECT CASE WHEN k = 1 AND o.offline THEN 'agent' ELSE p.actors[k] END AS actor,
        CASE WHEN k = 1 AND o.offline THEN 'customer_support' WHEN p.roles[k] = 'rider' THEN 'delivery_agent' ELSE p.roles[k] END AS role) s`.execute(trx);
}
