import { useCallback, useEffect, useRef, useState } from 'react';
import { STAGES, type KanbanStage } from '@shared/orders/stages';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';
import { useOrderEvents } from '../../orders/orderEvents';
import { payloadOf } from '../../orders/realtimeRows';
import type { OrderRow, SortMode } from '../../orders/types';
import { emptyBoard, keepUnchangedBoard, placeCard, withCounts, type Board } from './board';
import { boardRequest, KANBAN_PATH as PATH, PAGE_CARDS } from './kanbanApi';

const COUNTS_DEBOUNCE_MS = 800;

interface ColumnReply { stage: KanbanStage; count: number; items: OrderRow[] }

/**
 * The kanban board: the eight columns' first cards in one call, further cards per column on
 * demand (the column is virtualised), realtime events move cards between columns and re-read the
 * counts (debounced).
 */
export function useKanbanBoard(sortBy: SortMode) {
  const call = useCall();
  const [board, setBoard] = useState<Board>(emptyBoard);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [more, setMore] = useState<Partial<Record<KanbanStage, boolean>>>({});
  const boardRef = useRef(board);
  boardRef.current = board;
  const generation = useRef(0);
  const inflight = useRef(new Set<KanbanStage>());
  const countsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The sort the board shown was read in (empty after a failed read): a re-read in the same sort (a
  // reconnection, reload) keeps it shown without the progress bar, and renders nothing when its
  // answer is the board shown.
  const shownSort = useRef('');
  const load = useCallback(async () => {
    const mine = ++generation.current;
    if (shownSort.current !== sortBy) setLoading(true);
    try {
      // The first read may already be on its way (the entry asked for it: routing/prefetchOpeningPage.ts).
      const first = boardRequest(sortBy);
      const data = await call<{ columns: ColumnReply[] }>('GET', first.path, first.query);
      if (mine !== generation.current) return;
      const next = emptyBoard();
      for (const c of data.columns) if (next[c.stage]) next[c.stage] = { rows: c.items, count: c.count };
      shownSort.current = sortBy;
      setBoard((old) => keepUnchangedBoard(old, next));
      setError(null);
    } catch (e) {
      if (mine === generation.current) { shownSort.current = ''; setError(toApiError(e).message); }
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [call, sortBy]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = useCallback(async (stage: KanbanStage) => {
    const col = boardRef.current[stage];
    if (inflight.current.has(stage) || col.rows.length >= col.count) return;
    inflight.current.add(stage);
    const mine = generation.current;
    setMore((m) => ({ ...m, [stage]: true }));
    try {
      const page = await call<ColumnReply>('GET', PATH, { stage, sortBy, skip: col.rows.length, limit: PAGE_CARDS });
      if (mine !== generation.current) return;
      setBoard((b) => {
        const known = new Set(b[stage].rows.map((r) => r.id));
        return { ...b, [stage]: { rows: [...b[stage].rows, ...(page.items ?? []).filter((r) => !known.has(r.id))], count: page.count } };
      });
    } catch {
      // The http client has shown the failure; scrolling again retries.
    } finally {
      inflight.current.delete(stage);
      setMore((m) => ({ ...m, [stage]: false }));
    }
  }, [call, sortBy]);

  const refreshCounts = useCallback(async () => {
    const mine = generation.current;
    try {
      const data = await call<{ columns: ColumnReply[] }>('GET', PATH, { sortBy, limit: 1 }, { silent: true });
      if (mine !== generation.current) return;
      setBoard((b) => withCounts(b, Object.fromEntries(data.columns.map((c) => [c.stage, c.count]))));
    } catch {
      // Counts catch up with the next event.
    }
  }, [call, sortBy]);

  useOrderEvents((name, payload) => {
    // Events may have been missed (read before the connection was made, or it dropped): the board re-reads.
    if (name === 'resync') { void load(); return; }
    const row = payloadOf(payload).row;
    if (row && (STAGES as readonly string[]).includes(String(row.stage))) setBoard((b) => placeCard(b, row, sortBy));
    if (countsTimer.current) clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(() => void refreshCounts(), COUNTS_DEBOUNCE_MS);
  });

  return { board, loading, error, reload: load, loadMore, loadingMore: more };
}
