import { createElement, lazy } from 'react';
import type { WorkflowPage } from '../workflows/registry';
import { reports } from '../../../reports/index';

/**
 * Report pages (issue 8): the Reports landing in the side menu, and one lazy route per
 * declaration of reports/ — all drawn by the one generic ReportPage. The landing opens for a role
 * holding any report (or reports.view), so every report a role may open is a card on its menu's
 * Reports page: the declarations and permissions.yaml decide, nothing is listed by hand.
 */
export const REPORTS_LANDING_ABILITIES: readonly string[] = [...new Set(['reports.view', ...reports.map((r) => r.ability)])];

export const reportPages: WorkflowPage[] = [
  { path: '/reports', element: lazy(() => import('./ReportsLanding')), ability: REPORTS_LANDING_ABILITIES, menu: { group: 'Reports', label: 'rx.reports.menu', order: 10 } },
  ...reports.map((report) => ({
    path: report.route,
    ability: report.ability,
    open: report.openRoute,
    reached: { from: '/reports' },
    element: lazy(() => import('./ReportPage').then((m) => ({ default: () => createElement(m.default, { report }) }))),
  })),
];
