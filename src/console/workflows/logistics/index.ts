import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

const PlannerOrdersPage = lazy(() => import('./PlannerOrdersPage'));

/** Logistic planner (spec 2): assign dispatch, re-assign rider, returned orders (the dispatch runs are declared: resources/dispatchRuns.ts). */
export const logisticsPages: WorkflowPage[] = [
  { path: '/logistics-planner/assign-dispatch', element: PlannerOrdersPage, ability: 'logistics.assign_dispatch', menu: { group: 'Logistic Planner', label: 'Assign Dispatch', order: 1 } },
  { path: '/logistics-planner/re-assign-rider', element: PlannerOrdersPage, ability: 'logistics.reassign_rider', menu: { group: 'Logistic Planner', label: 'Re-assign Rider', order: 2 } },
  { path: '/logistics-planner/returned-orders', element: PlannerOrdersPage, ability: 'logistics.returns', menu: { group: 'Logistic Planner', label: 'Returned Orders', order: 3 } },
];
