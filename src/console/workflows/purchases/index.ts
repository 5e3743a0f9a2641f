import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

const PoEditorPage = lazy(() => import('./PoEditorPage'));
const RolPage = lazy(() => import('./RolPage'));

/** Purchase orders and the re-order level report (spec 2 Purchases & GRN). */
export const purchasePages: WorkflowPage[] = [
  { path: '/purchases-grn/view-po-list', element: lazy(() => import('./PoListPage')), ability: 'po.view', menu: { group: 'Purchases & GRN', label: 'Purchase orders', order: 10 } },
  { path: '/purchases-grn/create-new-po', element: PoEditorPage, ability: 'po.create', menu: { group: 'Purchases & GRN', label: 'Create PO', order: 5 } },
  { path: '/purchases-grn/edit/:poId', element: PoEditorPage, ability: 'po.edit' },
  { path: '/purchases-grn/view/:poId', element: lazy(() => import('./PoViewPage')), ability: 'po.view' },
  { path: '/purchases-grn/re-order-level-report', element: RolPage, ability: 'reports.rol', menu: { group: 'Purchases & GRN', label: 'Re-order level report', order: 40 } },
];
