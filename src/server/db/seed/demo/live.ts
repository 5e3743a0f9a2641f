import { sql } from 'kysely';
import type { Db } from '../../connection';
import { insertOrder } from '../../../modules/orders/lifecycle/create';
import { applyTransition, type Actor, type TransitionRequest } from '../../../modules/orders/lifecycle/service';
import { applyTransitionMany } from '../../../modules/orders/lifecycle/many';
import { assertOrderRunStates } from '../../checks/orderRunStates';
import { TRANSITIONS, abilitiesOf } from '../../../../shared/orders/transitions';
import { ORDER_STATUS as S } from '../../../../shared/orders/statuses';
import { createQuotation, creditNote, draftInvoice, postInvoice, submitQuotation } from './invoicing';
import { seedLivePurchasing } from './livePurchasing';
import { PATHS, totalMinutes, type Path } from './paths';
import { AGENT_REPLIES, CANCEL_REASONS, CUSTOMER_MESSAGES, FIRST_NAMES, LAST_NAMES, STREETS } from './people';
import type { Prng } from './prng';
import type { ProductRef, Reference } from './reference';

/**
 * The live set: recent orders walked step by step through the real order service (transition
 * table, logs, effects) and stock service (reservations, invoices out, credit notes back), so
 * the newest data is exactly what the running system would have written.
 */

const ALL_ABILITIES = Object.fromEntries(TRANSITIONS.flatMap((t) => abilitiesOf(t)).map((a) => [a, null]));

const ROLE_OF: Record<string, string> = {
  confirmQuotationByAgent: 'customer_support', complete: 'customer_support', cancel: 'customer_support', cancelInvoiced: 'finance',
  submitDraft: 'customer_support', startInvoice: 'invoicing_assistant', submitInvoice: 'invoicing_assistant', assignDispatch: 'logistic_planner',
  reassignReturned: 'logistic_planner', releaseToDispensing: 'pharmacist',
};

interface LiveCtx { db: Db; ref: Reference; rng: Prng; avail: Map<number, number>; runs: Map<string, number>; customers: Array<{ id: number; patientId: number; cityId: number | null }> }

/** Live targets: every path once, then the common ones again; plus an offline draft and two credit-note stories. */
function targets(count: number): Array<{ path: Path; special?: 'draft' | 'offline' | 'cancelInvoiced' | 'partialCredit' }> {
  const list: Array<{ path: Path; special?: 'draft' | 'offline' | 'cancelInvoiced' | 'partialCredit' }> = PATHS.map((path) => ({ path }));
  const completed = PATHS.find((p) => p.final === S.completed)!;
  const confirm = PATHS.find((p) => p.final === S.confirm)!;
  list.push({ path: PATHS[0], special: 'draft' }, { path: PATHS[0], special: 'offline' }, { path: confirm, special: 'cancelInvoiced' }, { path: completed, special: 'partialCredit' });
  const common = [S.new_order, S.quatation_done, S.placed, S.prepared, S.delivered, S.completed, S.completed, S.cancelled];
  for (let i = 0; list.length < count; i++) list.push({ path: PATHS.find((p) => p.final === common[i % common.length])! });
  return list.slice(0, Math.max(count, PATHS.length + 4));
}

