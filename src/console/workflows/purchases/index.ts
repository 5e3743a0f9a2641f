import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** The re-order level report (spec 2 Purchases & GRN); purchase orders are generated (resources/purchaseOrders.ts). */
export const purchasePages: WorkflowPage[] = [
  { path: '/purchases-grn/re-order-level-report', element: lazy(() => import('./RolPage')), ability: 'reports.rol', menu: { group: 'Purchases & GRN', label: 'Re-order level report', order: 40 } },
];
