import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Finance (spec 2): Manage Settlements under /app/purchases-grn/. */
export const settlementPages: WorkflowPage[] = [
  { path: '/purchases-grn/manage-settlements', element: lazy(() => import('./ManageSettlementsPage')), ability: 'finance.settlements', menu: { group: 'Finance', label: 'Manage Settlements', order: 1 } },
];
