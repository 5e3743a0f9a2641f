import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Discount Schemes: Item-wise Thresholds (spec 2). */
export const discountSchemePages: WorkflowPage[] = [
  { path: '/discount-schemes/item-wise-thresholds', element: lazy(() => import('./DiscountEditorPage')), ability: 'discount_schemes.view', menu: { group: 'Discount Schemes', label: 'Item-wise Thresholds', order: 10 } },
];
