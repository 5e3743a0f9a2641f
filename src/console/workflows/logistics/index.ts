import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

const PlannerOrdersPage = lazy(() => import('./PlannerOrdersPage'));
const DispatchRunsPage = lazy(() => import('./DispatchRunsPage'));

/** Logistic planner (spec 2): assign dispatch, re-assign rider, returned orders, dispatches. */
export const logisticsPages: WorkflowPage[] = [
  { path: '/logistics-planner/assign-dispatch', element: PlannerOrdersPage, ability: 'logistics.assign_dispatch', menu: { group: 'Logistic Planner', label: 'Assign Dispatch', order: 1 } },
  { path: '/logistics-planner/re-assign-rider', element: PlannerOrdersPage, ability: 'logistics.reassign_rider', menu: { group: 'Logistic Planner', label: 'Re-assign Rider', order: 2 } },
  { path: '/logistics-planner/returned-orders', element: PlannerOrdersPage, ability: 'logistics.returns', menu: { group: 'Logistic Planner', label: 'Returned Orders', order: 3 } },
  { path: '/logistics-planner/dispatch-runs/pending', element: DispatchRunsPage, ability: 'logistics.dispatch_runs', menu: { group: 'Logistic Planner', label: 'View Dispatches (Pending & Ongoing)', order: 4 } },
  { path: '/logistics-planner/dispatch-runs/completed', element: DispatchRunsPage, ability: 'logistics.dispatch_runs', menu: { group: 'Logistic Planner', label: 'View Dispatches (Completed)', order: 5 } },
  { path: '/logistics-planner/dispatch-details/:dispatchId', element: lazy(() => import('./DispatchDetailsPage')), ability: 'logistics.dispatch_runs' },
];
