import type { SortMode } from '../../orders/types';

/** The kanban board's call (spec 2): the eight columns' first cards, or one column's next page. */
export const KANBAN_PATH = '/orders/admin/get-kanban-board-data-to-initial-load';
/** Who may open the board (permissions.yaml). */
export const KANBAN_ABILITY = 'dashboards.kanban';
/** Cards per column in the board's first read, and per further page of a column. */
export const FIRST_CARDS = 20;
export const PAGE_CARDS = 50;
/** The board opens sorted by the latest status change. */
export const OPENING_SORT: SortMode = 'status_update';

/** The board's first read in `sortBy`: what the page asks for, and what the entry may ask for ahead of it. */
export const boardRequest = (sortBy: SortMode) => ({ path: KANBAN_PATH, query: { sortBy, limit: FIRST_CARDS } });
