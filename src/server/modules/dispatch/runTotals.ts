import type { RunOrder } from './queries';

/** Order statuses at which an order has reached the door or come back (arrived, delivered, returned, completed). */
const SETTLED_AT_DOOR = [14, 15, 16, 21];

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A run's money and progress from its orders: what is due at the door, what the rider collected per
 * payment mode and in all, how many orders are at each status, and how many have not yet arrived
 * (those return to the pharmacy when the run ends).
 */
export function runTotals(orders: RunOrder[]) {
  const byStatus: Record<number, number> = {};
  const collected: Record<string, number> = {};
  let due = 0;
  for (const o of orders) {
    byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    due += o.amount_due ?? 0;
    if (o.mode1_type) collected[o.mode1_type] = (collected[o.mode1_type] ?? 0) + (o.mode1_amount ?? 0);
    if (o.mode2_type) collected[o.mode2_type] = (collected[o.mode2_type] ?? 0) + (o.mode2_amount ?? 0);
  }
  return {
    byStatus, amountDue: round(due), collected: Object.fromEntries(Object.entries(collected).map(([k, v]) => [k, round(v)])),
    totalCollected: round(Object.values(collected).reduce((a, b) => a + b, 0)),
    notArrived: orders.filter((o) => !SETTLED_AT_DOOR.includes(o.status)).length,
  };
}
