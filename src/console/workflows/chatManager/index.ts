import { lazy } from 'react';
import type { WorkflowPage } from '../registry';
import { UnassignedBadge } from '../../orders/MenuBadges';

/** Chat Manager (spec 2): Assign Order with the unassigned-count badge, and Re-assign Order. */
export const chatManagerPages: WorkflowPage[] = [
  {
    path: '/chat-manager/assign-order', element: lazy(() => import('./AssignOrderPage')), ability: 'chat_manager.assign',
    menu: { group: 'Chat Manager', label: 'rx.chat_manager.assign_title', order: 1, badge: UnassignedBadge },
  },
  {
    path: '/chat-manager/re-assign-order', element: lazy(() => import('./ReassignOrderPage')), ability: 'chat_manager.reassign',
    menu: { group: 'Chat Manager', label: 'rx.chat_manager.reassign_title', order: 2 },
  },
];
