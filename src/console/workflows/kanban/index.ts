import { lazy } from 'react';
import type { WorkflowPage } from '../registry';
import { KANBAN_ABILITY } from './kanbanApi';

/** Kanban board (spec 2): in the dashboard layout, and full-screen without the app chrome. */
export const kanbanPages: WorkflowPage[] = [
  { path: '/kanban-board', element: lazy(() => import('./KanbanPage')), ability: KANBAN_ABILITY, menu: { group: 'Dashboards', label: 'rx.kanban.title', order: 3 } },
  { path: '/kanban-board/fullscreen', element: lazy(() => import('./KanbanFullscreenPage')), ability: KANBAN_ABILITY, layout: 'none', reached: { from: '/kanban-board' } },
];
