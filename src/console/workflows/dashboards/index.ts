import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Dashboards (spec 2): Order Outcome Analysis, Processing Performance, and the home dashboard with its chart page. */
export const dashboardPages: WorkflowPage[] = [
  {
    path: '/performance-dashboard', element: lazy(() => import('./PerformanceDashboardPage')), ability: 'dashboards.performance',
    menu: { group: 'Dashboards', label: 'Order Outcome Analysis', order: 1 },
  },
  {
    path: '/processing-dashboard', element: lazy(() => import('./ProcessingDashboardPage')), ability: 'dashboards.processing',
    menu: { group: 'Dashboards', label: 'Processing Performance', order: 2 },
  },
  // The home dashboard heads the Dashboards group: the morning glance is where a role holding it lands.
  { path: '/pages/dashboard', element: lazy(() => import('./HomeDashboardPage')), ability: 'dashboards.home', menu: { group: 'Dashboards', label: 'Home Dashboard', order: 0 } },
  { path: '/pages/dashboard/chart', element: lazy(() => import('./HomeChartPage')), ability: 'dashboards.home', reached: { from: '/pages/dashboard' } },
];
