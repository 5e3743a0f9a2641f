import { sql } from 'kysely';
import type { Db } from '../../../connection';
import { AGENT_REPLIES, CUSTOMER_MESSAGES } from '../people';
import { pickFrom, reserveIds, rnd, textArray, type BulkContext } from './context';
import type { PlanIds } from './plan';

/** What follows from the orders: trip payments, settlements, dispatch run states, chats, feedback. */

export async function insertTrips(ctx: BulkContext, trx: Db, ids: PlanIds): Promise<void> {
  await sql`INSERT INTO trip_payments (order_id, dispatch_run_id, agent_id, mode1_type, mode1_amount, mode2_type, mode2_amount, created_at)
    SELECT o.id, o.run_id, o.rider_id, CASE o.payment_method WHEN 'cash' THEN 'cash' WHEN 'card' THEN 'card' WHEN 'online' THEN 'online' ELSE 'cashless' END,
      CASE WHEN x.split THEN round(i.net_total / 2, 2) ELSE i.net_total END, CASE WHEN x.split THEN 'cash' END,
      CASE WHEN x.split THEN i.net_total - round(i.net_total / 2, 2) END, o.created_at + o.fm * p.at_arrive * interval '1 minute'
    FROM seed_orders o JOIN seed_paths p USING (path_id) JOIN invoices i ON i.order_id = o.id AND i.status = 'posted',
      LATERAL (SELECT o.payment_method = 'card' AND ${rnd(ctx, 'o.i', 80)} < 0.1 AS split) x
    WHERE p.paid`.execute(trx);
  await sql`UPDATE settlements s SET order_count = x.n, total_amount = x.total
    FROM (SELECT o.settlement_id, count(*)::int AS n,
        sum(t.mode1_amount + coalesce(t.mode2_amount, 0)) AS total
      FROM orders o JOIN trip_payments t ON t.order_id = o.id AND t.voided_at IS NULL
      WHERE o.settlement_id >= ${ids.settlementBase}::int GROUP BY o.settlement_id) x
    WHERE s.id = x.settlement_id`.execute(trx);
  await sql`DELETE FROM settlements s WHERE s.id >= ${ids.settlementBase}::int AND s.order_count = 0
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.settlement_id = s.id)`.execute(trx);
  await sql`UPDATE dispatch_runs r SET status = x.status, started_at = x.started, ended_at = CASE WHEN x.status = 'completed' THEN x.ended END,
      updated_at = coalesce(x.ended, x.started, r.updated_at)
    FROM (SELECT o.run_id,
        CASE WHEN bool_and(p.final = 11) THEN 'pending' WHEN bool_or(p.final IN (12, 13, 14, 19, 20)) THEN 'ongoing' ELSE 'completed' END AS status,
        min(o.created_at + o.fm * p.at_dispatch * interval '1 minute') AS started,
        max(o.created_at + o.fm * coalesce(p.at_deliver, p.at_arrive, p.at_dispatch) * interval '1 minute') AS ended
      FROM seed_orders o JOIN seed_paths p USING (path_id) WHERE p.in_run GROUP BY o.run_id) x
    WHERE r.id = x.run_id`.execute(trx);
  await sql`DELETE FROM dispatch_runs r WHERE r.id >= ${ids.runBase}::int
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.dispatch_run_id = r.id)
    AND NOT EXISTS (SELECT 1 FROM trip_payments t WHERE t.dispatch_run_id = r.id)`.execute(trx);
}

