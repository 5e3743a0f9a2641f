import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Chat Overview Dashboard (spec 2, Dashboards). */
export const chatOverviewPages: WorkflowPage[] = [
  { path: '/chats-overview', element: lazy(() => import('./ChatOverviewPage')), ability: 'dashboards.chat_overview', menu: { group: 'Dashboards', label: 'rx.chat_overview.title', order: 4 } },
];
