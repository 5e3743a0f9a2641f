import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Find Customers and Find Orders (spec 2, Side menu). */
export const findPages: WorkflowPage[] = [
  { path: '/find-customers', element: lazy(() => import('./FindCustomersPage')), ability: 'find.customers', menu: { group: 'Find Customers', label: 'rx.find.customers_title', order: 1 } },
  { path: '/find-orders', element: lazy(() => import('./FindOrdersPage')), ability: 'find.orders', menu: { group: 'Find Orders', label: 'rx.find.orders_title', order: 1 } },
];
