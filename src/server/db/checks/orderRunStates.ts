import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../connection';
import { ORDER_STATUSES, ORDER_STATUS as S } from '../../../shared/orders/statuses';
import { RUN_STATES } from '../../../shared/orders/transitions';
import { orderRunProblem } from '../../../shared/orders/runStates';

/**
 * Orders whose state contradicts their dispatch run (db:check, the demo seed, tests): every pair
 * (status, run state) the lifecycle cannot reach, as orderRunProblem (src/shared) words it, joined
 * to the orders — so the rule lives once, in src/shared, and the check stays one set-based query.
 */

export interface RunStateCheck { name: string; query: RawBuilder<{ message: string }> }

const UNREACHABLE = ORDER_STATUSES.flatMap((status) => RUN_STATES.flatMap((run) => {
  const problem = orderRunProblem(status, run);
  return problem ? [{ status, run, problem }] : [];
}));

export const ORDER_RUN_CHECK = 'order status agrees with its dispatch run';
export const ARRIVED_PAID_CHECK = 'an arrived order has its trip payment';

export const orderRunChecks = (limit: number): RunStateCheck[] => [
  {
    name: ORDER_RUN_CHECK,
    query: sql`SELECT format('order %s: %s%s', o.display_id, u.problem, coalesce(' (run ' || r.display_id || ')', '')) AS message
      FROM orders o LEFT JOIN dispatch_runs r ON r.id = o.dispatch_run_id
      JOIN (VALUES ${sql.join(UNREACHABLE.map((u) => sql`(${u.status}::int, ${u.run}::text, ${u.problem}::text)`))}) AS u(status, run, problem)
        ON u.status = o.status AND u.run = coalesce(r.status, 'none')
      ORDER BY o.id LIMIT ${limit}`,
  },
  {
    // End of run delivers an arrived order on the strength of the payment recorded at the door.
    name: ARRIVED_PAID_CHECK,
    query: sql`SELECT format('order %s: arrived (14) without a live trip payment', o.display_id) AS message FROM orders o
      WHERE o.status = ${S.arrived} AND NOT EXISTS (SELECT 1 FROM trip_payments t WHERE t.order_id = o.id AND t.voided_at IS NULL)
      ORDER BY o.id LIMIT ${limit}`,
  },
];

/** The violations of these checks (empty: every order has a run state the lifecycle can reach). */
export async function orderRunViolations(db: Db, limit = 20): Promise<Array<{ check: string; message: string }>> {
  const out: Array<{ check: string; message: string }> = [];
  for (const c of orderRunChecks(limit)) for (const r of (await c.query.execute(db)).rows) out.push({ check: c.name, message: r.message });
  return out;
}

/** For generators (the demo seed): refuses to finish with a row the lifecycle could not have written. */
export async function assertOrderRunStates(db: Db, what: string): Promise<void> {
  const v = await orderRunViolations(db, 5);
  if (v.length) throw new Error(`${what} wrote orders the lifecycle cannot reach: ${v.map((x) => x.message).join('; ')}`);
}
