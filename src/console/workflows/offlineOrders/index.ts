import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/**
 * Non App Orders (spec 2): offline customers, placing an order for one with prescription scans,
 * and the offline order list. Receive and referral modes are generated screens (resources/).
 */
export const offlineOrderPages: WorkflowPage[] = [
  { path: '/offline-order/place-new-order', element: lazy(() => import('./PlaceOrderPage')), ability: 'offline_orders.manage', menu: { group: 'Non App Orders', label: 'Place New Order', order: 68 } },
  { path: '/offline-order/order-list', element: lazy(() => import('./OfflineOrderListPage')), ability: 'offline_orders.manage', menu: { group: 'Non App Orders', label: 'Order List', order: 69 } },
  { path: '/offline-order/customer-list', element: lazy(() => import('./CustomerListPage')), ability: 'offline_orders.manage', menu: { group: 'Non App Orders', label: 'Customers', order: 70 } },
  { path: '/offline-order/create-customer', element: lazy(() => import('./CreateCustomerPage')), ability: 'offline_orders.manage', menu: { group: 'Non App Orders', label: 'Create Customer', order: 71 } },
];
