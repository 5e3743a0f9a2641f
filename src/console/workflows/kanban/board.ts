import { STAGES, type KanbanStage } from '@shared/orders/stages';
import type { OrderRow, SortMode } from '../../orders/types';
import { keepUnchanged } from '../../paging/sameRows';

/** One kanban column as loaded so far: the first `rows.length` of `count` orders of the stage. */
export interface Column { rows: OrderRow[]; count: number }
export type Board = Record<KanbanStage, Column>;

export const emptyBoard = (): Board =>
  Object.fromEntries(STAGES.map((s) => [s, { rows: [], count: 0 }])) as unknown as Board;

const time = (v: unknown): number => (v ? new Date(v as string).getTime() || 0 : 0);

/** The board's order within a column: newest status change first, or earliest sorting date first. */
export function compareRows(mode: SortMode): (a: OrderRow, b: OrderRow) => number {
  if (mode === 'sorting_date') {
    return (a, b) => time(a.sorting_date_for_sort ?? a.sorting_date) - time(b.sorting_date_for_sort ?? b.sorting_date) || a.id - b.id;
  }
  return (a, b) => time(b.sorting_status_update_date ?? b.last_status_update_time) - time(a.sorting_status_update_date ?? a.last_status_update_time) || b.id - a.id;
}

/**
 * A realtime order update on the board: the card leaves the column it was in and enters the
 * column of its (new) stage at its sorted place, when that place is among the loaded cards (a
 * card that sorts after them arrives with the next page). Counts are left to the server: the
 * board re-reads them after events.
 */
export function placeCard(board: Board, row: OrderRow, mode: SortMode): Board {
  const next = { ...board };
  let previous: OrderRow | undefined;
  for (const stage of STAGES) {
    const col = board[stage];
    const at = col.rows.findIndex((r) => r.id === row.id);
    if (at >= 0) {
      previous = col.rows[at];
      next[stage] = { ...col, rows: col.rows.filter((_, i) => i !== at) };
    }
  }
  const merged = { ...previous, ...row } as OrderRow;
  const stage = merged.stage as KanbanStage | undefined;
  if (!stage || !(STAGES as readonly string[]).includes(stage)) return next;
  const col = next[stage];
  const cmp = compareRows(mode);
  const at = col.rows.findIndex((r) => cmp(merged, r) < 0);
  if (at >= 0) next[stage] = { ...col, rows: [...col.rows.slice(0, at), merged, ...col.rows.slice(at)] };
  else if (col.rows.length >= col.count) next[stage] = { ...col, rows: [...col.rows, merged] };
  return next;
}

/** Takes the server's counts (and nothing else) into the board. */
export const withCounts = (board: Board, counts: Partial<Record<KanbanStage, number>>): Board =>
  Object.fromEntries(STAGES.map((s) => [s, { ...board[s], count: Math.max(counts[s] ?? board[s].count, board[s].rows.length) }])) as unknown as Board;

/**
 * The board read again, as little changed as the answer allows (paging/sameRows.ts): each column
 * equal to the one shown is that column, each unchanged card its object; the board shown itself
 * when nothing changed (a re-read after a reconnection then renders nothing).
 */
export function keepUnchangedBoard(shown: Board, read: Board): Board {
  let same = true;
  const columns = STAGES.map((s) => {
    const rows = keepUnchanged(shown[s].rows, read[s].rows);
    const column = rows === shown[s].rows && read[s].count === shown[s].count ? shown[s] : { rows, count: read[s].count };
    if (column !== shown[s]) same = false;
    return [s, column];
  });
  return same ? shown : (Object.fromEntries(columns) as unknown as Board);
}
