import { useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { STAGES } from '@shared/orders/stages';
import { SortToggle } from '../../orders/SortToggle';
import { useOpenOrder } from '../../orders/OrderDetailHost';
import { useAppPath } from '../../routing/useAppPath';
import type { OrderRow, SortMode } from '../../orders/types';
import { useKanbanBoard } from './useKanbanBoard';
import { OPENING_SORT } from './kanbanApi';
import { KanbanColumn } from './KanbanColumn';

/** The board: eight columns in the spec's order, a sort toggle and the full-screen switch. */
export function KanbanBoard({ fullscreen }: { fullscreen: boolean }) {
  const translate = useTranslate();
  const appPath = useAppPath();
  const openOrder = useOpenOrder();
  // One function for every render: the cards are memoised and a new one re-rendered all ~90 of them each time the board did.
  const onOpen = useMemo(() => (openOrder ? (r: OrderRow) => openOrder(r.id) : undefined), [openOrder]);
  const [sortBy, setSortBy] = useState<SortMode>(OPENING_SORT);
  // The row of columns, once drawn: a column draws its cards as it nears the row's view (useNearView.ts).
  const [columnsRow, setColumnsRow] = useState<HTMLDivElement | null>(null);
  const { board: loaded, loading, error, reload, loadMore, loadingMore } = useKanbanBoard(sortBy);
  // The cards render as a deferred update: the reply's state change renders the board at once with
  // the cards as they were (the memoised columns are skipped), then React draws the ~160 new cards
  // in an interruptible render that yields to the browser between slices, not in one long task.
  const board = useDeferredValue(loaded);
  const total = STAGES.reduce((n, s) => n + board[s].count, 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: fullscreen ? '100vh' : 'auto', p: fullscreen ? 1 : 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{translate('rx.kanban.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('rx.kanban.total', { count: total })}</Typography>
        <Box sx={{ flex: 1 }} />
        <SortToggle value={sortBy} onChange={setSortBy} />
        <Button size="small" variant="outlined" component={RouterLink} to={appPath(fullscreen ? '/kanban-board' : '/kanban-board/fullscreen')}>
          {translate(fullscreen ? 'rx.kanban.exit_fullscreen' : 'rx.kanban.fullscreen')}
        </Button>
      </Box>
      {loading && <LinearProgress aria-label={translate('rx.common.loading')} />}
      {error && <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void reload()}>{translate('rx.common.retry')}</Button>}>{error}</Alert>}
      <Box ref={setColumnsRow} sx={{ display: 'flex', gap: 1, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1, flex: 1, minHeight: 0 }}>
        {STAGES.map((stage) => (
          <KanbanColumn key={stage} stage={stage} column={board[stage]} loadingMore={!!loadingMore[stage]} onLoadMore={loadMore}
            onOpen={onOpen} scrollRoot={columnsRow}
            height={fullscreen ? 'calc(100vh - 120px)' : 'calc(100vh - 64px - 170px)'} />
        ))}
      </Box>
    </Box>
  );
}
