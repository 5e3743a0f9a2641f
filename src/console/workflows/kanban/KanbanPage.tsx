import { Title, useTranslate } from 'react-admin';
import { OrderDetailHost } from '../../orders/OrderDetailHost';
import { KanbanBoard } from './KanbanBoard';

/** /app/kanban-board, inside the dashboard layout. */
export default function KanbanPage() {
  const translate = useTranslate();
  return (
    <OrderDetailHost>
      <Title title={translate('rx.kanban.title')} />
      <KanbanBoard fullscreen={false} />
    </OrderDetailHost>
  );
}
