import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Kanban board (spec 2): in the dashboard layout, and full-screen without the app chrome. */
export const kanbanPages: WorkflowPage[] = [
  { path: '/kanban-board', element: lazy(() => import('./KanbanPage')), ability: 'dashboards.kanban', menu: { group: 'Dashboards', label: 'rx.kanban.title', order: 3 } },
  { path: '/kanban-board/fullscreen', element: lazy(() => import('./KanbanFullscreenPage')), ability: 'dashboards.kanban', layout: 'none', reached: { from: '/kanban-board' } },
];
