import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Customer intake keys (issue 8): list with last use, revoke one with confirmation; intake_keys.manage. */
export const intakeKeyPages: WorkflowPage[] = [
  {
    path: '/intake-keys', element: lazy(() => import('./IntakeKeysPage')), ability: 'intake_keys.manage',
    menu: { group: 'User Management', label: 'rx.intake_keys.menu', order: 96 },
  },
];
