import { createElement, lazy } from 'react';
import type { WorkflowPage } from '../workflows/registry';
import { reports } from '../../../reports/index';

/**
 * Report pages (issue 8): the Reports landing in the side menu, and one lazy route per
 * declaration of reports/ — all drawn by the one generic ReportPage.
 */
export const reportPages: WorkflowPage[] = [
  { path: '/reports', element: lazy(() => import('./ReportsLanding')), ability: 'reports.view', menu: { group: 'Reports', label: 'rx.reports.menu', order: 10 } },
  ...reports.map((report) => ({
    path: report.route,
    ability: report.ability,
    open: report.openRoute,
    element: lazy(() => import('./ReportPage').then((m) => ({ default: () => createElement(m.default, { report }) }))),
  })),
];