export async function seedLive(db: Db, ref: Reference, rng: Prng, anchor: Date, count: number, log: (m: string) => void): Promise<void> {
  const started = Date.now();
  await seedLivePurchasing(db, ref, rng.fork(1), anchor);
  const avail = new Map((await sql<{ id: number; n: number }>`SELECT product_id AS id, sum(quantity - reserved_quantity)::int AS n FROM product_batches
    WHERE expiry_date > ${anchor.toISOString().slice(0, 10)}::date + 30 GROUP BY product_id`.execute(db)).rows.map((r) => [r.id, r.n]));
  const ctx: LiveCtx = { db, ref, rng, avail, runs: new Map(), customers: await liveCustomers(db, ref, rng, anchor) };
  const list = targets(count);
  const window = 36 * 3_600_000;
  // Orders walk up to the start of their run; each run then starts with all its orders at once (as
  // start-dispatch does), and the walks go on: no order is left rider_assigned in a started run.
  const waiting: Waiting[] = [];
  for (const [k, t] of list.entries()) {
    const created = new Date(anchor.getTime() - window + Math.floor((k / list.length) * (window - 3_600_000)));
    const w = await walk(ctx, t.path, created, anchor, t.special);
    if (w) waiting.push(w);
  }
  for (const runId of [...new Set(waiting.map((w) => w.runId))]) {
    const mine = waiting.filter((w) => w.runId === runId);
    const at = new Date(Math.max(...mine.map((w) => w.startAt.getTime())));
    await db.transaction().execute(async (trx) => {
      await applyTransitionMany(trx, { orderIds: mine.map((w) => w.orderId), action: 'startDispatch', actor: mine[0].rider, at });
      await sql`UPDATE dispatch_runs SET status = 'ongoing', started_at = ${at}, updated_at = ${at} WHERE id = ${runId} AND status = 'pending'`.execute(trx);
    });
    for (const w of mine) await w.resume(at);
  }
  await finishRuns(db, anchor);
  await assertOrderRunStates(db, 'the demo seed');
  log(`  live orders through the services: ${list.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function liveCustomers(db: Db, ref: Reference, rng: Prng, anchor: Date) {
  const out: LiveCtx['customers'] = [];
  for (let i = 0; i < 20; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const cityId = rng.pick(ref.cityIds);
    const at = new Date(anchor.getTime() - rng.int(3, 90) * 86_400_000);
    const id = (await sql<{ id: number }>`INSERT INTO customers (name, contact_number, email, source, city_id, addresses, created_at, updated_at)
      VALUES (${`${first} ${last}`}, ${`+94 7${rng.int(0, 8)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`}, ${`${first}.${last}.live${i}@gmail.com`.toLowerCase().replace(/ /g, '')},
        'app', ${cityId}, ${JSON.stringify([{ label: 'Home', address: `${rng.int(1, 250)}, ${rng.pick(STREETS)}`, cityId }])}::jsonb, ${at}, ${at}) RETURNING id`.execute(db)).rows[0].id;
    const patientId = (await sql<{ id: number }>`INSERT INTO patients (customer_id, first_name, last_name, relationship, gender, created_at, updated_at)
      VALUES (${id}, ${first}, ${last}, 'self', ${rng.chance(0.5) ? 'female' : 'male'}, ${at}, ${at}) RETURNING id`.execute(db)).rows[0].id;
    out.push({ id, patientId, cityId });
  }
  return out;
}

function quoteLines(ctx: LiveCtx): Array<{ productId: number; quantity: number; unitPrice: number }> {
  const lines = new Map<number, { productId: number; quantity: number; unitPrice: number }>();
  const n = ctx.rng.int(1, 4);
  for (let tries = 0; lines.size < n && tries < 40; tries++) {
    const p: ProductRef = ctx.ref.products[Math.floor(Math.pow(ctx.rng.next(), 2) * ctx.ref.products.length)];
    const [min, max, stepQ] = p.qty;
    const quantity = min + stepQ * ctx.rng.int(0, Math.floor((max - min) / stepQ));
    if (lines.has(p.id) || (ctx.avail.get(p.id) ?? 0) < quantity * 2) continue;
    ctx.avail.set(p.id, (ctx.avail.get(p.id) ?? 0) - quantity);
    lines.set(p.id, { productId: p.id, quantity, unitPrice: p.retail });
  }
  return [...lines.values()];
}

/** An order walked up to the start of its run: the run starts with all its orders, then `resume` walks on. */
interface Waiting { orderId: number; runId: number; startAt: Date; rider: Actor; resume: (startedAt: Date) => Promise<void> }

async function walk(ctx: LiveCtx, path: Path, created: Date, anchor: Date, special?: string): Promise<Waiting | null> {
  const { db, ref, rng } = ctx;
  const customer = rng.pick(ctx.customers);
  const locationId = rng.pick(ref.locationIds);
  const slotId = rng.pick(ref.slotIds);
  const agent = (role: string): Actor => {
    const pool = ref.agents[role] ?? ref.agents.pharmacist;
    return { kind: 'agent', agentId: pool[(customer.id + role.length) % pool.length], role, locationId, abilities: ALL_ABILITIES };
  };
  const offline = special === 'draft' || special === 'offline';
  const order = await db.transaction().execute((trx) => insertOrder(trx, {
    customerId: customer.id, patientId: customer.patientId, locationId, deliveryCityId: customer.cityId, source: offline ? 'offline' : 'app',
    deliveryAddress: `${rng.int(1, 250)}, ${rng.pick(STREETS)}`, draft: offline,
  }, offline ? agent('customer_support') : { kind: 'customer', customerId: customer.id }, created));
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO chat_messages (thread_id, sender, body, step, created_at)
      SELECT id, 'customer', ${rng.pick(CUSTOMER_MESSAGES.slice(0, 3))}, ${offline ? 0 : 1}, ${new Date(created.getTime() + 60_000)} FROM chat_threads WHERE order_id = ${order.orderId}`.execute(trx);
  });
  if (special === 'draft') return null;
  const steps = offline ? [{ action: 'submitDraft', minutes: 15 }, ...path.steps.slice(1)] : path.steps.slice(1);
  const total = Math.max(1, offline ? totalMinutes(path) + 15 : totalMinutes(path));
  const room = (anchor.getTime() - created.getTime()) / 60_000 - 10;
  const scale = Math.min(1, room / total);
  const starts = steps.some((s) => s.action === 'startDispatch');
  let runId: number | null = null;
  const deliveryDate = new Date(Math.min(anchor.getTime(), created.getTime() + 20 * 3_600_000)).toISOString().slice(0, 10);
  /** Walks the steps from `from`; stops at startDispatch (the run starts all its orders at once) and hands back how to go on. */
  const go = async (from: number, minutesBefore: number, notBefore: number): Promise<Waiting | null> => {
    let minutes = minutesBefore;
    for (let i = from; i < steps.length; i++) {
      const s = steps[i];
      minutes += s.minutes * scale;
      const at = new Date(Math.max(created.getTime() + minutes * 60_000, notBefore));
      if (s.action === 'startDispatch') {
        const done = minutes;
        return {
          orderId: order.orderId, runId: runId!, startAt: at, rider: agent('delivery_agent'),
          resume: async (startedAt) => { if (await go(i + 1, done, startedAt.getTime())) throw new Error('a demo walk starts its run twice'); },
        };
      }
      const t = TRANSITIONS.find((x) => x.action === s.action)!;
      const actor: Actor = t.ability ? agent(ROLE_OF[s.action] ?? (abilitiesOf(t)[0].startsWith('rider') ? 'delivery_agent' : abilitiesOf(t)[0].startsWith('logistics') ? 'logistic_planner' : 'pharmacist'))
        : t.system ? { kind: 'system' } : { kind: 'customer', customerId: customer.id };
      const agentId = actor.kind === 'agent' ? actor.agentId : null;
      const req: TransitionRequest = { orderId: order.orderId, action: s.action, actor, at };
      if (s.action === 'startQuotation') {
        const lines = quoteLines(ctx);
        if (!lines.length) return null; // nothing left to sell: leave the order as a new request
        req.during = async (trx) => {
          await sql`UPDATE quotations SET status = 2, updated_at = ${at} WHERE order_id = ${order.orderId} AND status = 0`.execute(trx);
          await createQuotation(trx, { orderId: order.orderId, agentId, lines, at });
        };
      }
      if (s.action === 'submitQuotation') req.during = (trx) => submitQuotation(trx, order.orderId, at);
      if (['acceptQuotation', 'confirmQuotationByAgent', 'cashlessApprove'].includes(s.action)) {
        req.patch = { paymentMethod: path.final >= 25 ? 'cashless' : rng.pick(['cash', 'cash', 'card', 'online']), deliveryDate, deliverySlotId: slotId };
      }
      if (s.action === 'startInvoice') req.during = async (trx) => { await draftInvoice(trx, order.orderId, agentId, at); };
      if (s.action === 'submitInvoice') req.during = async (trx) => { await postInvoice(trx, order.orderId, agentId, at); };
      if (s.action === 'assignDispatch') {
        runId = await runFor(ctx, locationId, deliveryDate, slotId, starts, at);
        req.patch = { dispatchRunId: runId };
      }
      if (s.action === 'arrived') req.during = async (trx) => {
        await sql`INSERT INTO trip_payments (order_id, dispatch_run_id, agent_id, mode1_type, mode1_amount, created_at)
          SELECT o.id, o.dispatch_run_id, r.agent_id, CASE o.payment_method WHEN 'cash' THEN 'cash' WHEN 'card' THEN 'card' WHEN 'online' THEN 'online' ELSE 'cashless' END,
            i.net_total, ${at}
          FROM orders o JOIN dispatch_runs r ON r.id = o.dispatch_run_id JOIN invoices i ON i.order_id = o.id AND i.status = 'posted' WHERE o.id = ${order.orderId}`.execute(trx);
      };
      if (s.action === 'cancel') req.patch = { cancellationReason: rng.pick(CANCEL_REASONS) };
      await db.transaction().execute((trx) => applyTransition(trx, req));
      if (s.action === 'submitQuotation') await agentReply(db, order.orderId, agentId, at, s.action);
    }
    await afterWalk(ctx, order.orderId, anchor, agent, special);
    return null;
  };
  return go(0, 0, 0);
}