export async function insertChats(ctx: BulkContext, trx: Db): Promise<void> {
  const base = await reserveIds(trx, 'chat_threads', ctx.orders);
  // Per order: m1 customer asks (at arrival), m2 agent sends the quotation, m3/m4 a question and its answer,
  // m5 the unanswered customer message of orders awaiting a reply.
  const plan = sql`SELECT o.*, p.at_submit IS NOT NULL AS quoted, o.created_at + o.fm * coalesce(p.at_submit, 0) * interval '1 minute' AS q,
      o.created_at + o.fm * p.total * interval '1 minute' AS last, ${rnd(ctx, 'o.i', 81)} < 0.35 AND p.at_submit IS NOT NULL AS asked,
      p.statuses[array_length(p.statuses, 1)] AS final_status
    FROM seed_orders o JOIN seed_paths p USING (path_id)`;
  await sql`INSERT INTO chat_threads (id, order_id, customer_id, last_message_at, last_sender, unread_by_agent, created_at)
    SELECT ${base}::bigint + c.i - 1, c.id, c.customer_id,
      CASE WHEN c.awaiting_reply THEN c.last + interval '1 minute' WHEN c.asked THEN c.q + interval '45 minutes' WHEN c.quoted THEN c.q
        ELSE c.created_at + interval '1 minute' END,
      CASE WHEN c.awaiting_reply OR NOT c.quoted THEN 'customer' ELSE 'agent' END, c.awaiting_reply::int, c.created_at
    FROM (${plan}) c`.execute(trx);
  const say = (list: string[], salt: number) => pickFrom(textArray(list), list.length, rnd(ctx, 'c.i', salt));
  await sql`INSERT INTO chat_messages (thread_id, sender, agent_id, body, attachment_url, step, created_at)
    SELECT thread, sender, agent, body, attachment, step, at FROM (
      SELECT ${base}::bigint + c.i - 1 AS thread, c.id, 1 AS n, 'customer' AS sender, NULL::int AS agent, ${say(CUSTOMER_MESSAGES.slice(0, 3), 82)} AS body,
        CASE WHEN c.new_rx THEN '/uploads/prescriptions/rx-' || c.i || '.jpg' END AS attachment, 1 AS step, c.created_at + interval '1 minute' AS at FROM (${plan}) c
      UNION ALL
      SELECT ${base}::bigint + c.i - 1, c.id, 2, 'agent', c.a_pharm, ${say(AGENT_REPLIES.slice(1, 2), 83)}, NULL, 3, c.q FROM (${plan}) c WHERE c.quoted
      UNION ALL
      SELECT ${base}::bigint + c.i - 1, c.id, 3, 'customer', NULL, ${say(CUSTOMER_MESSAGES, 84)}, NULL, 3, c.q + interval '30 minutes' FROM (${plan}) c WHERE c.asked
      UNION ALL
      SELECT ${base}::bigint + c.i - 1, c.id, 4, 'agent', c.a_pharm, ${say(AGENT_REPLIES, 85)}, NULL, 3, c.q + interval '45 minutes' FROM (${plan}) c WHERE c.asked
      UNION ALL
      SELECT ${base}::bigint + c.i - 1, c.id, 5, 'customer', NULL, ${say(CUSTOMER_MESSAGES, 86)}, NULL, c.final_status, c.last + interval '1 minute'
        FROM (${plan}) c WHERE c.awaiting_reply) m
    ORDER BY id, n`.execute(trx);
}

export async function insertFeedback(ctx: BulkContext, trx: Db): Promise<void> {
  await sql`INSERT INTO order_feedback (order_id, rating, customer_service_like, delivery_like, medication_like, mobile_app_like, comment, created_at)
    SELECT o.id, x.rating, x.rating >= 4 OR ${rnd(ctx, 'o.i', 91)} < 0.3, x.rating >= 3 AND ${rnd(ctx, 'o.i', 92)} < 0.9,
      ${rnd(ctx, 'o.i', 93)} < 0.92, CASE WHEN ${rnd(ctx, 'o.i', 94)} < 0.6 THEN x.rating >= 3 END,
      CASE WHEN x.rating <= 2 THEN 'Delivery was late' WHEN x.rating = 5 AND ${rnd(ctx, 'o.i', 95)} < 0.3 THEN 'Excellent service, thank you!' END,
      o.created_at + o.fm * p.at_deliver * interval '1 minute' + interval '3 hours'
    FROM seed_orders o JOIN seed_paths p USING (path_id),
      LATERAL (SELECT (ARRAY[1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5])[1 + floor(${rnd(ctx, 'o.i', 90)} * 12)::int] AS rating) x
    WHERE p.final = 21 AND ${rnd(ctx, 'o.i', 96)} < 0.3`.execute(trx);
}
