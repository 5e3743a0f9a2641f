import { lazy } from 'react';
import type { WorkflowPage } from '../registry';
import { UnassignedBadge } from '../../orders/MenuBadges';
import { MANAGER_ABILITIES, MANAGER_ROUTES } from './managerApi';

/** Chat Manager (spec 2): Assign Order with the unassigned-count badge, and Re-assign Order. */
export const chatManagerPages: WorkflowPage[] = [
  {
    path: MANAGER_ROUTES.assign, element: lazy(() => import('./AssignOrderPage')), ability: MANAGER_ABILITIES.assign,
    menu: { group: 'Chat Manager', label: 'rx.chat_manager.assign_title', order: 1, badge: UnassignedBadge },
  },
  {
    path: MANAGER_ROUTES.reassign, element: lazy(() => import('./ReassignOrderPage')), ability: MANAGER_ABILITIES.reassign,
    menu: { group: 'Chat Manager', label: 'rx.chat_manager.reassign_title', order: 2 },
  },
];
