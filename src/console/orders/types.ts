import type { OrderListRow } from '@shared/generated/types';

/** An order list row as the list calls answer it (schema orderListRow, spec 3), id always present. */
export type OrderRow = OrderListRow & {
  id: number;
  order_id: string;
  /** Some lists name the assignee (assigned orders list, chat overview). */
  assigned_agent_name?: string | null;
  location_name?: string | null;
  city?: string | null;
};

/**
 * A page of a list. `countCapped`: more than `count` match (the server stopped counting; show
 * "more than N — refine the search"). `nextCursor`: the keyset cursor of the next page (issue 13).
 */
export interface ListPage<T> { items: T[]; count: number; countCapped?: boolean; nextCursor?: string | null }

/** How list rows are ordered (spec 2, Kanban; spec 3, sorting fields). */
export type SortMode = 'status_update' | 'sorting_date';
