import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** GRN entry against a PO, GRN list and details (spec 2 Purchases & GRN). */
export const grnPages: WorkflowPage[] = [
  { path: '/purchases-grn/grn/:poId', element: lazy(() => import('./GrnEntryPage')), ability: 'grn.process' },
  { path: '/purchases-grn/grn-details/:grnId', element: lazy(() => import('./GrnDetailsPage')), ability: 'grn.view' },
  { path: '/purchases-grn/view-grn-list', element: lazy(() => import('./GrnListPage')), ability: 'grn.view', menu: { group: 'Purchases & GRN', label: 'GRNs', order: 20 } },
];