/** The two credit-note stories, once their walk is done. */
async function afterWalk(ctx: LiveCtx, orderId: number, anchor: Date, agent: (role: string) => Actor, special?: string): Promise<void> {
  const { db } = ctx;
  if (special === 'cancelInvoiced') {
    const at = new Date(anchor.getTime() - 5 * 60_000);
    const finance = agent('finance');
    await db.transaction().execute((trx) => applyTransition(trx, {
      orderId, action: 'cancelInvoiced', actor: finance, at, patch: { cancellationReason: 'Customer returned the whole order' },
      during: async (t) => {
        const lines = (await sql<{ id: number; q: number }>`SELECT l.id, l.batch_qty AS q FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
          WHERE i.order_id = ${orderId} AND i.status = 'posted' AND l.batch_qty > 0`.execute(t)).rows;
        await creditNote(t, { orderId, agentId: finance.kind === 'agent' ? finance.agentId : null,
          reason: 'Order cancelled after invoicing', at, lines: lines.map((l) => ({ invoiceLineId: l.id, quantity: l.q, restock: true })) });
      },
    }));
  }
  if (special === 'partialCredit') {
    const chief = agent('chief_pharmacist');
    await db.transaction().execute(async (trx) => {
      const line = (await sql<{ id: number; q: number }>`SELECT l.id, l.batch_qty AS q FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
        WHERE i.order_id = ${orderId} AND i.status = 'posted' AND l.batch_qty > 0 ORDER BY l.id LIMIT 1`.execute(trx)).rows[0];
      if (line) await creditNote(trx, { orderId, agentId: chief.kind === 'agent' ? chief.agentId : null, reason: 'One item damaged in delivery',
        at: new Date(anchor.getTime() - 3 * 60_000), lines: [{ invoiceLineId: line.id, quantity: Math.max(1, Math.floor(line.q / 2)), restock: false }] });
    });
  }
}

