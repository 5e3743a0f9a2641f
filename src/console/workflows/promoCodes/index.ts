import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Marketing Manager (spec 2): promo codes (list, create, deactivate) and their redemptions. */
export const promoCodePages: WorkflowPage[] = [
  {
    path: '/marketing-manager/promo-codes', element: lazy(() => import('./PromoCodesPage')), ability: 'marketing.view',
    menu: { group: 'Marketing Manager', label: 'Promo Codes', order: 1 },
  },
  {
    path: '/promo-redemptions', element: lazy(() => import('./PromoRedemptionsPage')), ability: 'marketing.view',
    menu: { group: 'Marketing Manager', label: 'Promo Redemptions', order: 2 },
  },
];
