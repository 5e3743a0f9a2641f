import { ORDER_STATUS as S, ORDER_STATUSES, orderStatusName, type OrderStatus } from './statuses';
import type { RunState } from './transitions';

/**
 * Where an order in each status may sit with respect to its dispatch run: exactly the pairs the
 * lifecycle reaches (tests/unit/orders/runStates.test.ts walks the transition table and the run's
 * start and end to prove it). The demo seed checks every row it writes against it and
 * `npm run db:check` refuses any order outside it (src/server/db/checks/orderRunStates.ts).
 *
 * - Before dispatch (0–10, 23–27), returned (16) or cancelled (17): in no run.
 * - rider_assigned (11): in a run not yet started (starting the run starts every order of it).
 * - dispatch_start, on_route, arrived, cancelled/failed trip (12–14, 19, 20): in a started run
 *   (ending the run delivers the arrived orders and returns the others to the pharmacy).
 * - delivered, completed (15, 21): in the run that delivered them, started or ended.
 */
const IN_NO_RUN: readonly RunState[] = ['none'];
const DISPATCHED: Partial<Record<OrderStatus, readonly RunState[]>> = {
  [S.rider_assigned]: ['pending'],
  [S.dispatch_start]: ['ongoing'], [S.on_route]: ['ongoing'], [S.arrived]: ['ongoing'], [S.cancelled_trip]: ['ongoing'], [S.failed_trip]: ['ongoing'],
  [S.delivered]: ['ongoing', 'completed'], [S.completed]: ['ongoing', 'completed'],
};

export const ORDER_RUN_STATES: Readonly<Record<OrderStatus, readonly RunState[]>> = Object.fromEntries(
  ORDER_STATUSES.map((s) => [s, DISPATCHED[s] ?? IN_NO_RUN])) as Record<OrderStatus, readonly RunState[]>;

const describeRun = (run: RunState) => (run === 'none' ? 'in no dispatch run' : `in ${run === 'ongoing' ? 'an' : 'a'} ${run} dispatch run`);

/** Why an order in `status` cannot be `run` (`null` when the lifecycle can reach that pair). */
export function orderRunProblem(status: number, run: RunState): string | null {
  const allowed = ORDER_RUN_STATES[status as OrderStatus];
  if (!allowed) return `status ${status} is not an order status`;
  if (allowed.includes(run)) return null;
  return `${orderStatusName(status)} (${status}) ${describeRun(run)}: the lifecycle only has it ${allowed.map(describeRun).join(' or ')}`;
}
