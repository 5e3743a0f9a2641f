import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Preparation (spec 2): the pick list (queue) and the pick view of one order. */
export const preparationPages: WorkflowPage[] = [
  { path: '/preparation/pick-list', element: lazy(() => import('./PickListPage')), ability: 'preparation.pick_list', menu: { group: 'Dispensing', label: 'Pick List', order: 1 } },
  { path: '/preparation/pick-list/pick-view/:orderId', element: lazy(() => import('./PickViewPage')), ability: 'preparation.pick_list' },
];
