import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Rider toolkit (spec 2): own runs, a run's orders, one delivery with payment — phone first. */
export const riderPages: WorkflowPage[] = [
  { path: '/rider/pending-list', element: lazy(() => import('./PendingListPage')), ability: 'rider.toolkit', menu: { group: 'Rider Toolkit', label: 'Rider Toolkit', order: 1 } },
  { path: '/rider/dispatch-details/:dispatchId', element: lazy(() => import('./DispatchDetailsPage')), ability: 'rider.toolkit' },
  { path: '/rider/order-details/:orderId', element: lazy(() => import('./OrderDetailsPage')), ability: 'rider.toolkit' },
];
