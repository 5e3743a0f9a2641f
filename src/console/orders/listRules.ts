/**
 * The realtime order-list rules of spec 4, as a pure function:
 *  - an incoming order update replaces the existing row (same order, same place);
 *  - if no row exists and the update moves the order from list 0 to list 1, it is added at the top;
 *  - any other update for a missing row leaves the list alone (the next fetch brings it).
 * Lists are numbered as the server numbers them in its events: 0 = unassigned, 1 = assigned.
 */
export interface OrderListUpdate<R> {
  row: R;
  fromList?: number | null;
  toList?: number | null;
}

export interface ListState<R> { rows: R[]; count: number }

export const UNASSIGNED_LIST = 0;
export const ASSIGNED_LIST = 1;

export function applyOrderUpdate<R extends { id: number | string }>(
  state: ListState<R>,
  update: OrderListUpdate<R>,
  options: { pageSize?: number } = {},
): ListState<R> {
  const at = state.rows.findIndex((r) => String(r.id) === String(update.row.id));
  if (at >= 0) {
    const rows = state.rows.slice();
    rows[at] = { ...rows[at], ...update.row };
    return { rows, count: state.count };
  }
  if (update.fromList === UNASSIGNED_LIST && update.toList === ASSIGNED_LIST) {
    const rows = [update.row, ...state.rows];
    // A full page stays a page: the last row moves to the next page.
    if (options.pageSize && rows.length > options.pageSize) rows.length = options.pageSize;
    return { rows, count: state.count + 1 };
  }
  return state;
}

/** Applies several updates in order (a burst of socket events). */
export const applyOrderUpdates = <R extends { id: number | string }>(
  state: ListState<R>, updates: OrderListUpdate<R>[], options: { pageSize?: number } = {},
): ListState<R> => updates.reduce((s, u) => applyOrderUpdate(s, u, options), state);
