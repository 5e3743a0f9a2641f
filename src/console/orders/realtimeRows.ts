import { stageOf } from '@shared/orders/stages';
import type { OrderRow } from './types';
import { ASSIGNED_LIST, UNASSIGNED_LIST, type OrderListUpdate } from './listRules';
import type { OrderEventName } from './orderEvents';

/**
 * What the server's order events carry (src/server/modules/orders/events.ts): stepChanged has the
 * order's statuses before and after and, from the order service, its new list row; chatCounts
 * has the orders touched, why, and sometimes the row.
 */
export interface OrderEventPayload {
  orderId?: number;
  orderIds?: number[];
  order_id?: string;
  from?: number;
  to?: number;
  stage?: string;
  reason?: string;
  agentId?: number | null;
  assignedAgentId?: number | null;
  row?: OrderRow | null;
}

export const payloadOf = (p: unknown): OrderEventPayload => (p && typeof p === 'object' ? (p as OrderEventPayload) : {});

/** A list view: which orders belong to it, as the server's filter would decide for one row. */
export interface ListView {
  belongs: (row: OrderRow) => boolean;
  /** Stage of the view, when it shows one stage (chat sub-lists, kanban columns). */
  stage?: string;
  /** New orders (without a row in the event) may belong here: count them as arrived. */
  acceptsNew?: boolean;
  /** Newly assigned orders (assignment events carry no row) may belong here: count them as arrived. */
  acceptsAssigned?: boolean;
}

/**
 * Turns an event into a list update for a view: the row replaces its copy; it counts as moving
 * from list 0 (elsewhere) to list 1 (this view) when it belongs to the view now and did not
 * before — judged by the status it left (stepChanged) or by its assignment (chatCounts "assigned").
 */
export function toListUpdate(name: OrderEventName, raw: unknown, view: ListView): OrderListUpdate<OrderRow> | null {
  const p = payloadOf(raw);
  const row = p.row;
  if (!row || row.id === undefined) return null;
  const toList = view.belongs(row) ? ASSIGNED_LIST : UNASSIGNED_LIST;
  let fromList: number | null = null;
  if (name === 'stepChanged' && typeof p.from === 'number' && view.stage) {
    // Before the change the order was at status `from`; its stage then decides where it was listed.
    let before: string | null = null;
    try { before = stageOf(p.from, false); } catch { /* a status without a stage */ }
    fromList = before === view.stage ? ASSIGNED_LIST : UNASSIGNED_LIST;
  } else if (name === 'chatCounts' && p.reason === 'assigned') {
    fromList = UNASSIGNED_LIST;
  }
  return { row, fromList, toList };
}

/** Whether an event touches an order of the given ids (assignment events list them). */
export const touches = (raw: unknown, ids: Array<number | string>): boolean => {
  const p = payloadOf(raw);
  const set = new Set(ids.map(String));
  return [p.orderId, ...(p.orderIds ?? []), p.row?.id].some((id) => id !== undefined && id !== null && set.has(String(id)));
};
