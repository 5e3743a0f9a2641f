import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/**
 * Non App Orders (spec 2): placing an order for a customer with prescription scans, and the offline
 * order list. Offline customers (list, create, show with their orders) and receive and referral
 * modes are declared (resources/offlineCustomers.ts, receiveModes.ts, referralModes.ts).
 */
export const offlineOrderPages: WorkflowPage[] = [
  { path: '/offline-order/place-new-order', element: lazy(() => import('./PlaceOrderPage')), ability: 'offline_orders.manage', menu: { group: 'Non App Orders', label: 'Place New Order', order: 68 } },
  { path: '/offline-order/order-list', element: lazy(() => import('./OfflineOrderListPage')), ability: 'offline_orders.manage', menu: { group: 'Non App Orders', label: 'Order List', order: 69 } },
];
