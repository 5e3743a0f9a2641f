import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Find Customers (spec 2, Side menu). Find Orders is the orders resource's generated list (resources/orders.ts). */
export const findPages: WorkflowPage[] = [
  { path: '/find-customers', element: lazy(() => import('./FindCustomersPage')), ability: 'find.customers', menu: { group: 'Find Customers', label: 'rx.find.customers_title', order: 1 } },
];
