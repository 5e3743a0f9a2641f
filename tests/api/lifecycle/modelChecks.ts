import { sql } from 'kysely';
import { can } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';
import { TERMINAL_STATUSES } from '../../../src/shared/orders/statuses';
import { abilitiesOf, openTransitions, type RunState } from '../../../src/shared/orders/transitions';
import { orderRunProblem } from '../../../src/shared/orders/runStates';
import type { OrderState, Shared } from './modelWorld';

/**
 * What must hold after every step of the lifecycle model, answered as a list of problems (empty:
 * all well). Stock and money are read for the world's products and orders only, so a check stays
 * a few milliseconds however many sequences ran before.
 */
export async function worldProblems(s: Shared, orders: OrderState[]): Promise<string[]> {
  const out = movabilityProblems(s, orders);
  const db = s.app.db;
  const ids = orders.map((o) => o.id);
  const stock = (await sql<{ m: string }>`SELECT format('batch %s: quantity %s reserved %s, ledger %s / %s, active reservations %s', b.id, b.quantity, b.reserved_quantity,
      coalesce(m.q, 0), coalesce(m.r, 0), coalesce(v.n, 0)) AS m
    FROM product_batches b
    LEFT JOIN LATERAL (SELECT sum(quantity_delta) AS q, sum(reserved_delta) AS r FROM stock_movements WHERE batch_id = b.id) m ON true
    LEFT JOIN LATERAL (SELECT sum(quantity) AS n FROM reservations WHERE batch_id = b.id AND status = 'active') v ON true
    WHERE b.product_id = ANY(${s.products}::int[]) AND (b.quantity <> coalesce(m.q, 0) OR b.reserved_quantity <> coalesce(m.r, 0) OR b.quantity < 0
      OR b.reserved_quantity < 0 OR b.reserved_quantity > b.quantity OR b.reserved_quantity <> coalesce(v.n, 0))`.execute(db)).rows;
  out.push(...stock.map((r) => `stock: ${r.m}`));

  // Money (what this branch can check itself): payments never above the charge, credits never above what was charged.
  const money = (await sql<{ m: string }>`SELECT m FROM (
      SELECT format('order %s: live payments %s above the invoice net %s', i.order_id, p.paid, i.net_total) AS m FROM invoices i
        JOIN LATERAL (SELECT sum(mode1_amount + coalesce(mode2_amount, 0)) AS paid FROM trip_payments WHERE order_id = i.order_id AND voided_at IS NULL) p ON true
        WHERE i.order_id = ANY(${ids}::bigint[]) AND i.status = 'posted' AND p.paid > i.net_total
      UNION ALL
      SELECT format('invoice line %s: credited %s (%s units) above charged %s (%s units)', l.id, c.amount, c.qty, l.line_total, l.batch_qty) FROM invoice_lines l
        JOIN invoices i ON i.id = l.invoice_id
        JOIN LATERAL (SELECT sum(line_total) AS amount, sum(quantity) AS qty FROM credit_note_lines WHERE invoice_line_id = l.id) c ON true
        WHERE i.order_id = ANY(${ids}::bigint[]) AND (c.amount > l.line_total OR c.qty > l.batch_qty)
      UNION ALL
      SELECT format('invoice %s: credit notes %s above its net %s', i.invoice_no, c.amount, i.net_total) FROM invoices i
        JOIN LATERAL (SELECT sum(amount) AS amount FROM credit_notes WHERE invoice_id = i.id) c ON true
        WHERE i.order_id = ANY(${ids}::bigint[]) AND c.amount > i.net_total) x`.execute(db)).rows;
  out.push(...money.map((r) => `money: ${r.m}`));

  // A list's count equals its list, and both equal the orders in its statuses.
  const planner = s.as('logistics.view');
  const actual = (await sql<{ s10: number; s16: number }>`SELECT count(*) FILTER (WHERE status = 10)::int AS s10, count(*) FILTER (WHERE status = 16)::int AS s16
    FROM orders`.execute(db)).rows[0];
  for (const [orderType, want] of [['assign', actual.s10], ['returned', actual.s16]] as const) {
    const res = await s.app.inject({ method: 'GET', url: `/api/v1/orders/admin/get-prepared-orders?orderType=${orderType}&limit=200`, headers: planner.headers });
    const data = res.json().data as { items: unknown[]; count: number };
    if (data.count !== want || data.items.length !== Math.min(want, 200)) out.push(`list ${orderType}: count ${data.count}, ${data.items.length} rows, ${want} orders`);
  }
  return out;
}

/** Every order not final sits where the lifecycle can reach and has a move some role (or the customer, or the system) may make. */
export function movabilityProblems(s: Shared, orders: OrderState[]): string[] {
  const out: string[] = [];
  for (const o of orders) {
    if (TERMINAL_STATUSES.includes(o.status as never)) continue;
    const problem = orderRunProblem(o.status, o.run as RunState);
    if (problem) out.push(`order ${o.id}: ${problem}`);
    const movable = openTransitions(o.status, o.run as RunState)
      .filter((t) => t.customer || t.system || abilitiesOf(t).some((a) => ROLES.some((r) => can(s.app.permissions.abilitiesOf(r), a))));
    if (!movable.length) out.push(`order ${o.id}: status ${o.status} in run state ${o.run}: no role may move it`);
  }
  return out;
}
