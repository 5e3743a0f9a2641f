import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { OrderDetailHost } from '../../orders/OrderDetailHost';
import { KanbanBoard } from './KanbanBoard';

/** /app/kanban-board/fullscreen: the board alone, in its own full-screen layout (spec 2, Guards). */
export default function KanbanFullscreenPage() {
  const translate = useTranslate();
  useEffect(() => {
    const before = document.title;
    document.title = `${translate('rx.kanban.title')} · ${translate('rx.product')}`;
    return () => {
      document.title = before;
    };
  }, [translate]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }} data-testid="kanban-fullscreen">
      <OrderDetailHost>
        <KanbanBoard fullscreen />
      </OrderDetailHost>
    </Box>
  );
}