async function agentReply(db: Db, orderId: number, agentId: number | null, at: Date, _action: string): Promise<void> {
  if (!agentId) return;
  await sql`INSERT INTO chat_messages (thread_id, sender, agent_id, body, step, created_at)
    SELECT id, 'agent', ${agentId}, ${AGENT_REPLIES[1]}, 3, ${at} FROM chat_threads WHERE order_id = ${orderId}`.execute(db);
  await sql`UPDATE chat_threads SET last_message_at = ${at}, last_sender = 'agent' WHERE order_id = ${orderId}`.execute(db);
}

/**
 * The live dispatch run for (location, date, slot), created on first use with a rider. Orders whose
 * walk goes on past rider_assigned ride in runs that start; the others in runs that stay pending.
 */
async function runFor(ctx: LiveCtx, locationId: number, day: string, slotId: number, starts: boolean, at: Date): Promise<number> {
  const key = `${locationId}/${day}/${slotId}/${starts}`;
  const known = ctx.runs.get(key);
  if (known) return known;
  const riders = ctx.ref.agents.delivery_agent;
  const rider = riders[ctx.runs.size % riders.length];
  const planner = ctx.ref.agents.logistic_planner?.[0] ?? null;
  const id = (await sql<{ id: number }>`INSERT INTO dispatch_runs (agent_id, location_id, status, delivery_date, delivery_slot_id, created_by_agent_id, created_at, updated_at)
    VALUES (${rider}, ${locationId}, 'pending', ${day}, ${slotId}, ${planner}, ${at}, ${at}) RETURNING id`.execute(ctx.db)).rows[0].id;
  ctx.runs.set(key, id);
  return id;
}

/** Runs whose orders all came home are completed; empty ones (orders moved on) are removed. */
async function finishRuns(db: Db, anchor: Date): Promise<void> {
  await sql`UPDATE dispatch_runs r SET status = 'completed', ended_at = least(${anchor}::timestamptz, coalesce(r.started_at, ${anchor}) + interval '3 hours'), updated_at = ${anchor}
    WHERE r.status = 'ongoing' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.dispatch_run_id = r.id AND o.status NOT IN (15, 16, 21))`.execute(db);
}
