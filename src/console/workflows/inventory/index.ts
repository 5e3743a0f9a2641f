import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Inventory (spec 2): product info; create/edit product are the generated screens of resources/products.ts. */
export const inventoryPages: WorkflowPage[] = [
  { path: '/inventory/product-info', element: lazy(() => import('./ProductInfoPage')), ability: 'inventory.view', menu: { group: 'Inventory', label: 'Product info', order: 10 }, leadsTo: ['/inventory/create-new-product'] },
];
