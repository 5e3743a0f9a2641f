import { memo, useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import type { KanbanStage } from '@shared/orders/stages';
import type { OrderRow } from '../../orders/types';
import type { Column } from './board';
import { KanbanCard } from './KanbanCard';
import { cardHeight } from './cardHeight';
import { useNearView } from './useNearView';

/**
 * One column, virtualised: only the cards in view (plus a few) are in the DOM, so thousands of
 * orders scroll smoothly, and none until the column nears the board's view (`scrollRoot`, the row of
 * columns: useNearView.ts); its header and count show from the start. Nearing the end of the loaded
 * cards asks the server for the next page.
 * Memoised: the board renders at once with its cards as they were (KanbanBoard), and a column whose
 * props did not change is skipped.
 */
export const KanbanColumn = memo(function KanbanColumn({ stage, column, loadingMore, onLoadMore, onOpen, height, scrollRoot }: {
  stage: KanbanStage; column: Column; loadingMore: boolean; onLoadMore: (stage: KanbanStage) => void; onOpen?: (row: OrderRow) => void; height: string;
  scrollRoot: Element | null;
}) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const near = useNearView(scrollRoot, section);
  const rows = column.rows;
  // A flagged card is a line taller (cardHeight.ts); sizes are kept by order, not by place, as cards
  // move. Made once per set of rows: the virtualiser works out every card's offset again whenever
  // the key function is a new one, and a column re-renders on every scroll frame.
  const estimateSize = useCallback((i: number) => cardHeight(rows[i]), [rows]);
  const getItemKey = useCallback((i: number) => rows[i].id, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    initialRect: { width: 280, height: 800 },
    // Out of view, no cards and no measuring (each column's measure forced a layout of the page).
    enabled: near,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1].index : -1;
  const hasMore = rows.length < column.count;

  useEffect(() => {
    if (near && hasMore && !loadingMore && lastIndex >= rows.length - 8) onLoadMore(stage);
  }, [near, hasMore, loadingMore, lastIndex, rows.length, onLoadMore, stage]);

  const name = translate(`rx.stages.${stage}`);
  return (
    <Paper ref={section} component="section" aria-label={translate('rx.kanban.column', { name, count: column.count })} data-testid={`kanban-column-${stage}`}
      sx={{ flex: { xs: '0 0 85vw', sm: '0 0 280px' }, scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column', bgcolor: 'action.hover' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 1 }}>
        <Typography variant="subtitle1" component="h2">{name}</Typography>
        <Chip size="small" label={column.count} data-testid={`kanban-count-${stage}`} />
      </Box>
      {loadingMore && <LinearProgress />}
      {/* A list only when it shows cards: an empty ARIA list is an error (axe aria-required-children). */}
      <Box ref={scroller} tabIndex={0} role={items.length ? 'list' : 'group'} aria-label={name} sx={{ height, overflowY: 'auto', px: 1, outlineOffset: -2 }}>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>{translate('rx.kanban.empty_column')}</Typography>
        ) : (
          <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((v) => (
              // Position inline: as sx, each card's offset was a class of its own (a style rule per card).
              <div key={rows[v.index].id} role="listitem" style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: v.size, transform: `translateY(${v.start}px)` }}>
                <KanbanCard row={rows[v.index]} onOpen={onOpen} />
              </div>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
});
